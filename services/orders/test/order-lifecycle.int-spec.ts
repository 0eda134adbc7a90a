import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  VENDOR_ORDER_ACTIONS,
  type OrderStatus,
  type OrderView,
  type ProductView,
  type VendorOrderAction,
  type VendorOrderView,
} from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { startCheckoutWorld, type CheckoutWorld, type Consumer } from './checkout-world.js';
import {
  partHistory,
  partStatuses,
  placeOrder,
  registerVendor,
  statusEvents,
  tokenFor,
  type Vendor,
} from './vendor-world.js';

const ACTIONS = Object.keys(VENDOR_ORDER_ACTIONS) as VendorOrderAction[];
/** How a vendor's part reaches each status it can have. */
const PATH_TO: Record<string, VendorOrderAction[]> = {
  pending: [],
  confirmed: ['confirmed'],
  shipped: ['confirmed', 'shipped'],
  delivered: ['confirmed', 'shipped', 'delivered'],
  cancelled: ['cancelled'],
};
const ALLOWED = new Set(['pending→confirmed', 'pending→cancelled', 'confirmed→shipped', 'shipped→delivered']);

describe('the order lifecycle: vendor actions on their own part, the consumer’s cancel', () => {
  let env: ServiceTestEnv;
  let world: CheckoutWorld;
  let buyer: Consumer;
  let ada: Vendor;
  let bola: Vendor;
  let adaYam: ProductView;
  let bolaRice: ProductView;
  let houseBeans: ProductView;

  const act = (vendor: Vendor, orderId: string, status: string) =>
    world.call<VendorOrderView & { statusCode?: number; message?: string }>(
      'POST',
      `/api/v1/vendor/orders/${orderId}/status`,
      vendor.token,
      { status },
    );
  const orderOf = async (orderId: string, consumer = buyer) =>
    (await world.call<OrderView>('GET', `/api/v1/orders/${orderId}`, consumer.token)).body;
  const twoVendorOrder = () =>
    placeOrder(world, buyer, [
      [adaYam.id, 2],
      [bolaRice.id, 3],
    ]);

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    world = await startCheckoutWorld();
    buyer = await world.consumer('Chiamaka Eze', '+2348091112222');
    [ada, bola] = [await registerVendor(world, 'Ada Farms'), await registerVendor(world, 'Bola Farms')];
    adaYam = await world.product({
      name: 'Ada yam',
      basePrice: 1000,
      stockQuantity: 10_000,
      vendorId: ada.id,
    });
    bolaRice = await world.product({
      name: 'Bola rice',
      category: 'rice',
      basePrice: 2000,
      stockQuantity: 10_000,
      vendorId: bola.id,
    });
    // A sales manager's product with no vendor: its lines form a part nobody but an admin moves.
    houseBeans = await world.product({
      name: 'House beans',
      basePrice: 500,
      stockQuantity: 1000,
      vendorId: null,
    });
  });

  afterAll(async () => {
    await world?.close();
    await env?.cleanup();
  });

  describe('the full table: each status of the part × each action, by its vendor and by another', () => {
    for (const from of Object.keys(PATH_TO))
      for (const action of ACTIONS)
        it(`${from} → ${action}`, async () => {
          const order = await placeOrder(world, buyer, [[adaYam.id, 1]]);
          for (const step of PATH_TO[from]) expect((await act(ada, order.id, step)).status).toBe(200);
          const eventsBefore = (await statusEvents(world, order.id)).length;

          // Another vendor: the order is not theirs (404), whatever the action.
          expect(await act(bola, order.id, action)).toEqual({
            status: 404,
            body: { statusCode: 404, message: 'Order not found' },
          });
          const answer = await act(ada, order.id, action);
          if (ALLOWED.has(`${from}→${action}`)) {
            expect(answer.status).toBe(200);
            expect(answer.body).toMatchObject({ orderId: order.id, status: action, orderStatus: action });
            expect(await partStatuses(world, order.id)).toEqual({ [ada.id]: action });
            expect((await statusEvents(world, order.id)).length).toBe(eventsBefore + 1);
          } else {
            expect(answer).toEqual({
              status: 409,
              body: { statusCode: 409, message: `An order cannot go from ${from} to ${action}` },
            });
            // Nothing changed: the part, the order and the outbox are as they were.
            expect(await partStatuses(world, order.id)).toEqual({ [ada.id]: from });
            expect((await orderOf(order.id)).status).toBe(from);
            expect((await statusEvents(world, order.id)).length).toBe(eventsBefore);
          }
        });
  });

  it('refuses statuses that are no vendor action, and ids that are no order', async () => {
    const order = await placeOrder(world, buyer, [[adaYam.id, 1]]);
    for (const status of ['pending', 'processing', 'lost', undefined])
      expect(await act(ada, order.id, status as string)).toEqual({
        status: 400,
        body: {
          statusCode: 400,
          message: 'Invalid status. Use one of: confirmed, cancelled, shipped, delivered',
        },
      });
    expect((await act(ada, randomUUID(), 'confirmed')).status).toBe(404);
    expect((await act(ada, 'not-an-id', 'confirmed')).status).toBe(404);
    expect(await partStatuses(world, order.id)).toEqual({ [ada.id]: 'pending' });
  });

  it("moves only the acting vendor's part; the order's status follows the rule", async () => {
    const order = await twoVendorOrder();
    const status = async () =>
      orderOf(order.id).then(({ status, fulfilments = [] }) => [
        status,
        ...fulfilments.map((part) => `${part.vendorName}:${part.status}`).sort(),
      ]);
    expect(await status()).toEqual(['pending', 'Ada Farms:pending', 'Bola Farms:pending']);
    const confirmed = await act(ada, order.id, 'confirmed');
    // The vendor sees only its own lines and revenue.
    expect(confirmed.body).toMatchObject({
      status: 'confirmed',
      orderStatus: 'processing',
      items: [
        { productId: adaYam.id, productName: 'Ada yam', quantity: 2, unitPrice: 1150, totalPrice: 2300 },
      ],
      itemsCount: 1,
      totalAmount: 2300,
      earnings: 2000,
    });
    expect(await status()).toEqual(['processing', 'Ada Farms:confirmed', 'Bola Farms:pending']);
    await act(bola, order.id, 'cancelled');
    expect(await status()).toEqual(['confirmed', 'Ada Farms:confirmed', 'Bola Farms:cancelled']);
    await act(ada, order.id, 'shipped');
    expect(await status()).toEqual(['shipped', 'Ada Farms:shipped', 'Bola Farms:cancelled']);
    await act(ada, order.id, 'delivered');
    expect(await status()).toEqual(['delivered', 'Ada Farms:delivered', 'Bola Farms:cancelled']);
    // Declined is final for Bola.
    expect((await act(bola, order.id, 'confirmed')).status).toBe(409);
    const view = await orderOf(order.id);
    expect(view.statusHistory.map((entry) => entry.status)).toEqual([
      'pending',
      'processing',
      'confirmed',
      'shipped',
      'delivered',
    ]);
    expect(view.fulfilments?.map((part) => part.itemIds)).toEqual(view.items.map((line) => [line.id]));
  });

  it('publishes each change with the part, its complete lines, the customer and who acted (outbox)', async () => {
    const order = await twoVendorOrder();
    await act(bola, order.id, 'confirmed');
    await act(ada, order.id, 'cancelled');
    const common = {
      orderId: order.id,
      consumerId: buyer.id,
      occurredAt: expect.any(String),
      customer: { name: 'Chiamaka Eze', phone: '+2348091112222' },
    };
    expect((await statusEvents(world, order.id)).map((event) => event.payload)).toEqual([
      // Lines (and so parts) come in cart order, newest first: rice, then yam.
      expect.objectContaining({ from: null, to: 'pending', fulfilment: null, vendorIds: [bola.id, ada.id] }),
      {
        ...common,
        from: 'pending',
        to: 'processing',
        by: bola.id,
        vendorId: bola.id,
        fulfilment: { vendorId: bola.id, from: 'pending', to: 'confirmed' },
        lines: [{ productId: bolaRice.id, quantity: 3, unitPrice: 2300, basePrice: 2000 }],
        vendorIds: [bola.id],
      },
      {
        ...common,
        from: 'processing',
        to: 'confirmed',
        by: ada.id,
        vendorId: ada.id,
        fulfilment: { vendorId: ada.id, from: 'pending', to: 'cancelled' },
        lines: [{ productId: adaYam.id, quantity: 2, unitPrice: 1150, basePrice: 1000 }],
        vendorIds: [ada.id],
      },
    ]);
    expect(await partHistory(world, order.id)).toEqual([
      [bola.id, null, 'pending', buyer.id],
      [ada.id, null, 'pending', buyer.id],
      [bola.id, 'pending', 'confirmed', bola.id],
      [ada.id, 'pending', 'cancelled', ada.id],
    ]);
  });

  it('takes both of two vendors acting on one order at the same moment', async () => {
    for (let round = 0; round < 8; round++) {
      const order = await twoVendorOrder();
      const [adaAction, bolaAction] =
        round % 2 === 0 ? ['confirmed', 'confirmed'] : ['confirmed', 'cancelled'];
      const answers = await Promise.all([act(ada, order.id, adaAction), act(bola, order.id, bolaAction)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await partStatuses(world, order.id)).toEqual({ [ada.id]: adaAction, [bola.id]: bolaAction });
      expect((await orderOf(order.id)).status).toBe('confirmed');
      // Two steps, one after the other: the second saw the first.
      const steps = (await statusEvents(world, order.id)).slice(1).map((event) => event.payload);
      expect(steps).toHaveLength(2);
      expect(steps[1]).toMatchObject({ from: (steps[0] as { to: OrderStatus }).to, to: 'confirmed' });
    }
  });

  describe('the consumer cancels their own order', () => {
    const cancel = (orderId: string, token = buyer.token) =>
      world.call<OrderView & { message?: string }>('POST', `/api/v1/orders/${orderId}/cancel`, token);

    it('while every part is pending: every part is cancelled, one event each, the last one cancelling the order', async () => {
      const order = await placeOrder(world, buyer, [
        [adaYam.id, 1],
        [bolaRice.id, 1],
        [houseBeans.id, 4],
      ]);
      const answer = await cancel(order.id);
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe('cancelled');
      // Parts in line order: the cart's newest line (beans) first.
      expect(answer.body.fulfilments?.map((part) => [part.vendorId, part.status])).toEqual([
        [null, 'cancelled'],
        [bola.id, 'cancelled'],
        [ada.id, 'cancelled'],
      ]);
      expect(answer.body.statusHistory.map((entry) => entry.status)).toEqual(['pending', 'cancelled']);
      const steps = (await statusEvents(world, order.id)).slice(1).map((event) => event.payload);
      expect(steps).toHaveLength(3);
      expect(steps.map((step) => (step as { to: string }).to)).toEqual(['pending', 'pending', 'cancelled']);
      expect(steps).toContainEqual(
        expect.objectContaining({
          by: buyer.id,
          vendorId: null,
          fulfilment: { vendorId: null, from: 'pending', to: 'cancelled' },
          lines: [{ productId: houseBeans.id, quantity: 4, unitPrice: 575, basePrice: 500 }],
          vendorIds: [],
        }),
      );
      expect((await cancel(order.id)).body).toEqual({
        statusCode: 409,
        message: 'An order cannot go from cancelled to cancelled',
      });
    });

    it('not once a vendor has acted, nor another consumer’s order, nor as anyone but a consumer', async () => {
      const order = await twoVendorOrder();
      await act(ada, order.id, 'confirmed');
      expect(await cancel(order.id)).toEqual({
        status: 409,
        body: { statusCode: 409, message: 'An order cannot go from processing to cancelled' },
      });
      expect(await partStatuses(world, order.id)).toEqual({ [ada.id]: 'confirmed', [bola.id]: 'pending' });

      const fresh = await twoVendorOrder();
      const stranger = await world.consumer('Tunde Bello');
      expect((await cancel(fresh.id, stranger.token)).status).toBe(404);
      expect((await cancel(randomUUID())).status).toBe(404);
      expect((await cancel(fresh.id, ada.token)).status).toBe(403);
      expect((await cancel(fresh.id, await tokenFor(world, 'admin'))).status).toBe(403);
      expect((await world.call('POST', `/api/v1/orders/${fresh.id}/cancel`)).status).toBe(401);
      expect((await orderOf(fresh.id)).status).toBe('pending');
    });
  });

  it('leaves the part with no vendor to nobody here: no vendor can move it', async () => {
    const order = await placeOrder(world, buyer, [[houseBeans.id, 1]]);
    for (const vendor of [ada, bola]) expect((await act(vendor, order.id, 'confirmed')).status).toBe(404);
    expect(await partStatuses(world, order.id)).toEqual({ none: 'pending' });
    expect((await orderOf(order.id)).status).toBe('pending');
  });
});
