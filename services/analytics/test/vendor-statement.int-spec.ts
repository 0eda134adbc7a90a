import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import {
  VENDOR_STATEMENT_CSV_COLUMNS,
  VENDOR_STATEMENT_ENTRIES,
  vendorOrderRef,
  type VendorStatement,
} from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { DATE_RANGE_MESSAGES } from '../src/financials/date-range.rules.js';
import { lagosDay } from '../src/ledger/ledger.rules.js';
import { startTestAnalytics, type TestAnalytics } from './analytics-test-app.js';
import { declineEvent, placedEvent, type ModelOrder } from './order-fixtures.js';

const STATEMENT = '/api/v1/vendor/statement';
const EXPORT = '/api/v1/vendor/statement/export';
const FORMULA_NAME = '=HYPERLINK("http://evil.example","Fresh, cheap")';

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const line = (vendorId: string, quantity: number, basePrice: number) => ({
  productId: randomUUID(),
  vendorId,
  quantity,
  unitPrice: Math.round(basePrice * 1.15 * 100) / 100,
  basePrice,
});
const order = (createdAt: string, lines: ModelOrder['lines']): ModelOrder => ({
  orderId: randomUUID(),
  consumerId: randomUUID(),
  createdAt,
  lines,
  cancelled: new Set(),
});

