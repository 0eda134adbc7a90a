import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { expectOneOrderForOneKey, expectOneWinnerForTheLastKilogram } from './checkout-races.js';
import { startCheckoutWorld, type CheckoutWorld } from './checkout-world.js';

/** Nothing of the guarantees lives in one process's memory: two orders instances share the work. */
describe('checkout across two orders instances', () => {
  let env: ServiceTestEnv;
  let world: CheckoutWorld;

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    world = await startCheckoutWorld({ ordersInstances: 2 });
  });

  afterAll(async () => {
    await world?.close();
    await env?.cleanup();
  });

  it('sells the last kilogram once when 100 buyers hit both instances at once', async () => {
    await expectOneWinnerForTheLastKilogram(world, 100);
  });

  it('places one order for the same Idempotency-Key sent 10 times to both instances at once', async () => {
    await expectOneOrderForOneKey(world, 10);
  });
});
