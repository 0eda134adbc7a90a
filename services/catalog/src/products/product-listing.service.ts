import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CATALOG_MESSAGES, type ProductListResponse, type ProductView } from '@ihe/contracts';
import { PublicListingCache } from '../public-cache/public-listing-cache.js';
import { checkedProductId } from './product-input.js';
import type { ProductListCriteria } from './product-list-query.js';
import { productListSql } from './product-list-sql.js';
import { PRODUCT_COLUMNS, PRODUCTS_WITH_VENDOR, toProductView, type ProductRow } from './product-row.js';

/** Every criterion is in the key: listings that differ in any of them must never share an entry. */
export function listingCacheKey(criteria: ProductListCriteria): string {
  const categories = criteria.categories.join(',') || '*';
  const organic = criteria.organic ? 'organic' : 'any';
  return `list:${categories}:${organic}:${criteria.sort}:${criteria.page}:${criteria.pageSize}:${criteria.search ?? ''}`;
}

/** The public product reads: each is a single query, vendor names joined from the projection. */
@Injectable()
export class ProductListingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: PublicListingCache,
  ) {}

  list(criteria: ProductListCriteria): Promise<ProductListResponse> {
    return this.cache.read(listingCacheKey(criteria), () => this.query(criteria));
  }

  private async query(criteria: ProductListCriteria): Promise<ProductListResponse> {
    const { text, values } = productListSql(criteria);
    const rows: Array<ProductRow & { total: number }> = await this.dataSource.query(text, values);
    return {
      // An empty page comes back as one row holding only the total.
      items: rows.filter((row) => row.id !== null).map(toProductView),
      total: rows[0]?.total ?? 0,
      page: criteria.page,
      pageSize: criteria.pageSize,
    };
  }

  /** Any stock level; deleted products are gone. */
  async get(id: string): Promise<ProductView> {
    const rows: ProductRow[] = await this.dataSource.query(
      `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCTS_WITH_VENDOR} WHERE p.id = $1 AND p.deleted_at IS NULL`,
      [checkedProductId(id)],
    );
    if (rows.length === 0) throw new NotFoundException(CATALOG_MESSAGES.productNotFound);
    return toProductView(rows[0]);
  }
}
