import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CartView } from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { ADDRESS, startCheckoutWorld, type CheckoutWorld, type Consumer } from './checkout-world.js';

/** Every refused checkout answers 4xx with its message and leaves no trace: no order, stock or cart change. */
describe('checkout: bad input is refused and writes nothing', () => {
  let env: ServiceTestEnv;
  let world: CheckoutWorld;
  let buyer: Consumer;
  let yamId: string;

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    world = await startCheckoutWorld();
    buyer = await world.consumer();
    const yam = await world.product({ name: 'Benue white yam', stockQuantity: 50 });
    yamId = yam.id;
    await world.addToCart(buyer, yamId, 5);
  });

  afterAll(async () => {
    await world?.close();
    await env?.cleanup();
  });

  const untouched = async (check: () => Promise<void>) => {
    const before = {
      counts: await world.counts(),
      stock: await world.stockOf(yamId),
      cart: (await world.call<CartView>('GET', '/api/v1/cart', buyer.token)).body,
      reservations: (await world.catalogDb.query(`SELECT count(*)::int AS n FROM stock_reservations`))[0].n,
    };
    await check();
    expect({
      counts: await world.counts(),
      stock: await world.stockOf(yamId),
      cart: (await world.call<CartView>('GET', '/api/v1/cart', buyer.token)).body,
      reservations: (await world.catalogDb.query(`SELECT count(*)::int AS n FROM stock_reservations`))[0].n,
    }).toEqual(before);
  };

  it('needs a delivery address, a known payment method and only known fields', async () => {
    const address = 'Please enter a delivery address';
    const payment = 'Please select a payment method';
    const cases: Array<[unknown, string]> = [
      [{}, address],
      [{ shippingAddress: '' }, address],
      [{ shippingAddress: '   \n\t ' }, address],
      [{ shippingAddress: null }, address],
      [{ shippingAddress: 42 }, address],
      [{ shippingAddress: ['7 Awolowo Road'] }, address],
      [{ shippingAddress: 'x'.repeat(501) }, 'Delivery address must be at most 500 characters'],
      [{ shippingAddress: ADDRESS, paymentMethod: 'bitcoin' }, payment],
      [{ shippingAddress: ADDRESS, paymentMethod: '' }, payment],
      [{ shippingAddress: ADDRESS, paymentMethod: 'CARD' }, payment],
      [{ shippingAddress: ADDRESS, paymentMethod: ['card'] }, payment],
      [
        { shippingAddress: ADDRESS, instructions: 'x'.repeat(1001) },
        'Special instructions must be at most 1000 characters',
      ],
      [{ shippingAddress: ADDRESS, total: 1 }, 'Unknown field: total'],
      [{ shippingAddress: ADDRESS, consumerId: buyer.id }, 'Unknown field: consumerId'],
      [{ shippingAddress: ADDRESS, items: [{ productId: yamId, quantity: 1 }] }, 'Unknown field: items'],
      ['{"shippingAddress":', 'Malformed JSON body'],
    ];
    await untouched(async () => {
      for (const [body, message] of cases)
        expect({ body, answer: await world.checkout(buyer, body) }).toEqual({
          body,
          answer: { status: 400, body: { statusCode: 400, message } },
        });
    });
  });

  it('needs an Idempotency-Key', async () => {
    const message = 'An Idempotency-Key header (1 to 200 characters) is required';
    await untouched(async () => {
      for (const key of [null, '', '   ', 'k'.repeat(201)])
        expect(await world.checkout(buyer, { shippingAddress: ADDRESS }, key)).toEqual({
          status: 400,
          body: { statusCode: 400, message },
        });
    });
  });

  it("checks out only the caller's own cart: an empty one is refused, another's is never touched", async () => {
    const other = await world.consumer();
    await untouched(async () => {
      expect(await world.checkout(other)).toEqual({
        status: 400,
        body: { statusCode: 400, message: 'Your cart is empty' },
      });
    });
    // The key of a refused checkout is free again.
    const key = 'retry-after-empty-cart';
    expect((await world.checkout(other, undefined, key)).status).toBe(400);
    await world.addToCart(other, yamId, 1);
    expect((await world.checkout(other, undefined, key)).status).toBe(201);
    expect(
      (await world.call<CartView>('GET', '/api/v1/cart', buyer.token)).body.items.map((l) => l.quantity),
    ).toEqual([5]);
  });

  it('refuses a quantity beyond the stock with 409 naming the product and what is left', async () => {
    const hoarder = await world.consumer();
    // A cart line far above the stock (stock fell after it was added, or a huge line): set it directly.
    await world.addToCart(hoarder, yamId, 1);
    await world.ordersDb.query(`UPDATE cart_items SET quantity = 1000000 WHERE consumer_id = $1`, [
      hoarder.id,
    ]);
    const left = await world.stockOf(yamId);
    await untouched(async () => {
      expect(await world.checkout(hoarder)).toEqual({
        status: 409,
        body: {
          statusCode: 409,
          message: `Not enough Benue white yam in stock: ${left} kg available`,
          productId: yamId,
          available: left,
        },
      });
    });
  });

  it('refuses a product deleted since it went into the cart', async () => {
    const late = await world.consumer();
    const zobo = await world.product({ name: 'Zobo leaves', stockQuantity: 5 });
    await world.addToCart(late, zobo.id, 1);
    await world.addToCart(late, yamId, 1);
    await world.catalogDb.query(`UPDATE products SET deleted_at = now() WHERE id = $1`, [zobo.id]);
    await untouched(async () => {
      expect((await world.checkout(late)).body).toMatchObject({
        statusCode: 409,
        message: 'Zobo leaves is no longer available',
      });
    });
  });
});
