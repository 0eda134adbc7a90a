import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AUTH_MESSAGES, GUARD_MESSAGES } from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { startTestCatalog, type TestCatalog } from './catalog-test-app.js';
import { newSalesProduct, salesWorld } from './sales-world.js';
import type { TestUser } from './vendor-world.js';

const ROUTES = [
  { method: 'GET', path: '/api/v1/sales/overview', adminMayRead: false, ok: 200 },
  { method: 'GET', path: '/api/v1/sales/vendors', adminMayRead: false, ok: 200 },
  { method: 'POST', path: '/api/v1/sales/products', adminMayRead: false, ok: 201 },
  { method: 'GET', path: '/api/v1/sales/audit-log', adminMayRead: true, ok: 200 },
  { method: 'GET', path: '/api/v1/sales/audit-log/export', adminMayRead: true, ok: 200 },
] as const;

describe('catalog: who may use the sales-manager routes (spec 2 §2 route table, §6)', () => {
  let env: ServiceTestEnv;
  let catalog: TestCatalog;
  const world = salesWorld(() => catalog);
  const callers: Record<string, TestUser | undefined> = {};

  const call = async (method: string, path: string, user?: TestUser) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (user) headers.authorization = `Bearer ${user.token}`;
    const response = await fetch(`${catalog.url}${path}`, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(newSalesProduct()) : undefined,
    });
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
    return { status: response.status, body: json as { message?: string } };
  };
  const productCount = async () =>
    (await catalog.db.query(`SELECT count(*)::int AS n FROM products`))[0].n as number;

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    catalog = await startTestCatalog();
    callers.consumer = await world.signIn('consumer');
    callers.vendor = await world.vendor(true);
    callers.admin = await world.registered('admin', 'Supreme Admin');
    callers.pending = await world.salesManager(null, 'Pending Manager');
    callers.unknownToCatalog = await world.signIn('sales_manager'); // its token says approved
    callers.rejected = await world.salesManager(false, 'Rejected Manager');
    callers.revoked = await world.salesManager(true, 'Revoked Manager');
    await world.decide(callers.revoked.id, false, callers.admin.id);
    callers.approved = await world.salesManager(true, 'Approved Manager');
  });

  afterAll(async () => {
    await catalog?.app.close();
    await env?.cleanup();
  });

  const refusals: Array<[string, number, string]> = [
    ['guest', 401, AUTH_MESSAGES.unauthorized],
    ['consumer', 403, GUARD_MESSAGES.salesManagerOnly],
    ['vendor', 403, GUARD_MESSAGES.salesManagerOnly],
    ['pending', 403, GUARD_MESSAGES.salesManagerPending],
    ['unknownToCatalog', 403, GUARD_MESSAGES.salesManagerPending],
    ['rejected', 403, GUARD_MESSAGES.salesManagerOnly],
    ['revoked', 403, GUARD_MESSAGES.salesManagerOnly],
  ];

  for (const route of ROUTES) {
    it(`${route.method} ${route.path}: refuses guests, other roles and unapproved managers, nothing written`, async () => {
      const before = await productCount();
      for (const [who, status, message] of refusals) {
        const answer = await call(route.method, route.path, callers[who]);
        expect({ who, status: answer.status, message: answer.body.message }).toEqual({
          who,
          status,
          message,
        });
      }
      expect(await productCount()).toBe(before);
    });

    it(`${route.method} ${route.path}: approved managers get ${route.ok}; admins ${route.adminMayRead ? 'read it' : 'get 403'}`, async () => {
      expect((await call(route.method, route.path, callers.approved)).status).toBe(route.ok);
      const admin = await call(route.method, route.path, callers.admin);
      if (route.adminMayRead) expect(admin.status).toBe(200);
      else
        expect(admin).toEqual({
          status: 403,
          body: expect.objectContaining({ message: GUARD_MESSAGES.salesManagerOnly }),
        });
    });
  }

  it('lets a pending manager in once approved, and shuts a revoked one out at once', async () => {
    const manager = await world.salesManager(null, 'Late Manager');
    expect((await call('GET', '/api/v1/sales/overview', manager)).status).toBe(403);
    await world.decide(manager.id, true, callers.admin!.id);
    expect((await call('GET', '/api/v1/sales/overview', manager)).status).toBe(200);
    await world.decide(manager.id, false, callers.admin!.id);
    expect((await call('GET', '/api/v1/sales/overview', manager)).body.message).toBe(
      GUARD_MESSAGES.salesManagerOnly,
    );
  });
});
