import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ProductStockChanged, type CartView } from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { createProduct, startTestOrders, type TestOrders } from './orders-test-app.js';

describe('orders cart (GET/POST/PATCH/DELETE/PUT /api/v1/cart)', () => {
  let env: ServiceTestEnv;
  let orders: TestOrders;

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    orders = await startTestOrders();
  });

  afterAll(async () => {
    await orders?.app.close();
    await env?.cleanup();
  });

  const cartApi = async () => {
    const { token } = await orders.tokenFor('consumer');
    const send = (method: string, path: string, body?: unknown) =>
      orders.call<CartView & { statusCode?: number; message?: string }>(
        method,
        `/api/v1/cart${path}`,
        body,
        token,
      );
    return {
      get: async () => (await send('GET', '')).body,
      add: (productId: string, quantity: unknown) => send('POST', '/items', { productId, quantity }),
      set: (productId: string, quantity: unknown) => send('PATCH', `/items/${productId}`, { quantity }),
      remove: (productId: string) => send('DELETE', `/items/${productId}`),
      merge: (items: unknown) => send('PUT', '', { items }),
    };
  };
  const quantities = (cart: CartView) => cart.items.map((line) => [line.productId, line.quantity]);

  it('starts empty', async () => {
    const cart = await cartApi();
    expect(await cart.get()).toEqual({ items: [], itemCount: 0, subtotal: 0 });
  });

  it('adds lines newest first, grows an existing line and prices it at the display price', async () => {
    const cart = await cartApi();
    const yam = await createProduct(orders, { price: 1150, stockQuantity: 50 });
    const rice = await createProduct(orders, { name: 'Ofada Rice', price: 2300.5, category: 'rice' });

    const first = await cart.add(yam.id, 2);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ itemCount: 2, subtotal: 2300 });
    await cart.add(rice.id, 1);
    const grown = await cart.add(yam.id, 3);

    expect(quantities(grown.body)).toEqual([
      [rice.id, 1],
      [yam.id, 5],
    ]);
    expect(grown.body.items[1]).toMatchObject({
      unitPrice: 1150,
      totalPrice: 5750,
      product: { name: yam.name, category: 'yam' },
    });
    expect(grown.body).toMatchObject({ itemCount: 6, subtotal: 8050.5 });
    expect(Date.parse(grown.body.items[0].addedAt)).toBeGreaterThan(Date.parse(grown.body.items[1].addedAt));
    expect(await cart.get()).toEqual(grown.body);
  });

  it('caps a line at the stock and refuses an out-of-stock product', async () => {
    const cart = await cartApi();
    const plantain = await createProduct(orders, { name: 'Plantain', stockQuantity: 6.5 });
    expect(quantities((await cart.add(plantain.id, 4)).body)).toEqual([[plantain.id, 4]]);
    expect(quantities((await cart.add(plantain.id, 4)).body)).toEqual([[plantain.id, 6]]);
    expect(quantities((await cart.add(plantain.id, 100)).body)).toEqual([[plantain.id, 6]]);

    const soldOut = await createProduct(orders, { name: 'Ugu Leaves', stockQuantity: 0 });
    expect(await cart.add(soldOut.id, 1)).toEqual({
      status: 409,
      body: { statusCode: 409, message: 'Ugu Leaves is out of stock' },
    });
    expect(quantities(await cart.get())).toEqual([[plantain.id, 6]]);
  });

  it('sets a quantity (capped), and a quantity of 0 or less removes the line', async () => {
    const cart = await cartApi();
    const beans = await createProduct(orders, { stockQuantity: 20, price: 800 });
    const garri = await createProduct(orders, { stockQuantity: 20 });
    await cart.add(beans.id, 1);
    await cart.add(garri.id, 1);

    const set = await cart.set(beans.id, 7);
    expect(set.status).toBe(200);
    expect(set.body.items.find((line) => line.productId === beans.id)).toMatchObject({
      quantity: 7,
      totalPrice: 5600,
    });
    expect(quantities((await cart.set(beans.id, 500)).body)).toContainEqual([beans.id, 20]);

    expect(quantities((await cart.set(beans.id, 0)).body)).toEqual([[garri.id, 1]]);
    expect(quantities((await cart.set(garri.id, -3)).body)).toEqual([]);
    expect(await cart.set(garri.id, 2)).toEqual({
      status: 404,
      body: { statusCode: 404, message: 'Item not in cart' },
    });
  });

  it('refuses to set a quantity once the product sold out, leaving the line', async () => {
    const cart = await cartApi();
    const okra = await createProduct(orders, { name: 'Okra', stockQuantity: 5 });
    await cart.add(okra.id, 2);
    await orders.deliver(
      ProductStockChanged.create({ productId: okra.id, stockQuantity: 0, reason: 'deactivated' }),
    );
    expect(await cart.set(okra.id, 3)).toEqual({
      status: 409,
      body: { statusCode: 409, message: 'Okra is out of stock' },
    });
    expect(quantities(await cart.get())).toEqual([[okra.id, 2]]);
  });

  it('deletes a line; deleting an absent one is 404', async () => {
    const cart = await cartApi();
    const pepper = await createProduct(orders);
    const onion = await createProduct(orders);
    await cart.add(pepper.id, 1);
    await cart.add(onion.id, 2);
    const after = await cart.remove(pepper.id);
    expect(after.status).toBe(200);
    expect(quantities(after.body)).toEqual([[onion.id, 2]]);
    expect(await cart.remove(pepper.id)).toEqual({
      status: 404,
      body: { statusCode: 404, message: 'Item not in cart' },
    });
  });

  it('loses no update when one consumer adds from several tabs at once', async () => {
    const cart = await cartApi();
    const maize = await createProduct(orders, { stockQuantity: 100 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => cart.add(maize.id, 2)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(quantities(await cart.get())).toEqual([[maize.id, 16]]);
  });

  it('answers unknown products with 404 and nothing written', async () => {
    const cart = await cartApi();
    const unknown = globalThis.crypto.randomUUID();
    expect(await cart.add(unknown, 1)).toEqual({
      status: 404,
      body: { statusCode: 404, message: 'Product not found' },
    });
    expect(await cart.get()).toEqual({ items: [], itemCount: 0, subtotal: 0 });
  });

  it('saves a guest cart into an empty server cart: capped, duplicates summed, unknown and sold-out skipped', async () => {
    const cart = await cartApi();
    const yam = await createProduct(orders, { stockQuantity: 10, price: 1000 });
    const rice = await createProduct(orders, { stockQuantity: 3, price: 2000 });
    const soldOut = await createProduct(orders, { stockQuantity: 0 });
    const merged = await cart.merge([
      { productId: yam.id, quantity: 2 },
      { productId: rice.id, quantity: 5 },
      { productId: globalThis.crypto.randomUUID(), quantity: 1 },
      { productId: soldOut.id, quantity: 1 },
      { productId: yam.id, quantity: 1 },
    ]);
    expect(merged.status).toBe(200);
    // Saved in the guest cart's order: its last new product is the newest line.
    expect(quantities(merged.body)).toEqual([
      [rice.id, 3],
      [yam.id, 3],
    ]);
    expect(merged.body).toMatchObject({ itemCount: 6, subtotal: 9000 });
  });

  it('merges into a non-empty cart: the larger quantity wins, new products are added, others stay', async () => {
    const cart = await cartApi();
    const a = await createProduct(orders, { stockQuantity: 10 });
    const b = await createProduct(orders, { stockQuantity: 10 });
    const c = await createProduct(orders, { stockQuantity: 4 });
    const d = await createProduct(orders, { stockQuantity: 10 });
    await cart.add(a.id, 5);
    await cart.add(b.id, 1);
    await cart.add(d.id, 2);

    const merged = await cart.merge([
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 4 },
      { productId: c.id, quantity: 9 },
    ]);
    expect(Object.fromEntries(quantities(merged.body))).toEqual({
      [a.id]: 5,
      [b.id]: 4,
      [c.id]: 4,
      [d.id]: 2,
    });
    expect(merged.body.items[0].productId).toBe(c.id);
    expect(await cart.merge([])).toEqual(merged);
  });
});
