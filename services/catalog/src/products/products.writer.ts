import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  CATALOG_MESSAGES,
  displayPrice,
  ProductCreated,
  ProductDeleted,
  ProductStockChanged,
  ProductUpdated,
  type EventEnvelope,
  type PayloadOf,
  type ProductView,
} from '@ihe/contracts';
import { OutboxService } from '@ihe/platform';
import { PublicListingCache } from '../public-cache/public-listing-cache.js';
import { ProfitSettingsService } from '../pricing/profit-settings.service.js';
import { basePriceBehind } from '../pricing/customer-price.rules.js';
import { ProductAuditWriter, type AuditActor } from '../audit-log/product-audit.writer.js';
import { Product } from './product.entity.js';
import {
  checkedProductId,
  checkedStock,
  normalizeNewProduct,
  normalizeProductChanges,
  type NewProduct,
  type ProductChanges,
} from './product-input.js';
import {
  PRODUCT_COLUMNS,
  PRODUCTS_WITH_VENDOR,
  toProductSnapshot,
  toProductView,
  type ProductRow,
} from './product-row.js';

export type StockChangeReason = PayloadOf<typeof ProductStockChanged>['reason'];

/** Rows per INSERT when creating many products (16 columns each, far below PostgreSQL's parameter limit). */
const INSERT_CHUNK = 500;

/**
 * `actor`: a sales manager's or an admin's change, written to the audit log (spec 2 §3) in the change's
 * own transaction, one entry per change with the product before and after. A vendor's own changes (and
 * the seeder's, and orders' stock moves) pass no actor: the audit log is the sales managers' log of what
 * staff did to the catalogue, not a history of every product write.
 */
export interface ChangeOptions {
  actor?: AuditActor;
}

/**
 * Every product change goes through here: each change and its event (product.created / updated /
 * deleted / stock-changed) are written in one transaction via the outbox. Prices are computed with
 * displayPrice and the profit setting in force (or, for a customer price given directly, the base is
 * backed out of it). Used by the demo seeder, the vendor's routes (src/vendor-products) and the sales
 * manager's (src/sales), which pass an actor so the change is audited.
 */
