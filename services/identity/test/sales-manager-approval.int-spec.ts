import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  UserApprovalChanged,
  type AdminSalesManagerList,
  type EventEnvelope,
  type PayloadOf,
  type SalesManagerDecisionResponse,
  type UserProfile,
} from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { DEFAULT_ADMIN } from '../src/identity.settings.js';
import {
  observeEvents,
  signupBody,
  startTestIdentity,
  waitFor,
  type TestIdentity,
} from './identity-test-app.js';

const PATH = '/api/v1/admin/sales-managers';
const PASSWORD = 'Harvest2026';
type State = 'pending' | 'approved' | 'rejected';
const STATE_VALUE: Record<State, boolean | null> = { pending: null, approved: true, rejected: false };

interface Session {
  accessToken: string;
  refreshToken: string;
  user: UserProfile;
}

describe('identity: admins approve, reject and revoke sales managers', () => {
  let env: ServiceTestEnv;
  let identity: TestIdentity;
  let db: DataSource;
  let admin: Session;
  let adminId: string;
  let published: EventEnvelope[];

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    identity = await startTestIdentity();
    db = identity.app.get(DataSource);
    published = await observeEvents(identity.app, [UserApprovalChanged.name]);
    admin = await login(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    adminId = admin.user.id;
  });

  afterAll(async () => {
    await identity?.app.close();
    await env?.cleanup();
  });

  async function login(email: string, password = PASSWORD): Promise<Session> {
    const answer = await identity.call<Session>('POST', '/api/v1/auth/login', { email, password });
    expect(answer.status).toBe(200);
    return answer.body;
  }

  async function signUp(
    role: 'consumer' | 'vendor' | 'sales_manager',
    patch: Record<string, unknown> = {},
  ): Promise<{ id: string; email: string }> {
    const body = signupBody(role, patch);
    const created = await identity.call<{ user: UserProfile }>('POST', '/api/v1/auth/signup', body);
    expect(created.status).toBe(201);
    return { id: created.body.user.id, email: body.email };
  }

  /** A sales manager put in a state directly (no event), as if decided long ago. */
  async function salesManagerIn(state: State, patch: Record<string, unknown> = {}) {
    const manager = await signUp('sales_manager', patch);
    await db.query(`UPDATE profiles SET is_approved = $2 WHERE id = $1`, [manager.id, STATE_VALUE[state]]);
    return manager;
  }

  const approve = (id: string, token = admin.accessToken) =>
    identity.call<SalesManagerDecisionResponse>('POST', `${PATH}/${id}/approve`, undefined, token);
  const reject = (id: string, body: Record<string, unknown> = {}, token = admin.accessToken) =>
    identity.call<SalesManagerDecisionResponse>('POST', `${PATH}/${id}/reject`, body, token);
  const list = (search?: string, token = admin.accessToken) =>
    identity.call<AdminSalesManagerList>(
      'GET',
      search === undefined ? PATH : `${PATH}?search=${encodeURIComponent(search)}`,
      undefined,
      token,
    );

  const profileRow = async (id: string) =>
    (
      await db.query(
        `SELECT is_approved, approval_reason, approval_decided_by, updated_at FROM profiles WHERE id = $1`,
        [id],
      )
    )[0];
  const outboxEvents = async (id: string): Promise<Array<PayloadOf<typeof UserApprovalChanged>>> =>
    (
      await db.query(
        `SELECT payload FROM outbox WHERE name = $1 AND payload->'payload'->>'userId' = $2 ORDER BY seq`,
        [UserApprovalChanged.name, id],
      )
    ).map((row: { payload: EventEnvelope }) => UserApprovalChanged.parse(row.payload).payload);

  describe('the state table (spec 2 §4)', () => {
    it.each([
      ['pending', 'approve', true, null],
      ['rejected', 'approve', true, null],
      ['pending', 'reject', false, 'Rejected by admin'],
      ['approved', 'reject', false, 'Rejected by admin'],
    ] as const)('%s + %s → is_approved %p, one event', async (state, action, isApproved, reason) => {
      const manager = await salesManagerIn(state);
      const answer = action === 'approve' ? await approve(manager.id) : await reject(manager.id);
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe(
        isApproved ? 'Sales manager approved successfully' : 'Sales manager rejected',
      );
      expect(answer.body.salesManager).toMatchObject({
        id: manager.id,
        email: manager.email,
        isApproved,
        rejectionReason: reason,
      });
      expect(await profileRow(manager.id)).toMatchObject({
        is_approved: isApproved,
        approval_reason: reason,
        approval_decided_by: adminId,
      });
      const expected = {
        userId: manager.id,
        role: 'sales_manager',
        isApproved,
        by: adminId,
        from: STATE_VALUE[state],
        reason,
      };
      expect(await outboxEvents(manager.id)).toEqual([expected]);
      // Published on the bus by the outbox relay.
      await waitFor(() =>
        published.some((event) => (event.payload as typeof expected).userId === manager.id),
      );
      expect(published.filter((event) => (event.payload as typeof expected).userId === manager.id)).toEqual([
        expect.objectContaining({ name: 'user.approval-changed', payload: expected }),
      ]);
    });

    it.each([
      ['approved', 'approve', 'This sales manager is already approved'],
      ['rejected', 'reject', 'This sales manager is already rejected'],
    ] as const)('%s + %s → 409 and nothing changes', async (state, action, message) => {
      const manager = await salesManagerIn(state);
      await db.query(`UPDATE profiles SET approval_reason = 'earlier' WHERE id = $1`, [manager.id]);
      const before = await profileRow(manager.id);
      const answer = action === 'approve' ? await approve(manager.id) : await reject(manager.id);
      expect(answer).toEqual({ status: 409, body: { statusCode: 409, message } });
      expect(await profileRow(manager.id)).toEqual(before);
      expect(await outboxEvents(manager.id)).toEqual([]);
    });

    it('goes round: approve, revoke, approve again, with the reason kept for the rejection only', async () => {
      const manager = await salesManagerIn('pending');
      expect((await approve(manager.id)).status).toBe(200);
      const revoked = await reject(manager.id, { reason: '  Left the company  ' });
      expect(revoked.body.salesManager.rejectionReason).toBe('Left the company');
      expect((await profileRow(manager.id)).approval_reason).toBe('Left the company');
      expect((await approve(manager.id)).body.salesManager).toMatchObject({
        isApproved: true,
        rejectionReason: null,
      });
      expect(
        (await outboxEvents(manager.id)).map((event) => [event.from, event.isApproved, event.reason]),
      ).toEqual([
        [null, true, null],
        [true, false, 'Left the company'],
        [false, true, null],
      ]);
    });

    it('lets one of two admins revoking at once win; the other gets 409', async () => {
      const manager = await salesManagerIn('approved');
      const answers = await Promise.all([reject(manager.id), reject(manager.id)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await outboxEvents(manager.id)).toHaveLength(1);
    });

    it('answers 404 for anyone but a sales manager, and changes nothing', async () => {
      const vendor = await signUp('vendor');
      const consumer = await signUp('consumer');
      const vendorBefore = await profileRow(vendor.id);
      const consumerBefore = await profileRow(consumer.id);
      for (const id of [vendor.id, consumer.id, adminId, randomUUID(), 'not-an-id']) {
        for (const answer of [await approve(id), await reject(id)]) {
          expect(answer).toEqual({
            status: 404,
            body: { statusCode: 404, message: 'Sales manager not found' },
          });
        }
      }
      expect(await profileRow(vendor.id)).toEqual(vendorBefore);
      expect(await profileRow(consumer.id)).toEqual(consumerBefore);
      expect(await outboxEvents(vendor.id)).toEqual([]);
      expect(await outboxEvents(consumer.id)).toEqual([]);
    });

    it('checks the reason', async () => {
      const manager = await salesManagerIn('pending');
      for (const [body, message] of [
        [{ reason: 'x'.repeat(501) }, 'Reason must be at most 500 characters'],
        [{ reason: 42 }, 'Reason must be text'],
        [{ note: 'hi' }, 'Unknown field: note'],
      ] as const) {
        const answer = await reject(manager.id, body);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ message });
      }
      expect((await profileRow(manager.id)).is_approved).toBeNull();
    });
  });

  describe('admins only', () => {
    it('refuses guests (401) and consumers, vendors and sales managers (403) on every route', async () => {
      const manager = await salesManagerIn('approved');
      const target = await salesManagerIn('pending');
      const vendor = await signUp('vendor');
      const consumer = await signUp('consumer');
      const tokens = {
        consumer: (await login(consumer.email)).accessToken,
        vendor: (await login(vendor.email)).accessToken,
        salesManager: (await login(manager.email)).accessToken,
      };
      const routes = (token?: string) =>
        Promise.all([
          identity.call('GET', PATH, undefined, token),
          identity.call('POST', `${PATH}/${target.id}/approve`, undefined, token),
          identity.call('POST', `${PATH}/${target.id}/reject`, {}, token),
        ]);
      for (const answer of await routes(undefined)) {
        expect(answer).toEqual({
          status: 401,
          body: { statusCode: 401, message: 'Your session has expired. Please login again.' },
        });
      }
      for (const token of Object.values(tokens)) {
        for (const answer of await routes(token)) {
          expect(answer).toEqual({
            status: 403,
            body: { statusCode: 403, message: 'Access denied. Supreme Admin role required.' },
          });
        }
      }
      expect((await profileRow(target.id)).is_approved).toBeNull();
      expect(await outboxEvents(target.id)).toEqual([]);
    });
  });

  describe('the list', () => {
    it('lists sales managers only, newest first, searches name, email and company id, counts ignore the search', async () => {
      const tag = Date.now().toString(36);
      const first = await salesManagerIn('pending', { firstName: 'Chidi', companyId: `CO-${tag}-A` });
      const second = await salesManagerIn('approved', { firstName: 'Ngozi', companyId: `CO-${tag}-B` });
      const third = await salesManagerIn('rejected', { firstName: 'Bola', companyId: `50%_${tag}` });
      await signUp('vendor');
      const all = await list();
      expect(all.status).toBe(200);
      const [counted] = await db.query(
        `SELECT count(*) FILTER (WHERE is_approved IS NULL)::int AS pending,
                count(*) FILTER (WHERE is_approved)::int AS approved,
                count(*) FILTER (WHERE NOT is_approved)::int AS rejected
           FROM profiles WHERE role = 'sales_manager'`,
      );
      expect(all.body.counts).toEqual(counted);
      expect(counted.pending + counted.approved + counted.rejected).toBe(all.body.items.length);
      const ids = all.body.items.map((item) => item.id);
      expect(ids.slice(0, 3)).toEqual([third.id, second.id, first.id]);
      const created = all.body.items.map((item) => item.createdAt);
      expect([...created].sort().reverse()).toEqual(created);
      expect(all.body.items[0]).toEqual({
        id: third.id,
        fullName: 'Bola Okafor',
        email: third.email,
        phone: '+2348031234567',
        companyIdCode: `50%_${tag}`,
        isApproved: false,
        rejectionReason: null,
        createdAt: expect.any(String),
      });

      const byCompany = await list(`co-${tag}`);
      expect(byCompany.body.items.map((item) => item.id)).toEqual([second.id, first.id]);
      expect(byCompany.body.counts).toEqual(all.body.counts);
      expect((await list('NGOZI')).body.items.map((item) => item.id)).toContain(second.id);
      expect((await list(second.email.toUpperCase())).body.items.map((item) => item.id)).toEqual([second.id]);
      // Wildcards are taken literally: only the company id with a real "%_" matches.
      expect((await list('%_')).body.items.map((item) => item.id)).toEqual([third.id]);
      expect((await list(`nobody-${tag}`)).body.items).toEqual([]);
      const tooLong = await list('x'.repeat(101));
      expect(tooLong).toEqual({
        status: 400,
        body: { statusCode: 400, message: 'Search must be at most 100 characters' },
      });
    });
  });

  it('publishes the three routes in the OpenAPI document, behind a bearer token', async () => {
    const doc = await identity.call<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>(
      'GET',
      '/openapi.json',
    );
    expect(doc.status).toBe(200);
    const routes = [
      [PATH, 'get'],
      [`${PATH}/{id}/approve`, 'post'],
      [`${PATH}/{id}/reject`, 'post'],
    ] as const;
    for (const [path, method] of routes) {
      expect(doc.body.paths[path]?.[method]?.security).toEqual([{ bearer: [] }]);
    }
  });

  describe('a revoked or rejected sales manager loses access at once', () => {
    it("refuses the revoked manager's old access token on its next request, and its refresh token", async () => {
      const manager = await salesManagerIn('approved');
      const session = await login(manager.email);
      const otherDevice = await login(manager.email);
      expect((await identity.call('GET', '/api/v1/me', undefined, session.accessToken)).status).toBe(200);

      expect((await reject(manager.id)).status).toBe(200);

      for (const token of [session.accessToken, otherDevice.accessToken]) {
        expect(await identity.call('GET', '/api/v1/me', undefined, token)).toEqual({
          status: 401,
          body: { statusCode: 401, message: 'Your session has expired. Please login again.' },
        });
      }
      for (const refreshToken of [session.refreshToken, otherDevice.refreshToken]) {
        expect((await identity.call('POST', '/api/v1/auth/refresh', { refreshToken })).status).toBe(401);
      }
      // It may sign in again (the web shows it the pending text): a new session, not approved.
      const again = await login(manager.email);
      expect(again.user.isApproved).toBe(false);
      const me = await identity.call<UserProfile>('GET', '/api/v1/me', undefined, again.accessToken);
      expect(me.status).toBe(200);
      // Other users' sessions are untouched.
      expect((await list()).status).toBe(200);
    });

    it('ends the sessions of a pending manager that is rejected too, but not on approval', async () => {
      const approved = await salesManagerIn('pending');
      const approvedSession = await login(approved.email);
      expect((await approve(approved.id)).status).toBe(200);
      expect((await identity.call('GET', '/api/v1/me', undefined, approvedSession.accessToken)).status).toBe(
        200,
      );

      const rejected = await salesManagerIn('pending');
      const rejectedSession = await login(rejected.email);
      expect((await reject(rejected.id)).status).toBe(200);
      expect((await identity.call('GET', '/api/v1/me', undefined, rejectedSession.accessToken)).status).toBe(
        401,
      );
    });
  });
});
