import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { ProductSnapshot } from './product-snapshot.entity.js';

/** Whether the cart may take the product: catalog announced it (name known) and did not delete it. */
export const isPurchasable = (snapshot: ProductSnapshot | null | undefined): snapshot is ProductSnapshot =>
  !!snapshot && snapshot.name !== null && snapshot.price !== null && !snapshot.deleted;

/** Read side of the projection for the rest of orders (cart now, checkout later). */
@Injectable()
export class ProductSnapshotsReader {
  constructor(private readonly dataSource: DataSource) {}

  /** Purchasable products among `productIds`, by id (unknown and deleted ones are left out). */
  async purchasable(
    productIds: string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, ProductSnapshot>> {
    if (productIds.length === 0) return new Map();
    const rows = await manager.findBy(ProductSnapshot, { productId: In([...new Set(productIds)]) });
    return new Map(rows.filter(isPurchasable).map((row) => [row.productId, row]));
  }
}
