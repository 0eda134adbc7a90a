import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { WholeNairaPrices1730000000350 } from '../src/migrations/1730000000350-whole-naira-prices.js';
import { createProduct, startTestOrders, type TestOrders } from './orders-test-app.js';

describe('orders migration: whole-naira prices in the catalog projection and carts', () => {
  let env: ServiceTestEnv;
  let orders: TestOrders;
  let db: DataSource;

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    orders = await startTestOrders();
    db = orders.app.get(DataSource);
  });

  afterAll(async () => {
    await orders?.app.close();
    await env?.cleanup();
  });

  it('reprices projected products and the cart lines that hold them', async () => {
    const acha = await createProduct(orders, { name: 'Acha', basePrice: 2530, price: 2909.5 });
    const ugu = await createProduct(orders, { name: 'Ugu', basePrice: 1000.4, price: 1000.4 });
    const consumer = await orders.tokenFor('consumer');
    const added = await orders.call(
      'POST',
      '/api/v1/cart/items',
      { productId: acha.id, quantity: 4 },
      consumer.token,
    );
    expect(added.status).toBe(200);

    const runner = db.createQueryRunner();
    try {
      await new WholeNairaPrices1730000000350().up(runner);
    } finally {
      await runner.release();
    }

    const prices: Array<{ product_id: string; price: string }> = await db.query(
      `SELECT product_id, price FROM product_snapshots WHERE product_id = ANY($1)`,
      [[acha.id, ugu.id]],
    );
    expect(Object.fromEntries(prices.map((row) => [row.product_id, Number(row.price)]))).toEqual({
      [acha.id]: 2910,
      [ugu.id]: 1001,
    });
    const [line] = await db.query(
      `SELECT unit_price, total_price FROM cart_items WHERE consumer_id = $1 AND product_id = $2`,
      [consumer.id, acha.id],
    );
    expect([Number(line.unit_price), Number(line.total_price)]).toEqual([2910, 11640]);
    const cart = await orders.call<{ items: Array<{ unitPrice: number; totalPrice: number }> }>(
      'GET',
      '/api/v1/cart',
      undefined,
      consumer.token,
    );
    expect(cart.body.items[0]).toMatchObject({ unitPrice: 2910, totalPrice: 11640 });
  });
});
