import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { ADDRESS, startCheckoutWorld, type CheckoutWorld } from './checkout-world.js';

/** checkout_results_total{result=…} on orders' own GET /metrics. */
async function checkoutResults(ordersUrl: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${ordersUrl}/metrics`)).text();
  const results: Record<string, number> = {};
  for (const match of text.matchAll(/^checkout_results_total\{([^}]*)\} (\d+)$/gm)) {
    expect(match[1]).toContain('service="orders"');
    results[/result="([^"]+)"/.exec(match[1])![1]] = Number(match[2]);
  }
  return results;
}

describe('checkout results in GET /metrics', () => {
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

  it('counts orders placed, refused for stock and answered again for a repeated Idempotency-Key', async () => {
    const [first, second] = [await world.consumer(), await world.consumer()];
    const lastYam = await world.product({ stockQuantity: 1 });
    await world.addToCart(first, lastYam.id, 1);
    await world.addToCart(second, lastYam.id, 1);
    expect(await checkoutResults(world.ordersUrls[0])).toEqual({});

    const key = randomUUID();
    expect((await world.checkout(first, { shippingAddress: ADDRESS }, key)).status).toBe(201);
    expect((await world.checkout(first, { shippingAddress: ADDRESS }, key)).status).toBe(201);
    expect((await world.checkout(second, { shippingAddress: ADDRESS })).status).toBe(409);

    expect(await checkoutResults(world.ordersUrls[0])).toEqual({
      placed: 1,
      idempotent_replay: 1,
      out_of_stock: 1,
    });
  });
});
