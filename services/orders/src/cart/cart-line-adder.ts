import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { queryPrepared } from '@ihe/platform';
import { lineTotal, type CartView } from '@ihe/contracts';
import { CART_ERRORS } from './cart.messages.js';
import { quantityAfterAdd } from './cart.rules.js';
import { cartViewSql, toCartView, type CartRow } from './cart-view.reader.js';

interface ProductAndLine {
  name: string | null;
  price: string | null;
  stock_quantity: string;
  deleted: boolean;
  in_cart: string | null;
}

/** Gives up after this many lost races on the same line (another tab changing it each time). */
const MAX_ATTEMPTS = 20;

/**
 * "Add to cart", the busiest write of the shop, in two round trips and no transaction: read the product
 * and the consumer's line, apply the cart rule, then write the line only if it is still as read
 * (optimistic concurrency) and answer the whole cart from that same statement. A line changed or
 * removed in between (another tab, a checkout) fails the condition and the add starts again from a
 * fresh read, so no update is lost.
 */
@Injectable()
export class CartLineAdder {
  constructor(private readonly dataSource: DataSource) {}

  async add(consumerId: string, productId: string, quantity: number): Promise<CartView> {
    for (let attempt = 1; ; attempt++) {
      const {
        rows: [row],
      } = await queryPrepared<ProductAndLine>(
        this.dataSource,
        `SELECT p.name, p.price, p.stock_quantity, p.deleted, c.quantity AS in_cart
           FROM product_snapshots p
           LEFT JOIN cart_items c ON c.consumer_id = $1 AND c.product_id = p.product_id
          WHERE p.product_id = $2`,
        [consumerId, productId],
      );
      // Unknown until catalog announced it (name and price), and never once deleted.
      if (!row || row.name === null || row.price === null || row.deleted)
        throw new NotFoundException(CART_ERRORS.productNotFound);
      const inCart = row.in_cart === null ? undefined : Number(row.in_cart);
      const next = quantityAfterAdd(inCart, quantity, Number(row.stock_quantity));
      if (next < 1) throw new ConflictException(CART_ERRORS.outOfStock(row.name));
      const written = await this.write(consumerId, productId, next, Number(row.price), row.in_cart);
      if (written) return written;
      if (attempt >= MAX_ATTEMPTS) throw new ConflictException(CART_ERRORS.busy);
    }
  }

  /** The cart after writing the line, or null when the line is no longer `expected` (nothing written). */
  private async write(
    consumerId: string,
    productId: string,
    quantity: number,
    unitPrice: number,
    expected: string | null,
  ): Promise<CartView | null> {
    const totalPrice = lineTotal(quantity, unitPrice);
    const writeLine =
      expected === null
        ? `INSERT INTO cart_items (id, consumer_id, product_id, quantity, unit_price, total_price)
           VALUES ($6, $1, $2, $3, $4, $5) ON CONFLICT (consumer_id, product_id) DO NOTHING
           RETURNING product_id, quantity, added_at`
        : `UPDATE cart_items SET quantity = $3, unit_price = $4, total_price = $5
            WHERE consumer_id = $1 AND product_id = $2 AND quantity = $6
           RETURNING product_id, quantity, added_at`;
    // The statement's own snapshot does not see its write: the cart is the written line plus the others.
    const { rows } = await queryPrepared<CartRow>(
      this.dataSource,
      `WITH written AS (${writeLine}),
            lines AS (
              SELECT product_id, quantity, added_at FROM written
              UNION ALL
              SELECT product_id, quantity, added_at FROM cart_items
               WHERE consumer_id = $1 AND product_id <> $2 AND EXISTS (SELECT 1 FROM written))
       ${cartViewSql('lines')}`,
      [consumerId, productId, quantity, unitPrice, totalPrice, expected ?? randomUUID()],
    );
    return rows.some((row) => row.product_id === productId) ? toCartView(rows) : null;
  }
}
