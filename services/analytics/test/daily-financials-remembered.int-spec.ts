import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DailyFinancials } from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { resetAnalytics, startTestAnalytics, type TestAnalytics } from './analytics-test-app.js';

/**
 * The daily financials route remembers a period's answer against the aggregates' version: every committed
 * change — by this process's handlers or by any other writer (another replica, a rebuild) — is seen by the
 * very next request.
 */
describe('analytics: remembered daily financials follow every change', () => {
  let env: ServiceTestEnv;
  let service: TestAnalytics;
  let admin: string;
  const path = '/api/v1/admin/analytics/daily?from=2026-01-01&to=2026-01-31';

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    service = await startTestAnalytics();
    admin = await service.tokenFor('admin');
    await resetAnalytics(service.db);
  });
  afterAll(async () => {
    await service?.close();
    await env?.cleanup();
  });

  const revenueOn = async (day: string) => {
    const { status, body } = await service.call<DailyFinancials[]>('GET', path, admin);
    expect(status).toBe(200);
    return body.find((row) => row.periodDate === day)?.dailyRevenue;
  };

  it('an insert, an update, an update to the same figure and a rebuild-style truncate are each seen at once', async () => {
    expect(await revenueOn('2026-01-10')).toBe(0);
    expect(await revenueOn('2026-01-10')).toBe(0); // remembered
    await service.db.query(
      `INSERT INTO daily_financials (day, revenue, orders) VALUES ('2026-01-10', 5000, 1)`,
    );
    expect(await revenueOn('2026-01-10')).toBe(5000);
    for (const revenue of [7500, 7500, 100]) {
      await service.db.query(`UPDATE daily_financials SET revenue = $1 WHERE day = '2026-01-10'`, [revenue]);
      expect(await revenueOn('2026-01-10')).toBe(revenue);
    }
    // A write outside the period changes nothing inside it, and is still a new version.
    await service.db.query(`INSERT INTO daily_financials (day, revenue, orders) VALUES ('2025-12-31', 9, 1)`);
    expect(await revenueOn('2026-01-10')).toBe(100);
    await service.db.query(`TRUNCATE daily_financials`);
    expect(await revenueOn('2026-01-10')).toBe(0);
    await service.db.query(
      `INSERT INTO daily_financials (day, revenue, orders) VALUES ('2026-01-10', 100, 1)`,
    );
    expect(await revenueOn('2026-01-10')).toBe(100);
  });
});
