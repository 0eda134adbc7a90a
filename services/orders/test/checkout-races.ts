import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import { ADDRESS, type CheckoutAnswer, type CheckoutWorld } from './checkout-world.js';

/**
 * `buyers` consumers, each with 1 kg of a product that has 1 kg left in the cart, check out at once
 * (spread over the orders instances): exactly one gets the order, the others a clean 409, stock ends at 0.
 */
export async function expectOneWinnerForTheLastKilogram(world: CheckoutWorld, buyers: number): Promise<void> {
  const product = await world.product({ name: 'Last kilogram yam', stockQuantity: 1 });
  const consumers = [];
  for (let i = 0; i < buyers; i++) {
    const consumer = await world.unannouncedConsumer();
    expect((await world.addToCart(consumer, product.id, 1)).status).toBe(200);
    consumers.push(consumer);
  }
  const before = await world.counts();
  const answers = await Promise.all(
    consumers.map((consumer, i) =>
      world.checkout(consumer, { shippingAddress: ADDRESS }, randomUUID(), i % world.orders.length),
    ),
  );
  const won = answers.filter((answer) => answer.status === 201);
  const lost = answers.filter((answer) => answer.status !== 201);
  expect(won).toHaveLength(1);
  expect(lost.map((answer) => answer.body)).toEqual(
    Array(buyers - 1).fill({
      statusCode: 409,
      message: 'Not enough Last kilogram yam in stock: 0 kg available',
      productId: product.id,
      available: 0,
    }),
  );
  expect(await world.stockOf(product.id)).toBe(0);
  const after = await world.counts();
  expect([after.orders - before.orders, after.items - before.items]).toEqual([1, 1]);
  const reservations: Array<{ status: string; n: number }> = await world.catalogDb.query(
    `SELECT r.status, count(*)::int AS n FROM stock_reservations r
       JOIN stock_reservation_lines l ON l.reservation_id = r.id WHERE l.product_id = $1 GROUP BY r.status`,
    [product.id],
  );
  // The winner's reservation only (held until order.placed confirms it): the losers reserved nothing.
  expect(reservations.reduce((sum, row) => sum + row.n, 0)).toBe(1);
}

/** The same Idempotency-Key sent `times` at once: one order, and every answer carries it. */
export async function expectOneOrderForOneKey(
  world: CheckoutWorld,
  times: number,
): Promise<CheckoutAnswer[]> {
  const consumer = await world.consumer();
  const product = await world.product({ stockQuantity: 10 });
  await world.addToCart(consumer, product.id, 2);
  const key = randomUUID();
  const before = await world.counts();
  const answers = await Promise.all(
    Array.from({ length: times }, (_, i) =>
      world.checkout(consumer, { shippingAddress: ADDRESS }, key, i % world.orders.length),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(times).fill(201));
  expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
  expect(
    answers.every(
      (answer) => answer.body.items.length === 1 && answer.body.totalAmount === answers[0].body.totalAmount,
    ),
  ).toBe(true);
  const after = await world.counts();
  expect(after.orders - before.orders).toBe(1);
  expect(await world.stockOf(product.id)).toBe(8);
  return answers;
}
