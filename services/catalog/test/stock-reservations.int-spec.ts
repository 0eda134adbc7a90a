import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OrderPlaced, UserRegistered, type EventEnvelope, type StockReservationView } from '@ihe/contracts';
import { prepareServiceTestEnv, signTestAccessToken, type ServiceTestEnv } from '@ihe/platform/testing';
import { ReservationSweeper } from '../src/stock-reservations/reservation-sweeper.js';
import {
  OrderPlacedHandler,
  RESERVATION_CONFIRMATION_CONSUMER,
} from '../src/stock-reservations/order-placed.handler.js';
import { InboxService } from '@ihe/platform';
import {
  observeEvents,
  outboxCount,
  startTestCatalog,
  waitFor,
  type TestCatalog,
} from './catalog-test-app.js';

const VENDOR = '5f1d2c3b-4a59-4e68-8f77-000000000301';

describe('catalog: stock reservations (internal routes for checkout)', () => {
  let env: ServiceTestEnv;
  let catalog: TestCatalog;
  let events: EventEnvelope[];
  let consumer: { id: string; token: string };

  const tokenFor = async (role: 'consumer' | 'vendor' = 'consumer') => {
    const id = randomUUID();
    return { id, token: await signTestAccessToken({ sub: id, role }) };
  };
  const post = async <T = Record<string, unknown>>(path: string, body: unknown, token = consumer.token) => {
    const response = await fetch(`${catalog.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const reserve = (
    lines: Array<{ productId: string; quantity: number }>,
    reservationId = randomUUID(),
    token?: string,
  ) =>
    post<StockReservationView & { message?: string }>(
      '/internal/reservations',
      { reservationId, lines },
      token,
    );
  const release = (id: string, token?: string) => post(`/internal/reservations/${id}/release`, {}, token);
  const stockOf = async (productId: string) =>
    Number(
      (await catalog.db.query(`SELECT stock_quantity FROM products WHERE id = $1`, [productId]))[0]
        .stock_quantity,
    );
  const product = (name: string, stockQuantity: number, basePrice = 1000) =>
    catalog.writer.create({ name, category: 'yam', basePrice, stockQuantity, vendorId: VENDOR });
  const stockEventsOf = (productId: string) =>
    events
      .filter(
        (e) =>
          e.name === 'product.stock-changed' && (e.payload as { productId: string }).productId === productId,
      )
      .map((e) => e.payload as { stockQuantity: number; reason: string });

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    catalog = await startTestCatalog();
    events = await observeEvents(catalog.bus, ['product.stock-changed']);
    consumer = await tokenFor();
    await catalog.bus.publish(
      UserRegistered.create({
        userId: VENDOR,
        role: 'vendor',
        email: 'benue.farms@farm.ng',
        fullName: 'Terver Iorliam',
        phoneNumber: '+2348035550101',
        businessName: 'Benue Tubers Co-op',
        isFarmer: true,
        isApproved: true,
        createdAt: new Date().toISOString(),
      }),
    );
    await waitFor(
      async () => (await catalog.db.query(`SELECT 1 FROM vendors WHERE id = $1`, [VENDOR])).length === 1,
    );
  });

  afterAll(async () => {
    await catalog?.app.close();
    await env?.cleanup();
  });

  it('reserves every line at the current prices with the vendor, taking the stock at once', async () => {
    const yam = await product('Benue white yam', 50, 1000);
    const rice = await product('Ofada rice', 20, 2000);
    const answer = await reserve([
      { productId: rice.id, quantity: 3 },
      { productId: yam.id, quantity: 12.5 },
    ]);
    expect(answer.status).toBe(201);
    expect(answer.body.status).toBe('held');
    expect(Date.parse(answer.body.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000); // 15 min default
    expect(answer.body.lines).toEqual([
      expect.objectContaining({
        productId: rice.id,
        name: 'Ofada rice',
        quantity: 3,
        unitPrice: 2300,
        basePrice: 2000,
      }),
      {
        productId: yam.id,
        name: 'Benue white yam',
        category: 'yam',
        quantity: 12.5,
        unitPrice: 1150,
        basePrice: 1000,
        vendorId: VENDOR,
        vendorName: 'Benue Tubers Co-op',
        vendorPhone: '+2348035550101',
      },
    ]);
    expect(await stockOf(yam.id)).toBe(37.5);
    expect(await stockOf(rice.id)).toBe(17);
    await waitFor(() => stockEventsOf(yam.id).length === 1);
    expect(stockEventsOf(yam.id)).toEqual([{ productId: yam.id, stockQuantity: 37.5, reason: 'reserved' }]);
  });

  it('refuses the whole reservation with a 409 naming the product and what is left, changing nothing', async () => {
    const yam = await product('Water yam', 10);
    const plantain = await product('Ripe plantain', 2);
    const outboxBefore = await outboxCount(catalog.db);
    const id = randomUUID();
    const answer = await reserve(
      [
        { productId: yam.id, quantity: 4 },
        { productId: plantain.id, quantity: 3 },
      ],
      id,
    );
    expect(answer).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        message: 'Not enough Ripe plantain in stock: 2 kg available',
        productId: plantain.id,
        available: 2,
      },
    });
    expect([await stockOf(yam.id), await stockOf(plantain.id)]).toEqual([10, 2]);
    expect(await outboxCount(catalog.db)).toBe(outboxBefore);
    expect(await catalog.db.query(`SELECT 1 FROM stock_reservations WHERE id = $1`, [id])).toEqual([]);

    const gone = await product('Zobo leaves', 9);
    await catalog.writer.remove(gone.id);
    expect((await reserve([{ productId: gone.id, quantity: 1 }])).body).toMatchObject({
      message: 'Zobo leaves is no longer available',
      available: 0,
    });
    expect((await reserve([{ productId: randomUUID(), quantity: 1 }])).body).toMatchObject({
      statusCode: 409,
      message: 'A product in your cart is no longer available',
    });
  });

  it('answers the same reservation for the same id, taking the stock once', async () => {
    const yam = await product('Puna yam', 10);
    const id = randomUUID();
    const first = await reserve([{ productId: yam.id, quantity: 4 }], id);
    const again = await reserve([{ productId: yam.id, quantity: 4 }], id);
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    expect(await stockOf(yam.id)).toBe(6);
    // Someone else cannot reuse it.
    const other = await tokenFor();
    expect((await reserve([{ productId: yam.id, quantity: 1 }], id, other.token)).status).toBe(409);
  });

  it('answers the same reservation for the same id even once its stock is gone', async () => {
    const yam = await product('Last yam', 3);
    const id = randomUUID();
    const first = await reserve([{ productId: yam.id, quantity: 3 }], id);
    expect(first.status).toBe(201);
    expect(await reserve([{ productId: yam.id, quantity: 3 }], id)).toEqual(first);
    expect(await stockOf(yam.id)).toBe(0);
  });

  it('gives the stock back once on release; only the owner may release', async () => {
    const yam = await product('Yellow yam', 10);
    const { body } = await reserve([{ productId: yam.id, quantity: 7 }]);
    const stranger = await tokenFor();
    expect((await release(body.reservationId, stranger.token)).status).toBe(404);
    expect(await stockOf(yam.id)).toBe(3);

    expect(await release(body.reservationId)).toEqual({
      status: 200,
      body: { reservationId: body.reservationId, status: 'released' },
    });
    expect((await release(body.reservationId)).body).toMatchObject({ status: 'released' });
    expect(await stockOf(yam.id)).toBe(10);
    await waitFor(() => stockEventsOf(yam.id).length === 2);
    expect(stockEventsOf(yam.id).map((e) => [e.stockQuantity, e.reason])).toEqual([
      [3, 'reserved'],
      [10, 'released'],
    ]);
  });

  it('refuses a reservation whose release came first (a checkout that gave up on a slow call)', async () => {
    const yam = await product('Bitter yam', 5);
    const id = randomUUID();
    expect((await release(id)).body).toMatchObject({ status: 'released' });
    expect((await reserve([{ productId: yam.id, quantity: 1 }], id)).status).toBe(409);
    expect(await stockOf(yam.id)).toBe(5);
  });

  const placed = (reservationId: string, productId: string) =>
    OrderPlaced.create({
      orderId: randomUUID(),
      createdAt: new Date().toISOString(),
      customer: { id: consumer.id, name: 'Ada Obi', email: 'ada@farm.ng', phone: null },
      deliveryAddress: '7 Awolowo Road, Ikoyi',
      specialInstructions: null,
      paymentMethod: 'card',
      subtotal: 1150,
      deliveryFee: 1500,
      total: 2650,
      lines: [
        {
          productId,
          productName: 'Yam',
          category: 'yam',
          quantity: 1,
          unitPrice: 1150,
          basePrice: 1000,
          lineTotal: 1150,
          vendorId: VENDOR,
          vendorName: null,
          vendorPhone: null,
        },
      ],
      vendors: [{ vendorId: VENDOR, vendorName: null, vendorPhone: null, earnings: 1000, itemsTotal: 1150 }],
      reservationId,
    });
  const confirmed = (event: EventEnvelope) =>
    waitFor(() => catalog.app.get(InboxService).hasHandled(event.id, RESERVATION_CONFIRMATION_CONSUMER));
  const statusOf = async (id: string) =>
    (await catalog.db.query(`SELECT status FROM stock_reservations WHERE id = $1`, [id]))[0].status;

  it('confirms the reservation on order.placed: a later release or expiry gives nothing back', async () => {
    const yam = await product('Sweet yam', 10);
    const { body } = await reserve([{ productId: yam.id, quantity: 2 }]);
    const event = placed(body.reservationId, yam.id);
    await catalog.bus.publish(event);
    await confirmed(event);
    expect(await statusOf(body.reservationId)).toBe('confirmed');
    expect((await release(body.reservationId)).body).toMatchObject({ status: 'confirmed' });
    await catalog.db.query(
      `UPDATE stock_reservations SET expires_at = now() - interval '1 hour' WHERE id = $1`,
      [body.reservationId],
    );
    await catalog.app.get(ReservationSweeper).sweep();
    expect(await stockOf(yam.id)).toBe(8);
  });

  it('confirms once when order.placed is delivered again, at the same time or later', async () => {
    const yam = await product('Redelivered yam', 10);
    const { body } = await reserve([{ productId: yam.id, quantity: 3 }]);
    const event = placed(body.reservationId, yam.id);
    const handler = catalog.app.get(OrderPlacedHandler);
    const confirmation = async () =>
      (
        await catalog.db.query(
          `SELECT status, order_id, confirmed_at FROM stock_reservations WHERE id = $1`,
          [body.reservationId],
        )
      )[0];
    await Promise.all([handler.onOrderPlaced(event), handler.onOrderPlaced(event)]);
    const first = await confirmation();
    expect(first).toMatchObject({ status: 'confirmed', order_id: event.payload.orderId });
    expect(await catalog.app.get(InboxService).hasHandled(event.id, RESERVATION_CONFIRMATION_CONSUMER)).toBe(
      true,
    );
    await handler.onOrderPlaced(event);
    expect(await confirmation()).toEqual(first);
    expect(await stockOf(yam.id)).toBe(7);
  });

  it('releases a reservation never confirmed once it expires, and a late order.placed takes the stock again', async () => {
    const yam = await product('Aerial yam', 10);
    const { body } = await reserve([{ productId: yam.id, quantity: 4 }]);
    await catalog.app.get(ReservationSweeper).sweep();
    expect(await stockOf(yam.id)).toBe(6); // not expired yet

    await catalog.db.query(
      `UPDATE stock_reservations SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [body.reservationId],
    );
    await catalog.app.get(ReservationSweeper).sweep();
    expect(await statusOf(body.reservationId)).toBe('released');
    expect(await stockOf(yam.id)).toBe(10);

    const event = placed(body.reservationId, yam.id);
    await catalog.bus.publish(event);
    await confirmed(event);
    expect(await statusOf(body.reservationId)).toBe('confirmed');
    expect(await stockOf(yam.id)).toBe(6);
  });

  it('never oversells or deadlocks under concurrent reservations sharing products in any order', async () => {
    const a = await product('Concurrent yam', 5);
    const b = await product('Concurrent rice', 100);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        reserve(
          i % 2 === 0
            ? [
                { productId: a.id, quantity: 1 },
                { productId: b.id, quantity: 1 },
              ]
            : [
                { productId: b.id, quantity: 1 },
                { productId: a.id, quantity: 1 },
              ],
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(15).fill(409)]);
    expect(
      answers
        .filter((answer) => answer.status === 409)
        .every((answer) => answer.body.message === 'Not enough Concurrent yam in stock: 0 kg available'),
    ).toBe(true);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([0, 95]);
  });

  it('serves exactly the stock to 50 concurrent multi-line reservations, one event per product moved', async () => {
    const scarce = await product('Scarce yam', 10);
    const plenty = await product('Plentiful rice', 1000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        reserve(
          i % 2 === 0
            ? [
                { productId: scarce.id, quantity: 1 },
                { productId: plenty.id, quantity: 1 },
              ]
            : [
                { productId: plenty.id, quantity: 1 },
                { productId: scarce.id, quantity: 1 },
              ],
        ),
      ),
    );
    const succeeded = answers.filter((answer) => answer.status === 201);
    expect(succeeded).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(40);
    const reservedOf = async (productId: string) =>
      Number(
        (
          await catalog.db.query(
            `SELECT COALESCE(sum(quantity), 0) AS kg FROM stock_reservation_lines WHERE product_id = $1`,
            [productId],
          )
        )[0].kg,
      );
    expect([await stockOf(scarce.id), await reservedOf(scarce.id)]).toEqual([0, 10]);
    expect([await stockOf(plenty.id), await reservedOf(plenty.id)]).toEqual([990, 10]);
    const outboxed = async (productId: string) =>
      (
        await catalog.db.query(
          `SELECT (payload #>> '{payload,stockQuantity}')::numeric AS stock FROM outbox
            WHERE name = 'product.stock-changed' AND payload #>> '{payload,productId}' = $1`,
          [productId],
        )
      )
        .map((row: { stock: string }) => Number(row.stock))
        .sort((a: number, b: number) => a - b);
    expect(await outboxed(scarce.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await outboxed(plenty.id)).toEqual([990, 991, 992, 993, 994, 995, 996, 997, 998, 999]);
  });

  it('takes only a consumer token and a well-formed body', async () => {
    const yam = await product('Guarded yam', 5);
    const vendor = await tokenFor('vendor');
    expect((await reserve([{ productId: yam.id, quantity: 1 }], randomUUID(), vendor.token)).status).toBe(
      403,
    );
    const anonymous = await fetch(`${catalog.url}/internal/reservations`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    const bad: Array<[unknown, string]> = [
      [{ reservationId: 'x', lines: [{ productId: yam.id, quantity: 1 }] }, 'reservationId must be a UUID'],
      [{ reservationId: randomUUID(), lines: [] }, 'At least one line'],
      [
        { reservationId: randomUUID(), lines: [{ productId: yam.id, quantity: 0 }] },
        'lines.quantity must be positive',
      ],
      [
        { reservationId: randomUUID(), lines: [{ productId: yam.id, quantity: 1e9 }] },
        'lines.quantity must not exceed 1000000',
      ],
      [
        { reservationId: randomUUID(), lines: [{ productId: yam.id, quantity: '1' }] },
        'lines.quantity must be a number (kg, 2 decimals at most)',
      ],
    ];
    for (const [body, message] of bad)
      expect(await post('/internal/reservations', body)).toEqual({
        status: 400,
        body: { statusCode: 400, message },
      });
    expect(await stockOf(yam.id)).toBe(5);
  });
});
