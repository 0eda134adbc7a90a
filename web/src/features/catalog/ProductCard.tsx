import { useId, useState } from 'react';
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
import { useCart } from '../cart/use-cart.js';
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
}

/**
 * A shop card (spec 1 §2): image, Organic badge, name, description, price per kg, category,
 * vendor, farm origin, stock, the fixed 4.5 rating, a 1..stock stepper and Add to Cart.
 */
export function ProductCard({ product, eagerImage = false, priorityImage = false }: Props) {
  const titleId = useId();
  const { add } = useCart();
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
            <Tag color="green" icon={<SafetyCertificateFilled />} className="ihe-organic-badge">
              Organic
            </Tag>
          )}
        </div>
        <div className="ihe-product-body">
          <Tag className="ihe-product-category">{categoryLabel(product.category)}</Tag>
          <Typography.Title level={3} id={titleId} className="ihe-product-name">
            {product.name}
          </Typography.Title>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="ihe-product-description">
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
            <Rate disabled allowHalf value={SHOP_RATING} aria-label={`Rated ${SHOP_RATING} out of 5`} />
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
}
