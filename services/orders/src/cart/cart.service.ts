import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { lineTotal, type CartView } from '@ihe/contracts';
import { isPurchasable, ProductSnapshotsReader } from '../catalog-projection/product-snapshots.reader.js';
import { ProductSnapshot } from '../catalog-projection/product-snapshot.entity.js';
import { CartLine } from './cart-line.entity.js';
import { CartLineAdder } from './cart-line-adder.js';
import { CartViewReader } from './cart-view.reader.js';
import { CART_ERRORS } from './cart.messages.js';
import { capAtStock, mergeGuestCart, type CartItemInput } from './cart.rules.js';

/** Advisory-lock class of "one consumer's cart" (the key is a hash of the consumer id); checkout takes it too. */
export const CART_LOCK_CLASS = 7301;

/**
 * Changes to a consumer's own cart (the consumer is always the caller); each answers the whole cart.
 * Setting and merging run in one transaction holding that consumer's cart lock, so two tabs cannot
 * lose an update or race on the unique (consumer, product) line; adding (CartLineAdder) gets the same
 * guarantee from a conditional write instead, as it runs at every click.
 */
@Injectable()
export class CartService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly products: ProductSnapshotsReader,
    private readonly view: CartViewReader,
    private readonly adder: CartLineAdder,
  ) {}

  get(consumerId: string): Promise<CartView> {
    return this.view.read(consumerId);
  }

  /** Adds `quantity` kg; an existing line grows. The line never exceeds the whole kg in stock. */
  add(consumerId: string, productId: string, quantity: number): Promise<CartView> {
    return this.adder.add(consumerId, productId, quantity);
  }

  /** Sets a line's quantity (capped at stock); 0 or less removes the line (spec 1 §5). */
  async setQuantity(consumerId: string, productId: string, quantity: number): Promise<CartView> {
    await this.inCart(consumerId, async (manager) => {
      const line = await manager.findOneBy(CartLine, { consumerId, productId });
      if (!line) throw new NotFoundException(CART_ERRORS.itemNotInCart);
      if (quantity <= 0) {
        await manager.delete(CartLine, { id: line.id });
        return;
      }
      const product = await this.purchasable(manager, productId);
      const next = capAtStock(quantity, product.stockQuantity);
      if (next < 1) throw new ConflictException(CART_ERRORS.outOfStock(product.name!));
      await this.writeLine(manager, consumerId, product, next, line);
    });
    return this.view.read(consumerId);
  }

  async remove(consumerId: string, productId: string): Promise<CartView> {
    const result = await this.dataSource.getRepository(CartLine).delete({ consumerId, productId });
    if (!result.affected) throw new NotFoundException(CART_ERRORS.itemNotInCart);
    return this.view.read(consumerId);
  }

  /** The guest cart merged after login: the rule is mergeGuestCart's (cart.rules.ts). */
  async merge(consumerId: string, guestItems: CartItemInput[]): Promise<CartView> {
    const items = guestItems.map((item) => ({ ...item, productId: item.productId.toLowerCase() }));
    await this.inCart(consumerId, async (manager) => {
      const lines = await manager.findBy(CartLine, { consumerId });
      const byProduct = new Map(lines.map((line) => [line.productId, line]));
      const products = await this.products.purchasable(
        items.map((item) => item.productId),
        manager,
      );
      const stockOf = new Map([...products].map(([id, product]) => [id, product.stockQuantity]));
      const serverQuantities = new Map(lines.map((line) => [line.productId, line.quantity]));
      // Applied in the guest cart's order, so its last item ends up newest.
      for (const change of mergeGuestCart(serverQuantities, items, stockOf)) {
        await this.writeLine(
          manager,
          consumerId,
          products.get(change.productId)!,
          change.quantity,
          byProduct.get(change.productId),
        );
      }
    });
    return this.view.read(consumerId);
  }

  private inCart<T>(consumerId: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [CART_LOCK_CLASS, consumerId]);
      return work(manager);
    });
  }

  private async purchasable(manager: EntityManager, productId: string): Promise<ProductSnapshot> {
    const product = await manager.findOneBy(ProductSnapshot, { productId });
    if (!isPurchasable(product)) throw new NotFoundException(CART_ERRORS.productNotFound);
    return product;
  }

  /** Writes the line priced at the product's current display price. */
  private async writeLine(
    manager: EntityManager,
    consumerId: string,
    product: ProductSnapshot,
    quantity: number,
    existing: CartLine | null | undefined,
  ): Promise<void> {
    const unitPrice = product.price!;
    const totalPrice = lineTotal(quantity, unitPrice);
    if (existing) {
      await manager.update(CartLine, { id: existing.id }, { quantity, unitPrice, totalPrice });
      return;
    }
    await manager.insert(CartLine, {
      id: randomUUID(),
      consumerId,
      productId: product.productId,
      quantity,
      unitPrice,
      totalPrice,
    });
  }
}
