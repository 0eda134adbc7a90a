import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { EventEnvelope } from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { resetAnalytics, startTestAnalytics, type TestAnalytics } from './analytics-test-app.js';
import {
  cancelEvents,
  declineEvent,
  deliveryEvents,
  orderFigures,
  placedEvent,
  vendorsOf,
  type ModelOrder,
} from './order-fixtures.js';

const ACTIONS = ['none', 'decline', 'cancel', 'deliver', 'decline-then-cancel', 'decline-all'] as const;
const lineArb = fc.record({
  vendor: fc.integer({ min: 0, max: 2 }),
  quarterKg: fc.integer({ min: 1, max: 2000 }),
  basePrice: fc.integer({ min: 100, max: 5000 }),
  margin: fc.integer({ min: 0, max: 900 }),
});
const orderArb = fc.record({
  minute: fc.integer({ min: 0, max: 4 * 1440 }),
  lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
  action: fc.constantFrom(...ACTIONS),
  partPick: fc.nat(),
});
const BASE = Date.parse('2025-03-01T20:00:00Z');

/** A small seeded generator (mulberry32) for the shuffle and the duplicates. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Lagos is UTC+1 all year: computed here apart from the service's own rule.
const lagosDayOf = (iso: string) => new Date(Date.parse(iso) + 3_600_000).toISOString().slice(0, 10);

type Sums = { revenue: number; orders: number; earnings: number; profit: number };
const add = (map: Map<string, Sums>, key: string, s: Sums) => {
  const t = map.get(key) ?? { revenue: 0, orders: 0, earnings: 0, profit: 0 };
  map.set(key, {
    revenue: t.revenue + s.revenue,
    orders: t.orders + s.orders,
    earnings: t.earnings + s.earnings,
    profit: t.profit + s.profit,
  });
};

describe('analytics: the ledger equals the orders (property)', () => {
  let env: ServiceTestEnv;
  let service: TestAnalytics;
  const vendors = [randomUUID(), randomUUID(), randomUUID()];

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    service = await startTestAnalytics();
  });
  afterAll(async () => {
    await service?.close();
    await env?.cleanup();
  });

  const daily = async () =>
    (
      (await service.db.query(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, round(revenue * 100)::int AS revenue, orders,
                round(vendor_earnings * 100)::int AS earnings, round(company_profit * 100)::int AS profit
           FROM daily_financials WHERE revenue <> 0 OR orders <> 0 OR vendor_earnings <> 0 ORDER BY day`,
      )) as ({ day: string } & Sums)[]
    ).map(({ day, ...sums }) => [day, sums] as const);
  const ledgerByDay = async () =>
    (
      (await service.db.query(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, round(sum(revenue) * 100)::int AS revenue, sum(orders)::int AS orders,
                round(sum(vendor_earnings) * 100)::int AS earnings, round(sum(company_profit) * 100)::int AS profit
           FROM ledger_entries GROUP BY day HAVING sum(revenue) <> 0 OR sum(orders) <> 0 OR sum(vendor_earnings) <> 0
          ORDER BY day`,
      )) as ({ day: string } & Sums)[]
    ).map(({ day, ...sums }) => [day, sums] as const);
  const snapshot = async () => ({
    daily: await daily(),
    ledger: await service.db.query(
      `SELECT order_id, kind, line_no, vendor_id, day, revenue, delivery_fee, vendor_earnings, company_profit, orders
         FROM ledger_entries ORDER BY order_id, kind, line_no`,
    ),
    totals: await service.db.query(`SELECT * FROM user_totals ORDER BY user_id`),
    activity: await service.db.query(`SELECT * FROM activity ORDER BY id`),
  });

  it('random orders, declines, cancellations and deliveries, duplicated and reordered: sums per day and in total; a rebuild equals the live figures', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(orderArb, { minLength: 1, maxLength: 8 }),
        fc.integer(),
        async (specs, seed) => {
          await resetAnalytics(service.db);
          const orders: ModelOrder[] = [];
          const events: EventEnvelope[] = [];
          for (const spec of specs) {
            const order: ModelOrder = {
              orderId: randomUUID(),
              consumerId: randomUUID(),
              createdAt: new Date(BASE + spec.minute * 60_000).toISOString(),
              lines: spec.lines.map((l) => ({
                productId: randomUUID(),
                vendorId: vendors[l.vendor],
                quantity: l.quarterKg / 4,
                basePrice: l.basePrice,
                unitPrice: l.basePrice + l.margin,
              })),
              cancelled: new Set(),
            };
            orders.push(order);
            events.push(placedEvent(order));
            const parts = vendorsOf(order);
            const part = parts[spec.partPick % parts.length];
            if (spec.action === 'decline') events.push(declineEvent(order, part));
            if (spec.action === 'cancel') events.push(...cancelEvents(order));
            if (spec.action === 'deliver') events.push(...deliveryEvents(order, part));
            if (spec.action === 'decline-then-cancel')
              events.push(declineEvent(order, part), ...cancelEvents(order));
            if (spec.action === 'decline-all') for (const v of parts) events.push(declineEvent(order, v));
          }
          const next = random(seed);
          const shuffled = [...events, ...events.filter(() => next() < 0.3)]
            .map((event) => ({ event, key: next() }))
            .sort((a, b) => a.key - b.key)
            .map(({ event }) => event);
          for (const event of shuffled) await service.consumer.consume(event);

          const byDay = new Map<string, Sums>();
          const byVendor = new Map<string, number>();
          for (const order of orders) {
            const f = orderFigures(order);
            add(byDay, lagosDayOf(order.createdAt), f);
            add(byDay, 'total', f);
            for (const line of order.lines)
              if (!order.cancelled.has(line.vendorId))
                byVendor.set(
                  line.vendorId,
                  (byVendor.get(line.vendorId) ?? 0) + Math.round(line.quantity * line.basePrice * 100),
                );
          }
          const expected = [...byDay.entries()]
            .filter(([day, s]) => day !== 'total' && (s.revenue !== 0 || s.orders !== 0))
            .sort(([a], [b]) => a.localeCompare(b));
          expect(await daily()).toEqual(expected);
          expect(await ledgerByDay()).toEqual(expected);
          const [total] = (await service.db.query(
            `SELECT round(sum(revenue) * 100)::int AS revenue, sum(orders)::int AS orders,
                  round(sum(vendor_earnings) * 100)::int AS earnings, round(sum(company_profit) * 100)::int AS profit
             FROM ledger_entries`,
          )) as Sums[];
          expect(total).toEqual(byDay.get('total'));
          for (const vendor of vendors) {
            const rows: { value: number }[] = await service.db.query(
              `SELECT round(account_value * 100)::int AS value FROM user_totals WHERE user_id = $1`,
              [vendor],
            );
            expect(rows[0]?.value ?? 0).toBe(byVendor.get(vendor) ?? 0);
          }

          const live = await snapshot();
          await service.rebuild.rebuild();
          expect(await snapshot()).toEqual(live);
        },
      ),
      { numRuns: 25 },
    );
  }, 240_000);

  it('refuses to update or delete a ledger row (append-only)', async () => {
    const order: ModelOrder = {
      orderId: randomUUID(),
      consumerId: randomUUID(),
      createdAt: new Date().toISOString(),
      lines: [
        { productId: randomUUID(), vendorId: vendors[0], quantity: 2, unitPrice: 1150, basePrice: 1000 },
      ],
      cancelled: new Set(),
    };
    await service.consumer.consume(placedEvent(order));
    await expect(service.db.query(`UPDATE ledger_entries SET revenue = 0`)).rejects.toThrow(/append-only/);
    await expect(service.db.query(`DELETE FROM ledger_entries`)).rejects.toThrow(/append-only/);
  });
});
