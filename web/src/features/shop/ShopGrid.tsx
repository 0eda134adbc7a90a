import type { ProductView } from '@ihe/contracts';
import { useDrawnInSlices } from '../../components/use-drawn-in-slices.js';
import { ProductCard } from '../catalog/ProductCard.js';

/**
 * The shop's product cards. Two rows on a desktop (more than a phone's screen) are drawn at once, the
 * rest of the page in slices of a row, each in a task of its own: only this grid draws again per slice.
 */
export function ShopGrid({ items, refreshing }: { items: ProductView[]; refreshing: boolean }) {
  const drawn = useDrawnInSlices(items.length, 8, 4);
  return (
    <div className={`ihe-shop-grid${refreshing ? ' ihe-shop-refreshing' : ''}`}>
      {items.slice(0, drawn).map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          eagerImage={index < 4}
          priorityImage={index === 0}
          // Right under the page's h1: headings do not skip a level (axe's heading-order).
          headingLevel={2}
        />
      ))}
    </div>
  );
}
