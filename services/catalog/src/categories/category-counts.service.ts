import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PublicListingCache } from '../public-cache/public-listing-cache.js';
import { SHOP_CATEGORIES, type CategoryCountsResponse } from '@ihe/contracts';

/** In-stock product counts per shop category (the home page tiles), in one grouped query. */
@Injectable()
export class CategoryCountsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: PublicListingCache,
  ) {}

  counts(): Promise<CategoryCountsResponse> {
    return this.cache.read('category-counts', () => this.query());
  }

  private async query(): Promise<CategoryCountsResponse> {
    const rows: Array<{ category: string; count: number }> = await this.dataSource.query(
      `SELECT category, count(*)::int AS count FROM products
       WHERE stock_quantity > 0 AND deleted_at IS NULL AND category = ANY($1)
       GROUP BY category`,
      [SHOP_CATEGORIES],
    );
    const counts: CategoryCountsResponse = Object.fromEntries(
      SHOP_CATEGORIES.map((category) => [category, 0]),
    );
    for (const row of rows) counts[row.category] = row.count;
    return counts;
  }
}
