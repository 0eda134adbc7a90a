import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { AuditLogEntry, AuditLogResponse } from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { startTestCatalog, type TestCatalog } from './catalog-test-app.js';
import { salesWorld } from './sales-world.js';
import { newProduct, type TestUser } from './vendor-world.js';
import { PRODUCT_COLUMNS, PRODUCTS_WITH_VENDOR, type ProductRow } from '../src/products/product-row.js';
import { auditDataOf } from '../src/audit-log/audit-data.js';
import type { AuditActor } from '../src/audit-log/product-audit.writer.js';

/** A change a sales manager or admin makes through ProductsWriter (the property test's alphabet). */
type Op =
  | { kind: 'create'; price: number; stock: number }
  | { kind: 'update'; target: number; name?: string; basePrice?: number; isOrganic?: boolean }
  | { kind: 'update+stock'; target: number; farmOrigin: string; stock: number }
  | { kind: 'stock'; target: number; stock: number }
  | { kind: 'delete'; target: number };

const stock = fc.integer({ min: 0, max: 500 });
const target = fc.nat({ max: 20 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), price: fc.integer({ min: 1, max: 100_000 }), stock }),
  fc.record(
    {
      kind: fc.constant('update' as const),
      target,
      name: fc.string({ minLength: 2, maxLength: 30 }).filter((s) => s.trim().length > 0),
      basePrice: fc.integer({ min: 1, max: 50_000 }),
      isOrganic: fc.boolean(),
    },
    { requiredKeys: ['kind', 'target', 'isOrganic'] },
  ),
  fc.record({
    kind: fc.constant('update+stock' as const),
    target,
    farmOrigin: fc.constantFrom('Benue', 'Kano'),
    stock,
  }),
  fc.record({ kind: fc.constant('stock' as const), target, stock }),
  fc.record({ kind: fc.constant('delete' as const), target }),
);