describe('analytics: the vendor earnings statement from the ledger', () => {
  let env: ServiceTestEnv;
  let service: TestAnalytics;
  const [vendorA, vendorB] = [randomUUID(), randomUUID()];
  let tokenA: string;
  let tokenB: string;
  // Shared: A 2 kg (earns 2000), B 3 kg (earns 6000); B declines its part.
  const shared = order(ago(3000), [line(vendorA, 2, 1000), line(vendorB, 3, 2000)]);
  // A's own: 5 kg (4000) and 1.5 kg (1500), then A declines the whole part.
  const declined = order(ago(2000), [line(vendorA, 5, 800), line(vendorA, 1.5, 1000)]);
  const bOnly = order(ago(1000), [line(vendorB, 1, 500)]);
  // Outside the default 30 days.
  const old = order(ago(40 * 86_400_000), [line(vendorA, 10, 900)]);

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    service = await startTestAnalytics();
    [tokenA, tokenB] = await Promise.all([
      service.tokenFor('vendor', vendorA),
      service.tokenFor('vendor', vendorB),
    ]);
    await service.deliver(
      placedEvent(shared, ['Benue Yam', 'Ofada Rice']),
      placedEvent(declined, ['Benue Yam', FORMULA_NAME]),
      placedEvent(bOnly, ['Ofada Rice']),
      placedEvent(old, ['Old Yam']),
    );
    await service.deliver(declineEvent(shared, vendorB), declineEvent(declined, vendorA));
  });
  afterAll(async () => {
    await service?.close();
    await env?.cleanup();
  });

  it('is for vendors only: 401 for guests, 403 for every other role', async () => {
    for (const route of [STATEMENT, EXPORT]) {
      expect((await service.call('GET', route)).status).toBe(401);
      for (const role of ['consumer', 'admin', 'sales_manager'] as const)
        expect([
          route,
          role,
          (await service.call('GET', route, await service.tokenFor(role))).status,
        ]).toEqual([route, role, 403]);
    }
  });

  it('shows a vendor only its own lines, net of the part it declined (default: the last 30 Lagos days)', async () => {
    const { status, body } = await service.call<VendorStatement>('GET', STATEMENT, tokenA);
    expect(status).toBe(200);
    expect(body.to).toBe(lagosDay(new Date()));
    expect(body.days).toHaveLength(30);
    expect([body.days[0].date, body.days[29].date]).toEqual([body.from, body.to]);
    expect(body.totals).toEqual({
      earnings: 2000,
      orders: 1,
      quantity: 2,
      reversedEarnings: 5500,
      reversedOrders: 1,
    });
    // Newest first; the shared order carries A's line only.
    expect(body.orders).toEqual([
      {
        orderId: declined.orderId,
        orderNumber: vendorOrderRef(declined.orderId),
        placedAt: declined.createdAt,
        date: lagosDay(declined.createdAt),
        status: 'reversed',
        earnings: 0,
        lines: [
          { productId: declined.lines[0].productId, productName: 'Benue Yam', quantity: 5, earnings: 4000 },
          {
            productId: declined.lines[1].productId,
            productName: FORMULA_NAME,
            quantity: 1.5,
            earnings: 1500,
          },
        ],
      },
      {
        orderId: shared.orderId,
        orderNumber: vendorOrderRef(shared.orderId),
        placedAt: shared.createdAt,
        date: lagosDay(shared.createdAt),
        status: 'earned',
        earnings: 2000,
        lines: [
          { productId: shared.lines[0].productId, productName: 'Benue Yam', quantity: 2, earnings: 2000 },
        ],
      },
    ]);
    const sharedDay = body.days.find((day) => day.date === lagosDay(shared.createdAt));
    expect(sharedDay).toEqual({ date: lagosDay(shared.createdAt), earnings: 2000, orders: 1 });
    expect(body.days.reduce((sum, day) => sum + day.earnings, 0)).toBe(2000);

    // B: its declined part of the shared order nets out; A's lines never show.
    const b = (await service.call<VendorStatement>('GET', STATEMENT, tokenB)).body;
    expect(b.totals).toEqual({
      earnings: 500,
      orders: 1,
      quantity: 1,
      reversedEarnings: 6000,
      reversedOrders: 1,
    });
    expect(b.orders.map((o) => [o.orderId, o.status, o.earnings, o.lines.map((l) => l.productName)])).toEqual(
      [
        [bOnly.orderId, 'earned', 500, ['Ofada Rice']],
        [shared.orderId, 'reversed', 0, ['Ofada Rice']],
      ],
    );

    // A vendor with no ledger rows: every day at 0.
    const none = (await service.call<VendorStatement>('GET', STATEMENT, await service.tokenFor('vendor')))
      .body;
    expect([none.orders, none.totals.earnings, none.days.every((d) => d.earnings === 0)]).toEqual([
      [],
      0,
      true,
    ]);
  });

  it('takes any period of up to 366 days, with the admin daily range messages', async () => {
    const day = lagosDay(old.createdAt);
    const { body } = await service.call<VendorStatement>('GET', `${STATEMENT}?from=${day}&to=${day}`, tokenA);
    expect(body.days).toEqual([{ date: day, earnings: 9000, orders: 1 }]);
    expect(body.orders.map((o) => o.lines[0].productName)).toEqual(['Old Yam']);
    for (const route of [STATEMENT, EXPORT])
      for (const [query, message] of [
        ['?from=2025-02-30&to=2025-03-01', DATE_RANGE_MESSAGES.badDate],
        ['?from=2025/01/01&to=2025-03-01', DATE_RANGE_MESSAGES.badDate],
        ['?from=2025-03-02&to=2025-03-01', DATE_RANGE_MESSAGES.reversed],
        ['?from=2024-01-01&to=2025-01-01', DATE_RANGE_MESSAGES.tooLong],
      ]) {
        const answer = await service.call<{ message: string }>('GET', `${route}${query}`, tokenA);
        expect([route, query, answer.status, answer.body.message]).toEqual([route, query, 400, message]);
      }
    expect((await service.call('GET', `${STATEMENT}?from=2024-01-01&to=2024-12-31`, tokenA)).status).toBe(
      200,
    );
  });

  it('exports one CSV row per ledger entry: sums to the net total, formulas neutralised, dated name', async () => {
    const to = lagosDay(new Date());
    const from = lagosDay(old.createdAt);
    const answer = await service.raw(`${EXPORT}?from=${from}&to=${to}`, tokenA);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="ihe-earnings-statement-${from}-to-${to}.csv"`,
    );
    const text = await answer.text();
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parse(text) as string[][];
    expect(header).toEqual([...VENDOR_STATEMENT_CSV_COLUMNS]);
    const ref = vendorOrderRef;
    // Oldest order first; within an order, each line then its reversal.
    expect(rows).toEqual([
      [from, ref(old.orderId), 'Old Yam', '10', '9000.00', VENDOR_STATEMENT_ENTRIES.sale],
      [
        lagosDay(shared.createdAt),
        ref(shared.orderId),
        'Benue Yam',
        '2',
        '2000.00',
        VENDOR_STATEMENT_ENTRIES.sale,
      ],
      [
        lagosDay(declined.createdAt),
        ref(declined.orderId),
        'Benue Yam',
        '5',
        '4000.00',
        VENDOR_STATEMENT_ENTRIES.sale,
      ],
      [
        lagosDay(declined.createdAt),
        ref(declined.orderId),
        'Benue Yam',
        '-5',
        '-4000.00',
        VENDOR_STATEMENT_ENTRIES.reversal,
      ],
      [
        lagosDay(declined.createdAt),
        ref(declined.orderId),
        `'${FORMULA_NAME}`,
        '1.5',
        '1500.00',
        VENDOR_STATEMENT_ENTRIES.sale,
      ],
      [
        lagosDay(declined.createdAt),
        ref(declined.orderId),
        `'${FORMULA_NAME}`,
        '-1.5',
        '-1500.00',
        VENDOR_STATEMENT_ENTRIES.reversal,
      ],
    ]);
    const statement = (
      await service.call<VendorStatement>('GET', `${STATEMENT}?from=${from}&to=${to}`, tokenA)
    ).body;
    expect(rows.reduce((sum, row) => sum + Number(row[4]), 0)).toBe(statement.totals.earnings);
    expect(statement.totals.earnings).toBe(11_000);

    // B's export has none of A's rows.
    const b = parse(
      await (await service.raw(`${EXPORT}?from=${from}&to=${to}`, tokenB)).text(),
    ) as string[][];
    expect(b.slice(1).map((row) => [row[1], row[2], row[4]])).toEqual([
      [ref(shared.orderId), 'Ofada Rice', '6000.00'],
      [ref(shared.orderId), 'Ofada Rice', '-6000.00'],
      [ref(bOnly.orderId), 'Ofada Rice', '500.00'],
    ]);
  });
});
