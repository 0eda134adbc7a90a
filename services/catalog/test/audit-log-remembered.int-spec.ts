import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { AuditAction } from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { AuditLogReader, type AuditLogFilter } from '../src/audit-log/audit-log.reader.js';
import { startTestCatalog, type TestCatalog } from './catalog-test-app.js';

const NAMES = ['Abakaliki rice', 'Benue yam', 'Jos tomatoes'];
const ACTORS = ['Ngozi Okafor', 'Chinedu Eze'];

/**
 * The reader remembers a search's exact total and a deep page's entries against the log's version (the
 * committed entries' count). After any new entry, through one connection or several at once, every answer
 * must equal what the log says afresh: a count of the matches and an OFFSET walk.
 */
describe('catalog: the audit log’s remembered totals and deep pages stay exact', () => {
  let env: ServiceTestEnv;
  let catalog: TestCatalog;
  let reader: AuditLogReader;
  let productId: string;

  /** `count` entries of `action` on a product named `name` (or approvals), through the append trigger. */
  const append = (count: number, name: string, action: AuditAction = 'update', actor = ACTORS[0]) =>
    catalog.db.query(
      `INSERT INTO product_audit_log (action, product_id, product_name, actor_id, actor_name, new_data)
       SELECT $1, CASE WHEN $1 IN ('approve', 'reject') THEN NULL ELSE $2::uuid END,
              CASE WHEN $1 IN ('approve', 'reject') THEN NULL ELSE $3 END, $4, $5, jsonb_build_object('i', i)
         FROM generate_series(1, $6::int) AS i`,
      [action, productId, name, randomUUID(), actor, count],
    );

  /** What the page should be, from the table itself. */
  const fresh = async (filter: AuditLogFilter, page: number, pageSize: number) => {
    const pattern = filter.search ? `%${filter.search}%` : null;
    const where = `WHERE ($1::text IS NULL OR action = $1)
                     AND ($2::text IS NULL OR product_name ILIKE $2 OR actor_name ILIKE $2 OR action ILIKE $2)`;
    const [{ total }] = await catalog.db.query(
      `SELECT count(*)::int AS total FROM product_audit_log ${where}`,
      [filter.action ?? null, pattern],
    );
    const ids: Array<{ id: string }> = await catalog.db.query(
      `SELECT id FROM product_audit_log ${where} ORDER BY seq DESC LIMIT $3 OFFSET $4`,
      [filter.action ?? null, pattern, pageSize, (page - 1) * pageSize],
    );
    return { total, ids: ids.map((row) => row.id) };
  };
  const answered = async (filter: AuditLogFilter, page: number, pageSize: number) => {
    const answer = await reader.page(filter, page, pageSize);
    return { total: answer.total, ids: answer.items.map((item) => item.id) };
  };

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    catalog = await startTestCatalog();
    reader = catalog.app.get(AuditLogReader);
    productId = (
      await catalog.writer.create({ name: 'Benue yam', category: 'yam', basePrice: 1000, stockQuantity: 5 })
    ).id;
    await append(1500, NAMES[0]);
    await append(1200, NAMES[1], 'create', ACTORS[1]);
  }, 60_000);

  afterAll(async () => {
    await catalog?.app.close();
    await env?.cleanup();
  });

  it('a search’s total follows a new matching entry, and a deep page moves down when entries arrive', async () => {
    const search = { search: 'abakaliki' };
    expect(await answered(search, 1, 10)).toEqual(await fresh(search, 1, 10));
    expect((await answered(search, 1, 10)).total).toBe(1500); // asked again: the remembered total
    await append(1, NAMES[0]);
    expect((await answered(search, 1, 10)).total).toBe(1501);
    await append(1, NAMES[2]); // not a match, yet the version moved: still exact
    expect((await answered(search, 1, 10)).total).toBe(1501);

    const deep = await answered({}, 200, 10); // offset 1,990: remembered
    expect(deep).toEqual(await fresh({}, 200, 10));
    await append(3, NAMES[2]);
    const moved = await answered({}, 200, 10);
    expect(moved).toEqual(await fresh({}, 200, 10));
    expect(moved.ids.slice(3)).toEqual(deep.ids.slice(0, 7)); // three newer entries pushed it down by three
  });

  it('equals a fresh count and OFFSET walk after random appends, some at once through several connections', async () => {
    const filter = fc.record(
      {
        action: fc.constantFrom<AuditAction>('create', 'update', 'approve'),
        search: fc.constantFrom('abakaliki', 'YAM', 'ngozi', 'approve', 'tomato'),
      },
      { requiredKeys: [] },
    );
    const read = fc.record({
      filter,
      page: fc.integer({ min: 1, max: 300 }),
      pageSize: fc.constantFrom(10, 25),
    });
    const write = fc.record({
      count: fc.integer({ min: 1, max: 30 }),
      name: fc.constantFrom(...NAMES),
      action: fc.constantFrom<AuditAction>('create', 'update', 'approve', 'reject'),
      actor: fc.constantFrom(...ACTORS),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(fc.array(write, { maxLength: 3 }), fc.array(read, { minLength: 1, maxLength: 3 })),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
        async (steps) => {
          for (const [writes, reads] of steps) {
            // Reads race the writes (each answer is some exact state), then are checked once they settle.
            await Promise.all([
              ...writes.map((w) => append(w.count, w.name, w.action, w.actor)),
              ...reads.map((r) => reader.page(r.filter, r.page, r.pageSize)),
            ]);
            for (const r of reads)
              expect(await answered(r.filter, r.page, r.pageSize)).toEqual(
                await fresh(r.filter, r.page, r.pageSize),
              );
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);
});
