import { memo, useId, useState } from 'react';
import { Button, Card, Rate, Tag, Typography } from 'antd';
import {
  EnvironmentOutlined,
  InboxOutlined,
  SafetyCertificateFilled,
  ShopOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import { SHOP_RATING, type ProductView } from '@ihe/contracts';
import { formatNaira } from '../../components/money.js';
import { QuantityStepper } from '../cart/QuantityStepper.js';
import { availableQuantity } from '../cart/local-cart.js';
import { useAddToCart } from '../cart/use-cart.js';
import { categoryLabel } from '../shop/shop-params.js';
import { ProductImage } from './ProductImage.js';
import { formatKg, vendorDisplayName } from './product-format.js';
import './catalog.css';

/**
 * How wide a card's image shows (catalog.css and the pages' grids: 112 px beside the text on phones,
 * then two, three and four columns in a 1200 px page).
 */
const IMAGE_SIZES =
  '(max-width: 575.98px) 112px, (max-width: 767.98px) 50vw, (max-width: 1199.98px) 34vw, 300px';

interface Props {
  product: ProductView;
  /** In the first row: loads at once. */
  eagerImage?: boolean;
  /** The first card: its image is likely the page's largest paint. */
  priorityImage?: boolean;
  /** The name's heading level: 3 under a page's section headings (home), 2 right under the page's h1 (shop). */
  headingLevel?: 2 | 3;
}

/**
 * A shop card (spec 1 §2): image, Organic badge, name, description, price per kg, category,
 * vendor, farm origin, stock, the fixed 4.5 rating, a 1..stock stepper and Add to Cart. Memoised: a
 * page drawing its cards in slices (or refreshing its count) does not draw the earlier ones again.
 */
export const ProductCard = memo(function ProductCard({
  product,
  eagerImage = false,
  priorityImage = false,
  headingLevel = 3,
}: Props) {
  const titleId = useId();
  const add = useAddToCart();
  const stock = availableQuantity(product.stockQuantity);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const vendor = vendorDisplayName(product.vendor);

  const addToCart = async () => {
    setAdding(true);
    const outcome = await add(product.id, quantity, product.name, product);
    setAdding(false);
    if (outcome.ok) setQuantity(1);
  };

  return (
    <Card className="ihe-product-card" styles={{ body: { padding: 0, height: '100%' } }}>
      <article className="ihe-product" aria-labelledby={titleId}>
        <div className="ihe-product-media">
          <ProductImage
            key={product.imageUrls[0]}
            src={product.imageUrls[0]}
            alt={product.name}
            eager={eagerImage}
            priority={priorityImage}
            sizes={IMAGE_SIZES}
          />
          {product.isOrganic && (
            <Tag
              color="green"
              icon={<SafetyCertificateFilled aria-hidden />}
              className="ihe-organic-badge"
              style={{ margin: 0 }}
            >
              Organic
            </Tag>
          )}
        </div>
        <div className="ihe-product-body">
          <Tag className="ihe-product-category" style={{ margin: '0 0 6px' }}>
            {categoryLabel(product.category)}
          </Tag>
          <Typography.Title
            level={headingLevel}
            id={titleId}
            style={{ fontSize: 17, lineHeight: 1.3, margin: '0 0 4px' }}
          >
            {product.name}
          </Typography.Title>
          {/* Two lines on screen (cut by CSS, not measured), the whole text for screen readers. */}
          <Typography.Paragraph
            type="secondary"
            ellipsis={{ rows: 2 }}
            style={{ fontSize: 14, marginBottom: 8 }}
          >
            {product.description}
          </Typography.Paragraph>
          <div className="ihe-product-price">
            <span data-testid="product-price">{formatNaira(product.price)}</span>
            <span className="ihe-product-unit"> per kg</span>
          </div>
          <ul className="ihe-product-facts">
            {vendor && (
              <li>
                <ShopOutlined aria-hidden /> <span className="ihe-visually-hidden">Vendor: </span>
                {vendor}
              </li>
            )}
            {product.farmOrigin && (
              <li>
                <EnvironmentOutlined aria-hidden /> <span className="ihe-visually-hidden">Farm origin: </span>
                {product.farmOrigin}
              </li>
            )}
            <li>
              <InboxOutlined aria-hidden /> {formatKg(product.stockQuantity)} in stock
            </li>
          </ul>
          <div className="ihe-product-rating">
            {/* Read-only: read out as its figure, not as five radio buttons (antd's Rate is a radio group). */}
            <span className="ihe-visually-hidden">{`Rated ${SHOP_RATING} out of 5`}</span>
            <span aria-hidden>
              <Rate disabled allowHalf size="small" value={SHOP_RATING} />
            </span>
            <span aria-hidden>{SHOP_RATING}</span>
          </div>
        </div>
        <div className="ihe-product-actions">
          {stock > 0 ? (
            <>
              <QuantityStepper
                value={quantity}
                max={stock}
                onChange={setQuantity}
                label={`Quantity (kg) of ${product.name}`}
                disabled={adding}
              />
              <Button
                type="primary"
                icon={<ShoppingCartOutlined />}
                loading={adding}
                onClick={() => void addToCart()}
                // The name starts with the button's visible text, so speech input ("click Add to Cart") finds it.
                aria-label={`Add to Cart: ${product.name}`}
                className="ihe-add-to-cart"
              >
                Add to Cart
              </Button>
            </>
          ) : (
            <Button disabled block>
              Out of Stock
            </Button>
          )}
        </div>
      </article>
    </Card>
  );
});
