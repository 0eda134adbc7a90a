import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ProductsWriter } from '@ihe/catalog';
import { UserProfileUpdated, type CartView, type EventEnvelope, type OrderView } from '@ihe/contracts';
import { prepareServiceTestEnv, signTestAccessToken, type ServiceTestEnv } from '@ihe/platform/testing';
import { IdempotencyKeyPurger } from '../src/checkout/idempotency-key-purger.js';
import { OrderLifecycleService } from '../src/orders/order-lifecycle.service.js';
import { ADDRESS, startCheckoutWorld, type CheckoutWorld } from './checkout-world.js';
import { waitFor } from './orders-test-app.js';

describe('checkout: POST /api/v1/orders from the server cart', () => {
  let env: ServiceTestEnv;
  let world: CheckoutWorld;
  const events: EventEnvelope[] = [];
  const eventsOf = (name: string, orderId: string) =>
    events.filter((e) => e.name === name && (e.payload as { orderId: string }).orderId === orderId);

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    world = await startCheckoutWorld();
    await world.bus.subscribe({
      queue: 'checkout-observer',
      events: ['order.placed', 'order.status-changed'],
      handler: async (event) => void events.push(event),
    });
  });

  afterAll(async () => {
    await world?.close();
    await env?.cleanup();
  });

  it('places the order priced by catalog, keeps prices and vendor per line, clears the cart and takes the stock', async () => {
    const buyer = await world.consumer('Chiamaka Eze', '+2348091112222');
    const yam = await world.product({ name: 'Benue white yam', basePrice: 1000, stockQuantity: 50 });
    const rice = await world.product({
      name: 'Ofada rice',
      category: 'rice',
      basePrice: 2000,
      stockQuantity: 20,
    });
    await world.addToCart(buyer, yam.id, 4);
    await world.addToCart(buyer, rice.id, 2);

    const answer = await world.checkout(buyer, {
      shippingAddress: `  ${ADDRESS} `,
      paymentMethod: 'mobile_money',
      instructions: ' Call on arrival ',
    });
    expect(answer.status).toBe(201);
    const order = answer.body;
    expect(order).toMatchObject({
      reference: `IHE-${order.id.slice(-6).toUpperCase()}`,
      consumerId: buyer.id,
      status: 'pending',
      shippingAddress: ADDRESS,
      specialInstructions: 'Call on arrival',
      paymentMethod: 'mobile_money',
      subtotal: 9200,
      deliveryFee: 1500,
      totalAmount: 10700,
      customer: { fullName: 'Chiamaka Eze', email: buyer.email, phone: '+2348091112222' },
      statusHistory: [{ status: 'pending', at: order.createdAt }],
    });
    // Cart order (newest first): rice, then yam.
    expect(order.items.map(({ id: _id, ...line }) => line)).toEqual([
      {
        productId: rice.id,
        productName: 'Ofada rice',
        category: 'rice',
        quantity: 2,
        unitPrice: 2300,
        totalPrice: 4600,
        vendorId: world.vendorId,
        vendorName: 'Okafor Farms',
      },
      {
        productId: yam.id,
        productName: 'Benue white yam',
        category: 'yam',
        quantity: 4,
        unitPrice: 1150,
        totalPrice: 4600,
        vendorId: world.vendorId,
        vendorName: 'Okafor Farms',
      },
    ]);
    expect((await world.call<CartView>('GET', '/api/v1/cart', buyer.token)).body.items).toEqual([]);
    expect([await world.stockOf(yam.id), await world.stockOf(rice.id)]).toEqual([46, 18]);
    // One vendor: one part, holding both lines.
    expect(order.fulfilments).toEqual([
      {
        vendorId: world.vendorId,
        vendorName: 'Okafor Farms',
        status: 'pending',
        itemIds: order.items.map((line) => line.id),
      },
    ]);
    expect((await world.call('GET', `/api/v1/orders/${order.id}`, buyer.token)).body).toEqual(order);

    await waitFor(
      () =>
        eventsOf('order.placed', order.id).length === 1 &&
        eventsOf('order.status-changed', order.id).length === 1,
    );
    const placed = eventsOf('order.placed', order.id)[0].payload as Record<string, unknown>;
    expect(placed).toMatchObject({
      customer: { id: buyer.id, name: 'Chiamaka Eze', email: buyer.email, phone: '+2348091112222' },
      deliveryAddress: ADDRESS,
      specialInstructions: 'Call on arrival',
      paymentMethod: 'mobile_money',
      subtotal: 9200,
      deliveryFee: 1500,
      total: 10700,
      vendors: [
        {
          vendorId: world.vendorId,
          vendorName: 'Okafor Farms',
          vendorPhone: '+2348031234567',
          earnings: 8000,
          itemsTotal: 9200,
        },
      ],
    });
    expect(placed.lines).toEqual([
      expect.objectContaining({
        productId: rice.id,
        quantity: 2,
        unitPrice: 2300,
        basePrice: 2000,
        lineTotal: 4600,
      }),
      expect.objectContaining({
        productId: yam.id,
        quantity: 4,
        unitPrice: 1150,
        basePrice: 1000,
        lineTotal: 4600,
      }),
    ]);
    expect(eventsOf('order.status-changed', order.id)[0].payload).toMatchObject({
      consumerId: buyer.id,
      from: null,
      to: 'pending',
      by: buyer.id,
      fulfilment: null,
      lines: [],
      vendorIds: [world.vendorId],
      customer: { name: 'Chiamaka Eze', phone: '+2348091112222' },
    });
    // catalog confirms the reservation on order.placed.
    await waitFor(
      async () =>
        (
          await world.catalogDb.query(
            `SELECT 1 FROM stock_reservations WHERE order_id = $1 AND status = 'confirmed'`,
            [order.id],
          )
        ).length === 1,
    );

    // A later price change leaves the order as sold: vendor earnings and margin stay known.
    await world.catalog.get(ProductsWriter).update(yam.id, { basePrice: 1500 });
    const [line] = await world.ordersDb.query(
      `SELECT unit_price, base_price FROM order_items WHERE product_id = $1`,
      [yam.id],
    );
    expect(line).toEqual({ unit_price: '1150.00', base_price: '1000.00' });
  });

  it('delivers free above a 10,000 subtotal and defaults the payment method to card', async () => {
    const buyer = await world.consumer();
    const yam = await world.product({ basePrice: 1000, stockQuantity: 20 });
    await world.addToCart(buyer, yam.id, 9);
    const answer = await world.checkout(buyer, { shippingAddress: ADDRESS });
    expect(answer.body).toMatchObject({
      subtotal: 10350,
      deliveryFee: 0,
      totalAmount: 10350,
      paymentMethod: 'card',
      specialInstructions: null,
    });
  });

  it("prices from catalog's current price, not from orders' possibly stale copy", async () => {
    const buyer = await world.consumer();
    const yam = await world.product({ basePrice: 1000, stockQuantity: 20 });
    await world.addToCart(buyer, yam.id, 1);
    // The change has not reached orders yet (no event): catalog alone knows it.
    await world.catalogDb.query(`UPDATE products SET base_price = 2000, price = 2300 WHERE id = $1`, [
      yam.id,
    ]);
    const answer = await world.checkout(buyer);
    expect(answer.body.items[0]).toMatchObject({ unitPrice: 2300, totalPrice: 2300 });
  });

  it('answers a repeated Idempotency-Key with the first order and creates nothing; another body with it is refused', async () => {
    const buyer = await world.consumer();
    const yam = await world.product({ stockQuantity: 10 });
    await world.addToCart(buyer, yam.id, 3);
    const key = randomUUID();
    const first = await world.checkout(buyer, { shippingAddress: ADDRESS }, key);
    const before = await world.counts();
    const again = await world.checkout(buyer, { shippingAddress: ADDRESS }, key);
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    expect(await world.counts()).toEqual(before);
    expect(await world.stockOf(yam.id)).toBe(7);

    const different = await world.checkout(buyer, { shippingAddress: 'Somewhere else entirely' }, key);
    expect(different).toEqual({
      status: 422,
      body: { statusCode: 422, message: 'This Idempotency-Key was already used for a different order' },
    });
    // Keys belong to their consumer: another consumer's same key is a new checkout of their own cart.
    const other = await world.consumer();
    expect((await world.checkout(other, { shippingAddress: ADDRESS }, key)).body.message).toBe(
      'Your cart is empty',
    );
  });

  it('forgets Idempotency-Keys past their retention (24 h), and only those', async () => {
    const buyer = await world.consumer();
    const yam = await world.product({ stockQuantity: 10 });
    await world.addToCart(buyer, yam.id, 1);
    const oldKey = randomUUID();
    expect((await world.checkout(buyer, { shippingAddress: ADDRESS }, oldKey)).status).toBe(201);
    await world.addToCart(buyer, yam.id, 1);
    const recentKey = randomUUID();
    const recent = await world.checkout(buyer, { shippingAddress: ADDRESS }, recentKey);
    await world.ordersDb.query(
      `UPDATE checkout_attempts SET started_at = now() - interval '25 hours' WHERE idempotency_key = $1`,
      [oldKey],
    );

    expect(await world.orders[0].get(IdempotencyKeyPurger).purge()).toBe(1);
    const keys: Array<{ idempotency_key: string }> = await world.ordersDb.query(
      `SELECT idempotency_key FROM checkout_attempts WHERE consumer_id = $1`,
      [buyer.id],
    );
    expect(keys.map((row) => row.idempotency_key)).toEqual([recentKey]);
    // The recent key still answers its order; the forgotten one is a new checkout (of an empty cart).
    expect(await world.checkout(buyer, { shippingAddress: ADDRESS }, recentKey)).toEqual(recent);
    expect((await world.checkout(buyer, { shippingAddress: ADDRESS }, oldKey)).body.message).toBe(
      'Your cart is empty',
    );
  });

  it('keeps the customer contact current from identity, once per event', async () => {
    const buyer = await world.consumer('Bola Ade', '+2348020000000');
    const yam = await world.product({ stockQuantity: 10 });
    const update = UserProfileUpdated.create({
      userId: buyer.id,
      role: 'consumer',
      changed: { fullName: 'Bola Adeyemi', phoneNumber: '+2348029999999' },
    });
    await world.bus.publish(update);
    await world.bus.publish(update); // redelivered
    await waitFor(
      async () =>
        (await world.ordersDb.query(`SELECT full_name FROM customers WHERE id = $1`, [buyer.id]))[0]
          .full_name === 'Bola Adeyemi',
    );
    await world.addToCart(buyer, yam.id, 1);
    expect((await world.checkout(buyer)).body.customer).toEqual({
      fullName: 'Bola Adeyemi',
      email: buyer.email,
      phone: '+2348029999999',
    });
  });

  describe("the consumer's orders: GET /api/v1/orders and /api/v1/orders/:id", () => {
    let buyer: Awaited<ReturnType<CheckoutWorld['consumer']>>;
    let placed: OrderView[];

    beforeAll(async () => {
      buyer = await world.consumer();
      placed = [];
      for (const name of ['Plantain bunch', 'Ugu leaves', 'Plantain chips']) {
        const product = await world.product({ name, stockQuantity: 10 });
        await world.addToCart(buyer, product.id, 1);
        placed.push((await world.checkout(buyer)).body);
      }
    });

    const list = (query = '', token = buyer.token) =>
      world.call<{ items: OrderView[]; total: number }>('GET', `/api/v1/orders${query}`, token);

    it('lists own orders newest first with their lines', async () => {
      const { status, body } = await list();
      expect(status).toBe(200);
      expect(body.total).toBe(3);
      expect(body.items.map((order) => order.id)).toEqual(placed.map((order) => order.id).reverse());
      expect(body.items[0]).toEqual(placed[2]);
      expect((await list('?page=2&pageSize=2')).body.items.map((o) => o.id)).toEqual([placed[0].id]);
    });

    it('searches by order reference or id and by product name', async () => {
      const ids = async (query: string) => (await list(query)).body.items.map((order) => order.id);
      expect(await ids('?search=plantain')).toEqual([placed[2].id, placed[0].id]);
      expect(await ids(`?search=${placed[1].reference}`)).toEqual([placed[1].id]);
      expect(await ids(`?search=${placed[0].id.slice(0, 8).toUpperCase()}`)).toEqual([placed[0].id]);
      expect(await ids('?search=cassava')).toEqual([]);
      expect(await ids('?search=%25')).toEqual([]); // LIKE wildcards are literal
    });

    it('filters by status; each status change is recorded and announced', async () => {
      const lifecycle = world.orders[0].get(OrderLifecycleService);
      await lifecycle.vendorAction(world.vendorId, placed[1].id, 'confirmed');
      await lifecycle.vendorAction(world.vendorId, placed[1].id, 'shipped');
      await expect(lifecycle.vendorAction(world.vendorId, placed[1].id, 'confirmed')).rejects.toThrow(
        'An order cannot go from shipped to confirmed',
      );
      const shipped = await list('?status=shipped');
      expect(shipped.body.items.map((order) => [order.id, order.status])).toEqual([
        [placed[1].id, 'shipped'],
      ]);
      expect(shipped.body.items[0].statusHistory.map((entry) => entry.status)).toEqual([
        'pending',
        'confirmed',
        'shipped',
      ]);
      expect((await list('?status=pending')).body.total).toBe(2);
      expect((await list('?status=all')).body.total).toBe(3);
      await waitFor(() => eventsOf('order.status-changed', placed[1].id).length === 3);
      expect(
        eventsOf('order.status-changed', placed[1].id).map((e) => (e.payload as { to: string }).to),
      ).toEqual(['pending', 'confirmed', 'shipped']);
      expect((await list('?status=lost')).body).toEqual({
        statusCode: 400,
        message:
          'Invalid status. Use one of: all, pending, confirmed, processing, shipped, delivered, cancelled',
      });
    });

    it("keeps another consumer's orders out of reach (404), and consumer routes from other roles (403)", async () => {
      const stranger = await world.consumer();
      expect((await list('', stranger.token)).body).toEqual({ items: [], total: 0 });
      const notFound = { status: 404, body: { statusCode: 404, message: 'Order not found' } };
      expect(await world.call('GET', `/api/v1/orders/${placed[0].id}`, stranger.token)).toEqual(notFound);
      expect(await world.call('GET', `/api/v1/orders/${randomUUID()}`, buyer.token)).toEqual(notFound);
      expect(await world.call('GET', '/api/v1/orders/not-an-id', buyer.token)).toEqual(notFound);
      for (const role of ['vendor', 'admin', 'sales_manager'] as const) {
        const token = await signTestAccessToken({ sub: randomUUID(), role });
        const forbidden = { statusCode: 403, message: 'Access denied. Consumer role required.' };
        expect((await list('', token)).body).toEqual(forbidden);
        expect((await world.call('GET', `/api/v1/orders/${placed[0].id}`, token)).body).toEqual(forbidden);
        expect((await world.checkout({ id: '', email: '', token })).body).toEqual(forbidden);
      }
      expect((await world.call('GET', '/api/v1/orders')).status).toBe(401);
    });
  });
});
