import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  displayPrice,
  lineTotal,
  OrderPlaced,
  OrderStatusChanged,
  type EventEnvelope,
  type OrderStatus,
  type StockReservationView,
} from '@ihe/contracts';
import { InboxService } from '@ihe/platform';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { PRODUCT_SALES_CONSUMER, ProductSalesService } from '../src/order-sales/product-sales.service.js';
import { OrderNotRecordedYet } from '../src/order-sales/product-sales.writer.js';
import { observeEvents, sleep, startTestCatalog, waitFor, type TestCatalog } from './catalog-test-app.js';
import { vendorWorld, type TestUser } from './vendor-world.js';

interface Line {
  productId: string;
  quantity: number;
}

describe('catalog: products’ orders and revenue follow orders; declined lines return their stock; low stock', () => {
  let env: ServiceTestEnv;
  let catalog: TestCatalog;
  let events: EventEnvelope[];
  let vendor: TestUser;
  let consumer: TestUser;
  const world = vendorWorld(() => catalog);
  const PRICE = displayPrice(1000); // 1150

  const product = (name: string, stockQuantity: number, vendorId: string | null = vendor.id) =>
    catalog.writer.create({ name, category: 'tubers', basePrice: 1000, stockQuantity, vendorId });
  const reserve = async (lines: Line[]) => {
    const answer = await world.call<StockReservationView>('POST', '/internal/reservations', consumer, {
      reservationId: randomUUID(),
      lines,
    });
    expect(answer.status).toBe(201);
    return answer.body.reservationId;
  };
  const placed = (orderId: string, reservationId: string, lines: Line[]) =>
    OrderPlaced.create({
      orderId,
      createdAt: new Date().toISOString(),
      customer: { id: consumer.id, name: 'Ada Obi', email: 'ada@farm.ng', phone: null },
      deliveryAddress: '7 Awolowo Road, Ikoyi',
      specialInstructions: null,
      paymentMethod: 'card',
      subtotal: 0,
      deliveryFee: 1500,
      total: 0,
      lines: lines.map((line) => ({
        ...line,
        productName: 'Yam',
        category: 'tubers',
        unitPrice: PRICE,
        basePrice: 1000,
        lineTotal: lineTotal(line.quantity, PRICE),
        vendorId: vendor.id,
        vendorName: null,
        vendorPhone: null,
      })),
      vendors: [],
      reservationId,
    });
  /** The vendor's part of the order moved from `from` to `to` (Decline: pending → cancelled). */
  const statusChanged = (orderId: string, lines: Line[], from: OrderStatus, to: OrderStatus) => {
    // A variable, not a literal: it carries the fields orders' event is gaining (vendorIds) too.
    const payload = {
      orderId,
      consumerId: consumer.id,
      from,
      to,
      by: vendor.id,
      vendorId: vendor.id,
      occurredAt: new Date().toISOString(),
      fulfilment: { vendorId: vendor.id, from, to },
      lines: lines.map((line) => ({ ...line, unitPrice: PRICE, basePrice: 1000 })),
      vendorIds: [vendor.id],
      customer: { name: 'Ada Obi', phone: null },
    };
    return OrderStatusChanged.create(payload);
  };
  /** An order placed through checkout's steps: reserve, then order.placed (handled). */
  const placeOrder = async (lines: Line[]) => {
    const orderId = randomUUID();
    const event = placed(orderId, await reserve(lines), lines);
    await catalog.bus.publish(event);
    await waitFor(() => catalog.app.get(InboxService).hasHandled(event.id, PRODUCT_SALES_CONSUMER));
    return { orderId, event };
  };
  const figures = async (productId: string) => {
    const [row] = await catalog.db.query(
      `SELECT stock_quantity, orders_count, revenue FROM products WHERE id = $1`,
      [productId],
    );
    return { stock: Number(row.stock_quantity), orders: row.orders_count, revenue: Number(row.revenue) };
  };
  const eventsOf = (name: string, productId: string) =>
    events.filter((e) => e.name === name && (e.payload as { productId: string }).productId === productId);
  const publishTwice = async (event: EventEnvelope) => {
    await catalog.bus.publish(event);
    await catalog.bus.publish(event); // a redelivery: the same envelope, the same id
  };

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    catalog = await startTestCatalog();
    events = await observeEvents(catalog.bus, ['product.stock-changed', 'product.low-stock']);
    vendor = await world.vendor(true);
    consumer = await world.signIn('consumer');
  });

  afterAll(async () => {
    await catalog?.app.close();
    await env?.cleanup();
  });

  it('counts a placed order once per product (however often delivered) with its line totals', async () => {
    const yam = await product('Benue white yam', 100);
    const rice = await product('Ofada rice', 100);
    const { event } = await placeOrder([
      { productId: yam.id, quantity: 12.5 },
      { productId: rice.id, quantity: 2 },
    ]);
    await catalog.bus.publish(event); // redelivered
    await placeOrder([{ productId: yam.id, quantity: 1 }]);
    await sleep(200);
    expect(await figures(yam.id)).toEqual({ stock: 86.5, orders: 2, revenue: 14375 + 1150 });
    expect(await figures(rice.id)).toEqual({ stock: 98, orders: 1, revenue: 2300 });
    const { items } = (
      await world.call<{ items: Array<{ id: string; ordersCount: number; revenue: number }> }>(
        'GET',
        '/api/v1/vendor/products',
        vendor,
      )
    ).body;
    expect(items.find((p) => p.id === yam.id)).toMatchObject({ ordersCount: 2, revenue: 15525 });
  });

  it('returns exactly the ordered kilograms once when a decline is delivered twice, and takes the figures off', async () => {
    const yam = await product('Water yam', 50);
    const lines = [{ productId: yam.id, quantity: 12 }];
    const { orderId } = await placeOrder(lines);
    expect(await figures(yam.id)).toEqual({ stock: 38, orders: 1, revenue: 13800 });

    const decline = statusChanged(orderId, lines, 'pending', 'cancelled');
    await publishTwice(decline);
    await waitFor(() =>
      eventsOf('product.stock-changed', yam.id).some(
        (e) => (e.payload as { reason: string }).reason === 'returned',
      ),
    );
    // The same decline published again as a new event (a republish) changes nothing either.
    await catalog.bus.publish(statusChanged(orderId, lines, 'pending', 'cancelled'));
    await sleep(300);
    expect(await figures(yam.id)).toEqual({ stock: 50, orders: 0, revenue: 0 });
    expect(eventsOf('product.stock-changed', yam.id).map((e) => e.payload)).toEqual([
      { productId: yam.id, stockQuantity: 38, reason: 'reserved' },
      { productId: yam.id, stockQuantity: 50, reason: 'returned' },
    ]);
  });

  it('returns nothing for moves other than into cancelled', async () => {
    const yam = await product('Yellow yam', 30);
    const lines = [{ productId: yam.id, quantity: 5 }];
    const { orderId } = await placeOrder(lines);
    for (const [from, to] of [
      ['pending', 'confirmed'],
      ['confirmed', 'shipped'],
      ['shipped', 'delivered'],
    ] as const)
      await catalog.bus.publish(statusChanged(orderId, lines, from, to));
    await sleep(300);
    expect(await figures(yam.id)).toEqual({ stock: 25, orders: 1, revenue: 5750 });
  });

  it('waits for the order’s placement before returning a decline’s stock (events out of order)', async () => {
    const yam = await product('Puna yam', 20);
    const lines = [{ productId: yam.id, quantity: 4 }];
    const orderId = randomUUID();
    const reservationId = await reserve(lines);
    const decline = statusChanged(orderId, lines, 'pending', 'cancelled');
    await expect(catalog.app.get(ProductSalesService).onStatusChanged(decline)).rejects.toBeInstanceOf(
      OrderNotRecordedYet,
    );
    await catalog.bus.publish(decline); // fails, retried with backoff…
    await sleep(100);
    await catalog.bus.publish(placed(orderId, reservationId, lines)); // …until the placement is in
    await waitFor(async () => (await figures(yam.id)).stock === 20, 15_000);
    expect(await figures(yam.id)).toEqual({ stock: 20, orders: 0, revenue: 0 });
  });

  it('publishes product.low-stock once when orders take the stock across 10 kg, again only after a restock', async () => {
    const yam = await product('Lagos yam', 15);
    const lowOf = () => eventsOf('product.low-stock', yam.id).map((e) => e.payload);
    await placeOrder([{ productId: yam.id, quantity: 3 }]); // 15 → 12: not low
    await placeOrder([{ productId: yam.id, quantity: 4 }]); // 12 → 8: crosses
    await placeOrder([{ productId: yam.id, quantity: 2 }]); // 8 → 6: already low
    await waitFor(() => lowOf().length === 1);
    await sleep(200);
    expect(lowOf()).toEqual([
      { productId: yam.id, name: 'Lagos yam', vendorId: vendor.id, stockQuantity: 8 },
    ]);

    // The vendor's own stock edits publish none (not even down to 10 or to 0).
    await catalog.writer.update(yam.id, {}, undefined, { stock: { quantity: 20, reason: 'vendor-update' } });
    await catalog.writer.update(yam.id, {}, undefined, { stock: { quantity: 9, reason: 'vendor-update' } });
    await catalog.writer.update(yam.id, {}, undefined, { stock: { quantity: 20, reason: 'vendor-update' } });
    await placeOrder([{ productId: yam.id, quantity: 10 }]); // 20 → 10: crosses again
    await waitFor(() => lowOf().length === 2);
    expect(lowOf()[1]).toMatchObject({ stockQuantity: 10 });

    // Two orders at once from 14 kg: only the one that crosses publishes.
    const rice = await product('Abakaliki rice', 14);
    await Promise.all([
      placeOrder([{ productId: rice.id, quantity: 3 }]),
      placeOrder([{ productId: rice.id, quantity: 3 }]),
    ]);
    await sleep(300);
    expect(eventsOf('product.low-stock', rice.id).map((e) => e.payload)).toEqual([
      { productId: rice.id, name: 'Abakaliki rice', vendorId: vendor.id, stockQuantity: 8 },
    ]);

    // A product with no vendor has no one to tell.
    const house = await product('House brand beans', 12, null);
    await reserve([{ productId: house.id, quantity: 5 }]);
    await sleep(300);
    expect(eventsOf('product.low-stock', house.id)).toEqual([]);
  });
});
