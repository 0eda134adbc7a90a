import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CartView } from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { createProduct, startTestOrders, type TestOrders } from './orders-test-app.js';

describe('orders cart: who may call it, and what input it takes', () => {
  let env: ServiceTestEnv;
  let orders: TestOrders;
  let productId: string;

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    orders = await startTestOrders();
    productId = (await createProduct(orders, { stockQuantity: 40 })).id;
  });

  afterAll(async () => {
    await orders?.app.close();
    await env?.cleanup();
  });

  const routes = (id: string): Array<[string, string, unknown?]> => [
    ['GET', '/api/v1/cart'],
    ['POST', '/api/v1/cart/items', { productId: id, quantity: 1 }],
    ['PATCH', `/api/v1/cart/items/${id}`, { quantity: 2 }],
    ['DELETE', `/api/v1/cart/items/${id}`],
    ['PUT', '/api/v1/cart', { items: [{ productId: id, quantity: 1 }] }],
  ];

  it('needs a valid token', async () => {
    const expired = await orders.tokenFor('consumer', undefined, { expiresInSeconds: -60 });
    for (const [method, path, body] of routes(productId)) {
      const expected = {
        status: 401,
        body: { statusCode: 401, message: 'Your session has expired. Please login again.' },
      };
      expect(await orders.call(method, path, body)).toEqual(expected);
      expect(await orders.call(method, path, body, expired.token)).toEqual(expected);
      expect(await orders.call(method, path, body, 'not-a-jwt')).toEqual(expected);
    }
  });

  it('is for consumers only: vendors, sales managers and admins get 403', async () => {
    for (const role of ['vendor', 'sales_manager', 'admin'] as const) {
      const { token } = await orders.tokenFor(role);
      for (const [method, path, body] of routes(productId)) {
        expect(await orders.call(method, path, body, token)).toEqual({
          status: 403,
          body: { statusCode: 403, message: 'Access denied. Consumer role required.' },
        });
      }
    }
  });

  it("keeps each consumer's cart to themselves", async () => {
    const ada = await orders.tokenFor('consumer');
    const bola = await orders.tokenFor('consumer');
    await orders.call('POST', '/api/v1/cart/items', { productId, quantity: 3 }, ada.token);
    const adaCart = (await orders.call<CartView>('GET', '/api/v1/cart', undefined, ada.token)).body;

    expect((await orders.call<CartView>('GET', '/api/v1/cart', undefined, bola.token)).body.items).toEqual(
      [],
    );
    // Bola acting on the same product touches only Bola's (empty) cart.
    expect(
      (await orders.call('PATCH', `/api/v1/cart/items/${productId}`, { quantity: 9 }, bola.token)).status,
    ).toBe(404);
    expect(
      (await orders.call('DELETE', `/api/v1/cart/items/${productId}`, undefined, bola.token)).status,
    ).toBe(404);
    // A consumer id smuggled into the body is refused, not used.
    const smuggled = await orders.call(
      'POST',
      '/api/v1/cart/items',
      { productId, quantity: 1, consumerId: ada.id },
      bola.token,
    );
    expect(smuggled).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'Unknown field: consumerId' },
    });
    await orders.call('PUT', '/api/v1/cart', { items: [{ productId, quantity: 5 }] }, bola.token);

    expect((await orders.call<CartView>('GET', '/api/v1/cart', undefined, ada.token)).body).toEqual(adaCart);
    expect(adaCart.items.map((line) => line.quantity)).toEqual([3]);
  });

  it('answers bad input with 400 and the rule, writing nothing', async () => {
    const { token } = await orders.tokenFor('consumer');
    await orders.call('POST', '/api/v1/cart/items', { productId, quantity: 2 }, token);
    const before = await orders.call('GET', '/api/v1/cart', undefined, token);
    const whole = 'Quantity must be a whole number of at least 1';
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', '/api/v1/cart/items', { productId, quantity: 0 }, whole],
      ['POST', '/api/v1/cart/items', { productId, quantity: -4 }, whole],
      ['POST', '/api/v1/cart/items', { productId, quantity: 1.5 }, whole],
      ['POST', '/api/v1/cart/items', { productId, quantity: '3' }, whole],
      ['POST', '/api/v1/cart/items', { productId, quantity: 'NaN' }, whole],
      ['POST', '/api/v1/cart/items', { productId, quantity: null }, whole],
      ['POST', '/api/v1/cart/items', { productId, quantity: { $gt: 1 } }, whole],
      ['POST', '/api/v1/cart/items', { productId, quantity: [2] }, whole],
      ['POST', '/api/v1/cart/items', { productId }, whole],
      ['POST', '/api/v1/cart/items', `{"productId":"${productId}","quantity":1e309}`, whole],
      ['POST', '/api/v1/cart/items', { productId, quantity: 1e308 }, 'Quantity must not exceed 1000000'],
      ['POST', '/api/v1/cart/items', { productId: 'abc', quantity: 1 }, 'Invalid product id'],
      ['POST', '/api/v1/cart/items', { productId: 42, quantity: 1 }, 'Invalid product id'],
      ['POST', '/api/v1/cart/items', { productId: { id: productId }, quantity: 1 }, 'Invalid product id'],
      ['POST', '/api/v1/cart/items', { productId, quantity: 1, price: 1 }, 'Unknown field: price'],
      ['POST', '/api/v1/cart/items', '{"productId":', 'Malformed JSON body'],
      ['PATCH', `/api/v1/cart/items/${productId}`, { quantity: 2.5 }, 'Quantity must be a whole number'],
      ['PATCH', `/api/v1/cart/items/${productId}`, { quantity: '0' }, 'Quantity must be a whole number'],
      ['PATCH', `/api/v1/cart/items/${productId}`, { quantity: -1e308 }, 'Quantity must be a whole number'],
      ['PATCH', `/api/v1/cart/items/${productId}`, { quantity: 1e308 }, 'Quantity must not exceed 1000000'],
      ['PATCH', `/api/v1/cart/items/${productId}`, {}, 'Quantity must be a whole number'],
      ['PATCH', '/api/v1/cart/items/not-a-uuid', { quantity: 1 }, 'Invalid product id'],
      ['DELETE', '/api/v1/cart/items/not-a-uuid', undefined, 'Invalid product id'],
      ['PUT', '/api/v1/cart', {}, 'Items must be a list'],
      ['PUT', '/api/v1/cart', { items: 'all' }, 'Items must be a list'],
      ['PUT', '/api/v1/cart', { items: [5] }, 'Each item must be an object with productId and quantity'],
      ['PUT', '/api/v1/cart', { items: [null] }, 'Each item must be an object with productId and quantity'],
      ['PUT', '/api/v1/cart', { items: [{ productId, quantity: 0 }] }, whole],
      [
        'PUT',
        '/api/v1/cart',
        { items: [{ productId, quantity: 1, note: 'x' }] },
        'Unknown field: items.0.note',
      ],
      [
        'PUT',
        '/api/v1/cart',
        {
          items: [
            { productId, quantity: 1 },
            { productId: 'x', quantity: 1 },
          ],
        },
        'Invalid product id',
      ],
      [
        'PUT',
        '/api/v1/cart',
        { items: Array.from({ length: 101 }, () => ({ productId, quantity: 1 })) },
        'A cart can be merged with at most 100 items',
      ],
    ];
    for (const [method, path, body, message] of cases) {
      const answer = await orders.call(method, path, body, token);
      expect({ method, path, body, answer }).toEqual({
        method,
        path,
        body,
        answer: { status: 400, body: { statusCode: 400, message } },
      });
    }
    expect(await orders.call('GET', '/api/v1/cart', undefined, token)).toEqual(before);
  });
});
