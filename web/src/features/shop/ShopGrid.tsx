import { useState } from 'react';
import type { ProductView } from '@ihe/contracts';
import { useDrawnInSlices } from '../../components/use-drawn-in-slices.js';
import { ProductCard } from '../catalog/ProductCard.js';

/**
 * The shop's product cards. A screenful and more is drawn at once (two rows, four cards at least: eight
 * on a wide desktop, four on a phone, whose screen shows two), the rest of the page in slices of a row
 * (two cards at least), each in a task of its own: only this grid draws again per slice.
 */
export function ShopGrid({ items, refreshing }: { items: ProductView[]; refreshing: boolean }) {
  const [columns] = useState(shopGridColumns);
  const drawn = useDrawnInSlices(items.length, Math.max(2 * columns, 4), Math.max(columns, 2));
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

/** The grid's columns at this screen's width (shop.css: one on phones, then two, three and four). */
function shopGridColumns(): number {
  const atLeast = (width: number) => window.matchMedia(`(min-width: ${width}px)`).matches;
  if (atLeast(1200)) return 4;
  if (atLeast(768)) return 3;
  return atLeast(576) ? 2 : 1;
}
