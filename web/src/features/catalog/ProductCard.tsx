import { memo, useId, useState } from 'react';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined.js';
import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined.js';
import SafetyCertificateFilled from '@ant-design/icons-svg/es/asn/SafetyCertificateFilled.js';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined.js';
import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined.js';
import { SHOP_RATING, type ProductView } from '@ihe/contracts';
import { formatNaira } from '../../components/money.js';
import { PlainButton } from '../../components/PlainButton.js';
import { StaticIcon } from '../../components/StaticIcon.js';
import { QuantityStepper } from '../cart/QuantityStepper.js';
import { availableQuantity } from '../cart/local-cart.js';
import { useAddToCart } from '../cart/use-cart.js';
import { categoryLabel } from '../shop/shop-params.js';
import { ProductImage } from './ProductImage.js';
import { RatingStars } from './RatingStars.js';
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
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
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
    // Plain markup styled by catalog.css with the theme's values (set on the page): antd's Card, Tag,
    // Typography and Rate drew only boxes and text here, and cost ~15 KB gzip on the storefront's first
    // load; its Buttons and Input cost each card their per-instance style work (issue 14).
    <article className="ihe-product-card ihe-product" aria-labelledby={titleId}>
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
          <span className="ihe-tag ihe-tag-green ihe-organic-badge">
            <StaticIcon icon={SafetyCertificateFilled} />
            <span>Organic</span>
          </span>
        )}
      </div>
      <div className="ihe-product-body">
        <span className="ihe-tag ihe-product-category">{categoryLabel(product.category)}</span>
        <Heading id={titleId} className="ihe-product-name">
          {product.name}
        </Heading>
        {/* Two lines on screen (CSS), the whole text for screen readers. */}
        <p className="ihe-product-description">{product.description}</p>
        <div className="ihe-product-price">
          <span data-testid="product-price">{formatNaira(product.price)}</span>
          <span className="ihe-product-unit"> per kg</span>
        </div>
        <ul className="ihe-product-facts">
          {vendor && (
            <li>
              <StaticIcon icon={ShopOutlined} /> <span className="ihe-visually-hidden">Vendor: </span>
              {vendor}
            </li>
          )}
          {product.farmOrigin && (
            <li>
              <StaticIcon icon={EnvironmentOutlined} />{' '}
              <span className="ihe-visually-hidden">Farm origin: </span>
              {product.farmOrigin}
            </li>
          )}
          <li>
            <StaticIcon icon={InboxOutlined} /> {formatKg(product.stockQuantity)} in stock
          </li>
        </ul>
        <div className="ihe-product-rating">
          <RatingStars value={SHOP_RATING} />
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
            <PlainButton
              variant="primary"
              icon={<StaticIcon icon={ShoppingCartOutlined} />}
              loading={adding}
              onClick={() => void addToCart()}
              // The name starts with the button's visible text, so speech input ("click Add to Cart") finds it.
              aria-label={`Add to Cart: ${product.name}`}
              className="ihe-add-to-cart"
            >
              Add to Cart
            </PlainButton>
          </>
        ) : (
          <PlainButton disabled block>
            Out of Stock
          </PlainButton>
        )}
      </div>
    </article>
  );
});
