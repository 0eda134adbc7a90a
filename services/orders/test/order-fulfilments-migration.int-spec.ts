import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { OrderFulfilments1730000000360 } from '../src/migrations/1730000000360-order-fulfilments.js';
import { startTestOrders, type TestOrders } from './orders-test-app.js';

describe('orders migration: a part per vendor for the orders placed before parts existed', () => {
  let env: ServiceTestEnv;
  let orders: TestOrders;
  let db: DataSource;
  const migration = new OrderFulfilments1730000000360();
  const run = async (step: 'up' | 'down') => {
    const runner = db.createQueryRunner();
    try {
      await migration[step](runner);
    } finally {
      await runner.release();
    }
  };
  const legacyOrder = async (status: string, vendors: Array<string | null>) => {
    const id = randomUUID();
    await db.query(
      `INSERT INTO orders (id, consumer_id, status, shipping_address, payment_method, subtotal, delivery_fee,
         total_amount, customer_name, customer_email, reservation_id, idempotency_key, created_at)
       VALUES ($1, $2, $3, 'Lagos', 'card', 100, 0, 100, 'Ada', 'ada@farm.ng', $4, $5, now())`,
      [id, randomUUID(), status, randomUUID(), randomUUID()],
    );
    for (const [position, vendorId] of vendors.entries())
      await db.query(
        `INSERT INTO order_items (id, order_id, position, product_id, product_name, category, quantity,
           unit_price, base_price, total_price, vendor_id, vendor_name)
         VALUES ($1, $2, $3, $4, 'Yam', 'yam', 1, 50, 40, 50, $5, $6)`,
        [randomUUID(), id, position, randomUUID(), vendorId, vendorId && 'Farm'],
      );
    return id;
  };

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    orders = await startTestOrders();
    db = orders.app.get(DataSource);
  });

  afterAll(async () => {
    await orders?.app.close();
    await env?.cleanup();
  });

  it("gives each order one part per vendor (and one for lines with none) at the order's status", async () => {
    await run('down');
    const [a, b] = [randomUUID(), randomUUID()];
    const mixed = await legacyOrder('shipped', [a, b, a, null]);
    const processing = await legacyOrder('processing', [a]);
    await run('up');

    const parts: Array<{ order_id: string; vendor_id: string | null; status: string; lines: number }> =
      await db.query(
        `SELECT f.order_id, f.vendor_id, f.status, count(i.id)::int AS lines
           FROM order_fulfilments f JOIN order_items i ON i.fulfilment_id = f.id
          WHERE f.order_id = ANY($1) GROUP BY f.id ORDER BY f.order_id, lines DESC, f.vendor_id`,
        [[mixed, processing]],
      );
    const of = (orderId: string) =>
      parts.filter((part) => part.order_id === orderId).map(({ order_id: _, ...part }) => part);
    expect(of(mixed)).toEqual(
      expect.arrayContaining([
        { vendor_id: a, status: 'shipped', lines: 2 },
        { vendor_id: b, status: 'shipped', lines: 1 },
        { vendor_id: null, status: 'shipped', lines: 1 },
      ]),
    );
    expect(of(mixed)).toHaveLength(3);
    // processing is an order's status, never a part's: its parts (and so the order) are confirmed.
    expect(of(processing)).toEqual([{ vendor_id: a, status: 'confirmed', lines: 1 }]);
    const [{ status }] = await db.query(`SELECT status FROM orders WHERE id = $1`, [processing]);
    expect(status).toBe('confirmed');
    const [{ orphans }] = await db.query(
      `SELECT count(*)::int AS orphans FROM order_items WHERE fulfilment_id IS NULL`,
    );
    expect(orphans).toBe(0);
  });
});
