import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventEnvelope } from '@ihe/contracts';
import { prepareBrokerOutage, type BrokerOutage, type TcpProxy } from '@ihe/platform/testing';
import { startCheckoutWorld, type CheckoutWorld, type Consumer } from './checkout-world.js';
import { sleep, waitFor } from './orders-test-app.js';

const ORDERS = 50;

/**
 * The services reach RabbitMQ through a TCP proxy the test cuts: checkouts made while the broker is
 * unreachable succeed, their order.placed events wait in the outbox, and each arrives exactly once
 * when it is back (and catalog then confirms every reservation).
 */
describe('order.placed survives a broker outage (outbox)', () => {
  let outage: BrokerOutage;
  let world: CheckoutWorld;
  let proxy: TcpProxy;
  let seen: EventEnvelope[];

  beforeAll(async () => {
    outage = await prepareBrokerOutage('order-placed-observer', ['order.placed']);
    ({ proxy, seen } = outage);
    world = await startCheckoutWorld();
  });

  afterAll(async () => {
    await world?.close();
    await outage?.cleanup();
  });

  it('delivers every order.placed exactly once after the broker comes back', async () => {
    const product = await world.product({ name: 'Outage yam', stockQuantity: 500 });
    const buyers: Consumer[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const buyer = await world.unannouncedConsumer();
      await world.addToCart(buyer, product.id, 2);
      buyers.push(buyer);
    }

    await proxy.cut();
    const orderIds: string[] = [];
    for (let start = 0; start < ORDERS; start += 10) {
      const answers = await Promise.all(
        buyers.slice(start, start + 10).map((buyer) => world.checkout(buyer)),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(201);
        orderIds.push(answer.body.id);
      }
    }
    expect(await world.stockOf(product.id)).toBe(500 - 2 * ORDERS);
    await sleep(1000);
    const mine = () =>
      seen.filter((event) => orderIds.includes((event.payload as { orderId: string }).orderId));
    expect(mine()).toHaveLength(0);
    const [{ waiting }] = await world.ordersDb.query(
      `SELECT count(*)::int AS waiting FROM outbox WHERE name = 'order.placed' AND published_at IS NULL`,
    );
    expect(waiting).toBe(ORDERS);

    await proxy.restore();
    await waitFor(() => mine().length >= ORDERS, 30_000);
    await sleep(1500);
    const received = mine();
    expect(received).toHaveLength(ORDERS);
    expect(new Set(received.map((event) => event.id)).size).toBe(ORDERS);
    expect(received.map((event) => (event.payload as { orderId: string }).orderId).sort()).toEqual(
      [...orderIds].sort(),
    );
    // catalog heard them too: every reservation is confirmed, none left to expire.
    await waitFor(async () => {
      const [{ confirmed }] = await world.catalogDb.query(
        `SELECT count(*)::int AS confirmed FROM stock_reservations WHERE order_id = ANY($1::uuid[]) AND status = 'confirmed'`,
        [orderIds],
      );
      return confirmed === ORDERS;
    }, 30_000);
  });
});