describe('catalog: the product audit log (spec 2 §3, §4)', () => {
  let env: ServiceTestEnv;
  let catalog: TestCatalog;
  let manager: TestUser;
  let admin: TestUser;
  const world = salesWorld(() => catalog);

  const lastSeq = async () =>
    (await catalog.db.query(`SELECT COALESCE(max(seq), 0)::text AS s FROM product_audit_log`))[0].s as string;
  const entriesAfter = async (seq: string) =>
    (await catalog.db.query(
      `SELECT action, product_id, actor_id, actor_name, old_data, new_data FROM product_audit_log WHERE seq > $1 ORDER BY seq`,
      [seq],
    )) as Array<Record<string, unknown>>;
  const productRow = async (id: string): Promise<ProductRow | null> =>
    (
      (await catalog.db.query(
        `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCTS_WITH_VENDOR} WHERE p.id = $1 AND p.deleted_at IS NULL`,
        [id],
      )) as ProductRow[]
    )[0] ?? null;
  const log = (query = '', user: TestUser = manager) =>
    world.call<AuditLogResponse>('GET', `/api/v1/sales/audit-log${query}`, user);

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    catalog = await startTestCatalog();
    manager = await world.salesManager(true, 'Ada Obi');
    admin = await world.registered('admin', 'Chidi Admin');
  });

  afterAll(async () => {
    await catalog?.app.close();
    await env?.cleanup();
  });

  it('records exactly one entry per change, with the product before and after (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), fc.boolean(), async (ops, byAdmin) => {
        const actor: AuditActor = byAdmin
          ? { id: admin.id, role: 'admin' }
          : { id: manager.id, role: 'sales_manager' };
        const ids: string[] = [];
        for (const step of ops) {
          const id = step.kind === 'create' ? undefined : ids[step.target % Math.max(ids.length, 1)];
          if (step.kind !== 'create' && id === undefined) continue;
          const seq = await lastSeq();
          const before = id ? await productRow(id) : null;
          let changedId = id;
          try {
            if (step.kind === 'create')
              changedId = (
                await catalog.writer.create(
                  { name: 'Yam', category: 'yam', price: step.price, stockQuantity: step.stock },
                  undefined,
                  { actor },
                )
              ).id;
            else if (step.kind === 'update') {
              const { name, basePrice, isOrganic } = step;
              await catalog.writer.update(id!, { name, basePrice, isOrganic }, undefined, { actor });
            } else if (step.kind === 'update+stock')
              await catalog.writer.update(id!, { farmOrigin: step.farmOrigin }, undefined, {
                actor,
                stock: { quantity: step.stock, reason: 'vendor-update' },
              });
            else if (step.kind === 'stock')
              await catalog.writer.setStock(id!, step.stock, 'activated', undefined, { actor });
            else await catalog.writer.remove(id!, undefined, { actor });
          } catch (error) {
            // Only a change to an already deleted product may fail (404): then nothing is recorded.
            expect(before).toBeNull();
            expect((error as { status?: number }).status).toBe(404);
            expect(await entriesAfter(seq)).toEqual([]);
            continue;
          }
          if (step.kind === 'create') ids.push(changedId!);
          const after = await productRow(changedId!);
          const action = step.kind === 'create' ? 'create' : step.kind === 'delete' ? 'delete' : 'update';
          expect(await entriesAfter(seq)).toEqual([
            {
              action,
              product_id: changedId,
              actor_id: actor.id,
              actor_name: byAdmin ? 'Chidi Admin' : 'Ada Obi',
              old_data: before && auditDataOf(before),
              new_data: after && auditDataOf(after),
            },
          ]);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('does not record vendors’ own changes (it is the sales managers’ log)', async () => {
    const vendor = await world.vendor(true);
    const seq = await lastSeq();
    const created = await world.call<{ id: string }>('POST', '/api/v1/vendor/products', vendor, newProduct());
    expect(created.status).toBe(201);
    expect(
      (await world.call('PATCH', `/api/v1/vendor/products/${created.body.id}`, vendor, { stockQuantity: 0 }))
        .status,
    ).toBe(200);
    expect((await world.call('DELETE', `/api/v1/vendor/products/${created.body.id}`, vendor)).status).toBe(
      204,
    );
    expect(await entriesAfter(seq)).toEqual([]);
  });

  it('records approvals and rejections of sales managers once, however often the event comes', async () => {
    const candidate = await world.salesManager(null, 'Ngozi Eze');
    const total = (await log()).body.total;
    const approval = world.decision(candidate.id, true, admin.id);
    await world.publishDecision(approval);
    await catalog.bus.publish(approval); // redelivered
    const revoke = world.decision(candidate.id, false, admin.id);
    revoke.payload = { ...revoke.payload, from: true, reason: 'Rejected by admin' } as typeof revoke.payload;
    await world.publishDecision(revoke);
    await catalog.app
      .get((await import('../src/staff/staff-projection.service.js')).StaffProjectionService)
      .onApprovalChanged(approval); // and handled again directly
    const answer = await log('?pageSize=2');
    expect(answer.body.total).toBe(total + 2);
    const [rejected, approved] = answer.body.items;
    const expected = (action: string, from: boolean | null, isApproved: boolean) => ({
      action,
      productId: null,
      productName: null,
      actorId: admin.id,
      actorName: 'Chidi Admin',
      oldData: { isApproved: from },
      newData: expect.objectContaining({
        salesManagerId: candidate.id,
        salesManagerName: 'Ngozi Eze',
        isApproved,
      }),
    });
    expect(approved).toMatchObject(expected('approve', null, true));
    expect(rejected).toMatchObject(expected('reject', true, false));
    expect(rejected.newData).toMatchObject({ reason: 'Rejected by admin' });
    expect(
      (await log('?action=approve')).body.items.filter((e) => e.newData?.salesManagerId === candidate.id),
    ).toHaveLength(1);
  });

  it('pages newest first with an exact total, filters by action, searches action, product and user', async () => {
    const mark = await world.salesManager(true, 'Zainab Search');
    const actor: AuditActor = { id: mark.id, role: 'sales_manager' };
    for (let i = 0; i < 13; i++)
      await catalog.writer.create(
        { name: `Findme yam ${i}`, category: 'yam', price: 100 + i, stockQuantity: 1 },
        undefined,
        { actor },
      );
    const all = (await catalog.db.query(`SELECT count(*)::int AS n FROM product_audit_log`))[0].n as number;
    const first = await log();
    expect(first.body.total).toBe(all);
    expect(first.body.items).toHaveLength(10);
    expect(first.body.items[0]).toMatchObject({ productName: 'Findme yam 12', actorName: 'Zainab Search' });
    const names = (page: AuditLogEntry[]) => page.map((e) => e.productName);
    const search = await log('?search=findme&page=2');
    expect(search.body.total).toBe(13);
    expect(names(search.body.items)).toEqual(['Findme yam 2', 'Findme yam 1', 'Findme yam 0']);
    // Her own creates (her approval's actor is the admin who decided it).
    expect((await log('?search=zainab')).body.total).toBe(13);
    const creates = await catalog.db.query(
      `SELECT count(*)::int AS n FROM product_audit_log WHERE action = 'create'`,
    );
    expect((await log('?action=create')).body.total).toBe(creates[0].n);
    expect((await log('?action=create')).body.items.every((e) => e.action === 'create')).toBe(true);
    // The property test's random names may contain "rej" too: they match as well as the reject action.
    const rejects = await catalog.db.query(
      `SELECT count(*) FILTER (WHERE action = 'reject')::int AS actions,
              count(*) FILTER (WHERE action = 'reject' OR product_name ILIKE '%rej%' OR actor_name ILIKE '%rej%')::int AS n
         FROM product_audit_log`,
    );
    expect(rejects[0].actions).toBeGreaterThan(0);
    expect((await log('?search=REJ')).body.total).toBe(rejects[0].n);
    expect((await log('?search=100%25')).body.total).toBe(0); // % is literal
    expect((await log('?action=publish')).status).toBe(400);
    expect((await log('?pageSize=101')).status).toBe(400);
  });

  it('keeps the log append-only', async () => {
    await expect(catalog.db.query(`UPDATE product_audit_log SET action = 'delete'`)).rejects.toThrow(
      'append-only',
    );
    await expect(catalog.db.query(`DELETE FROM product_audit_log`)).rejects.toThrow('append-only');
  });
});
