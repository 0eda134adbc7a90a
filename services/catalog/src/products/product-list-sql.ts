import type { ShopSort } from '@ihe/contracts';
import type { ProductListCriteria } from './product-list-query.js';
import { PRODUCT_COLUMNS, PRODUCTS_WITH_VENDOR } from './product-row.js';

export interface SqlQuery {
  text: string;
  values: unknown[];
}

/**
 * Sort keys matching the partial indexes of the catalog migration exactly (expression and direction),
 * so a page is read in index order and stops after LIMIT rows; id breaks ties for stable paging.
 */
const ORDER_BY: Record<ShopSort, string> = {
  name: `lower(p.name) COLLATE "C", p.id`,
  'price-low': 'p.price, p.id',
  'price-high': 'p.price DESC, p.id DESC',
};

/** `%text%` for ILIKE, with the pattern characters of the text itself taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The shop listing as ONE statement: the total of matching products and the requested page (with vendor
 * names joined from the projection). The page is a LATERAL subquery so an empty page still returns the
 * total (one row with null product columns); `position` keeps the page order.
 */
export function productListSql(criteria: ProductListCriteria): SqlQuery {
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  // Must repeat the partial indexes' predicate for the planner to use them.
  const conditions = ['p.stock_quantity > 0', 'p.deleted_at IS NULL'];
  // One category as `=`, which the category indexes serve directly.
  if (criteria.categories.length === 1) conditions.push(`p.category = ${param(criteria.categories[0])}`);
  if (criteria.categories.length > 1) conditions.push(`p.category = ANY(${param(criteria.categories)})`);
  if (criteria.organic) conditions.push('p.is_organic');
  if (criteria.search) {
    const pattern = param(containsPattern(criteria.search));
    conditions.push(`(p.name ILIKE ${pattern} OR p.description ILIKE ${pattern})`);
  }
  const where = conditions.join(' AND ');
  const limit = param(criteria.pageSize);
  const offset = param((criteria.page - 1) * criteria.pageSize);
  const text = `
    SELECT total.count AS total, page.*
    FROM (SELECT count(*)::int AS count FROM products p WHERE ${where}) total
    LEFT JOIN LATERAL (
      SELECT ordered.*, row_number() OVER () AS position
      FROM (
        SELECT ${PRODUCT_COLUMNS}
        FROM ${PRODUCTS_WITH_VENDOR}
        WHERE ${where}
        ORDER BY ${ORDER_BY[criteria.sort]}
        LIMIT ${limit} OFFSET ${offset}
      ) ordered
    ) page ON true
    ORDER BY page.position`;
  return { text, values };
}
