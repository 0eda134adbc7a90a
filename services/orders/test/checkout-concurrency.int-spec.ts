import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CartView } from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { expectOneOrderForOneKey, expectOneWinnerForTheLastKilogram } from './checkout-races.js';
import { ADDRESS, startCheckoutWorld, type CheckoutWorld } from './checkout-world.js';

describe('checkout under concurrency and failure (one orders instance)', () => {
  let env: ServiceTestEnv;
  let world: CheckoutWorld;

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    world = await startCheckoutWorld();
  });

  afterAll(async () => {
    await world?.close();
    await env?.cleanup();
  });

  it('sells the last kilogram once: 100 buyers at once, 1 order, 99 clean 409s, stock 0', async () => {
    await expectOneWinnerForTheLastKilogram(world, 100);
  });

  it('places one order for the same Idempotency-Key sent 10 times at once', async () => {
    await expectOneOrderForOneKey(world, 10);
  });

  it('gives the stock back and writes nothing when writing the order fails after the reservation', async () => {
    const buyer = await world.consumer();
    const yam = await world.product({ name: 'Failing yam', stockQuantity: 10 });
    await world.addToCart(buyer, yam.id, 4);
    const before = await world.counts();
    // The order insert fails inside the order's transaction, after catalog reserved the stock.
    await world.ordersDb.query(`
      CREATE FUNCTION fail_order_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected failure'; END $$`);
    await world.ordersDb.query(
      `CREATE TRIGGER fail_order_insert BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION fail_order_insert()`,
    );
    const key = randomUUID();
    try {
      expect(await world.checkout(buyer, { shippingAddress: ADDRESS }, key)).toEqual({
        status: 500,
        body: { statusCode: 500, message: 'Failed to place order. Please try again.' },
      });
    } finally {
      await world.ordersDb.query(
        `DROP TRIGGER fail_order_insert ON orders; DROP FUNCTION fail_order_insert()`,
      );
    }
    expect(await world.stockOf(yam.id)).toBe(10);
    expect(await world.counts()).toEqual(before); // no order, no line, no event, the key freed
    const [reservation] = await world.catalogDb.query(
      `SELECT r.status FROM stock_reservations r JOIN stock_reservation_lines l ON l.reservation_id = r.id WHERE l.product_id = $1`,
      [yam.id],
    );
    expect(reservation).toEqual({ status: 'released' });
    expect(
      (await world.call<CartView>('GET', '/api/v1/cart', buyer.token)).body.items.map((l) => l.quantity),
    ).toEqual([4]);

    // The same key works once the fault is gone.
    const retry = await world.checkout(buyer, { shippingAddress: ADDRESS }, key);
    expect(retry.status).toBe(201);
    expect(await world.stockOf(yam.id)).toBe(6);
  });
});