@Injectable()
export class ProductsWriter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly profitSettings: ProfitSettingsService,
    private readonly cache: PublicListingCache,
    private readonly audit: ProductAuditWriter,
  ) {}

  /** Runs one change in a transaction, then makes cached listings stale. */
  private async change<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.dataSource.transaction(work);
    await this.cache.invalidate();
    return result;
  }

  async create(input: NewProduct, correlationId?: string, options: ChangeOptions = {}): Promise<ProductView> {
    const [created] = await this.createMany([input], correlationId, options);
    return created;
  }

  /** All or nothing, one transaction; returns the products in input order. */
  async createMany(
    inputs: NewProduct[],
    correlationId?: string,
    options: ChangeOptions = {},
  ): Promise<ProductView[]> {
    const products = inputs.map(normalizeNewProduct);
    if (products.length === 0) return [];
    return this.change(async (manager) => {
      const setting = await this.profitSettings.current(manager);
      const views: ProductView[] = [];
      for (let start = 0; start < products.length; start += INSERT_CHUNK) {
        const chunk = products.slice(start, start + INSERT_CHUNK);
        await manager
          .createQueryBuilder()
          .insert()
          .into(Product)
          .values(
            chunk.map(({ price, ...product }) => ({
              ...product,
              ...(price === null
                ? { price: displayPrice(product.basePrice, setting) }
                : { price, basePrice: basePriceBehind(price, setting) }),
              companyProfitPercentage: setting.profitPercentage,
            })),
          )
          .updateEntity(false)
          .execute();
        const rows = await this.read(
          manager,
          chunk.map((product) => product.id),
        );
        await this.outbox.add(
          manager,
          rows.map((row) => ProductCreated.create({ product: toProductSnapshot(row) }, correlationId)),
        );
        const { actor } = options;
        if (actor)
          for (const row of rows) await this.audit.recordProductChange(manager, actor, 'create', null, row);
        views.push(...rows.map(toProductView));
      }
      return views;
    });
  }

  /**
   * Edits a product; a new base price is re-priced with the setting in force now. `stock` sets the stock
   * in the same transaction (its own product.stock-changed event); `vendorId` limits the edit to that
   * vendor's product (another's answers 404, as a missing one does, and nothing changes).
   */
  async update(
    productId: string,
    input: ProductChanges,
    correlationId?: string,
    options: ChangeOptions & {
      vendorId?: string;
      stock?: { quantity: number; reason: StockChangeReason };
    } = {},
  ): Promise<ProductView> {
    const id = checkedProductId(productId);
    const changes = normalizeProductChanges(input);
    const stock = options.stock && { ...options.stock, quantity: checkedStock(options.stock.quantity) };
    return this.change(async (manager) => {
      await this.lockLive(manager, id, options.vendorId);
      const before = options.actor && (await this.read(manager, [id]))[0];
      const pricing =
        changes.basePrice === undefined
          ? {}
          : await this.profitSettings.current(manager).then((setting) => ({
              price: displayPrice(changes.basePrice!, setting),
              companyProfitPercentage: setting.profitPercentage,
            }));
      const edited = Object.keys(changes).length > 0;
      if (edited || stock)
        await manager.update(
          Product,
          { id },
          {
            ...changes,
            ...pricing,
            ...(stock ? { stockQuantity: stock.quantity } : {}),
            updatedAt: () => 'now()',
          },
        );
      const [row] = await this.read(manager, [id]);
      const events: EventEnvelope[] = [];
      if (edited) events.push(ProductUpdated.create({ product: toProductSnapshot(row) }, correlationId));
      if (stock)
        events.push(
          ProductStockChanged.create(
            { productId: id, stockQuantity: Number(row.stock_quantity), reason: stock.reason },
            correlationId,
          ),
        );
      await this.outbox.add(manager, events);
      if (before && (edited || stock))
        await this.audit.recordProductChange(manager, options.actor!, 'update', before, row);
      return toProductView(row);
    });
  }

  /** Sets the stock to an absolute quantity (kg). */
  async setStock(
    productId: string,
    stockQuantity: number,
    reason: StockChangeReason,
    correlationId?: string,
    options: ChangeOptions = {},
  ): Promise<ProductView> {
    const id = checkedProductId(productId);
    const quantity = checkedStock(stockQuantity);
    return this.change(async (manager) => {
      if (options.actor) await this.lockLive(manager, id);
      const before = options.actor && (await this.read(manager, [id]))[0];
      const [updated]: [Array<{ id: string }>, number] = await manager.query(
        `UPDATE products SET stock_quantity = $2, updated_at = now() WHERE id = $1 AND deleted_at IS NULL RETURNING id`,
        [id, quantity],
      );
      if (updated.length === 0) throw new NotFoundException(CATALOG_MESSAGES.productNotFound);
      const [row] = await this.read(manager, [id]);
      await this.outbox.add(
        manager,
        ProductStockChanged.create(
          { productId: id, stockQuantity: Number(row.stock_quantity), reason },
          correlationId,
        ),
      );
      if (before) await this.audit.recordProductChange(manager, options.actor!, 'update', before, row);
      return toProductView(row);
    });
  }

  /**
   * Soft delete: the row stays for orders and audit; listings and reads no longer show it. `vendorId`
   * limits it to that vendor's product (another's answers 404).
   */
  async remove(
    productId: string,
    correlationId?: string,
    options: ChangeOptions & { vendorId?: string } = {},
  ): Promise<void> {
    const id = checkedProductId(productId);
    await this.change(async (manager) => {
      if (options.actor) await this.lockLive(manager, id, options.vendorId);
      const before = options.actor && (await this.read(manager, [id]))[0];
      const [deleted]: [Array<{ vendor_id: string | null }>, number] = await manager.query(
        `UPDATE products SET deleted_at = now(), updated_at = now()
          WHERE id = $1 AND deleted_at IS NULL AND ($2::uuid IS NULL OR vendor_id = $2) RETURNING vendor_id`,
        [id, options.vendorId ?? null],
      );
      if (deleted.length === 0) throw new NotFoundException(CATALOG_MESSAGES.productNotFound);
      await this.outbox.add(
        manager,
        ProductDeleted.create({ productId: id, vendorId: deleted[0].vendor_id }, correlationId),
      );
      if (before) await this.audit.recordProductChange(manager, options.actor!, 'delete', before, null);
    });
  }

  /** Locks the live product (of `vendorId` when given); 404 otherwise. */
  private async lockLive(manager: EntityManager, id: string, vendorId?: string): Promise<void> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM products WHERE id = $1 AND deleted_at IS NULL AND ($2::uuid IS NULL OR vendor_id = $2) FOR UPDATE`,
      [id, vendorId ?? null],
    );
    if (rows.length === 0) throw new NotFoundException(CATALOG_MESSAGES.productNotFound);
  }

  /** The products with their vendor names, in the order of `ids`. */
  private read(manager: EntityManager, ids: string[]): Promise<ProductRow[]> {
    return manager.query(
      `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCTS_WITH_VENDOR}
       WHERE p.id = ANY($1::uuid[]) ORDER BY array_position($1::uuid[], p.id)`,
      [ids],
    );
  }
}
