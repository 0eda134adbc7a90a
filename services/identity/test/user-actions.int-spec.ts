import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  UserApprovalChanged,
  UserStatusChanged,
  type EventEnvelope,
  type PayloadOf,
  type UserActionResponse,
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

const PASSWORD = 'Harvest2026';
const SUSPENDED = 'Your account has been suspended. Please contact support.';
const EXPIRED = { statusCode: 401, message: 'Your session has expired. Please login again.' };
type SignupRole = 'consumer' | 'vendor' | 'sales_manager';

interface Session {
  accessToken: string;
  refreshToken: string;
  user: UserProfile;
}

describe('identity: admins suspend, activate and delete users', () => {
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
    published = await observeEvents(identity.app, [UserStatusChanged.name]);
    admin = (await identity.call<Session>('POST', '/api/v1/auth/login', DEFAULT_ADMIN)).body;
    adminId = admin.user.id;
  });

  afterAll(async () => {
    await identity?.app.close();
    await env?.cleanup();
  });

  const login = (email: string) =>
    identity.call<Session>('POST', '/api/v1/auth/login', { email, password: PASSWORD });

  async function signUp(role: SignupRole = 'consumer'): Promise<{ id: string; email: string }> {
    const body = signupBody(role);
    const created = await identity.call<{ user: UserProfile }>('POST', '/api/v1/auth/signup', body);
    expect(created.status).toBe(201);
    return { id: created.body.user.id, email: body.email };
  }

  /** `token` null: a guest's request. */
  const act = (id: string, body: Record<string, unknown>, token: string | null = admin.accessToken) =>
    identity.call<UserActionResponse>('POST', `/api/v1/admin/users/${id}/actions`, body, token ?? undefined);

  const profileRow = async (id: string) =>
    (
      await db.query(
        `SELECT is_active, is_approved, deleted_at, status_changed_by, status_notes, updated_at
           FROM profiles WHERE id = $1`,
        [id],
      )
    )[0];
  const outboxOf = async <P>(name: string, id: string): Promise<P[]> =>
    (
      await db.query(
        `SELECT payload FROM outbox WHERE name = $1 AND payload->'payload'->>'userId' = $2 ORDER BY seq`,
        [name, id],
      )
    ).map((row: { payload: EventEnvelope }) => row.payload.payload as P);
  const statusEvents = (id: string) =>
    outboxOf<PayloadOf<typeof UserStatusChanged>>(UserStatusChanged.name, id);

  it('suspend: the next request with a still-valid token is refused, refresh fails, login is 403', async () => {
    const user = await signUp();
    const session = (await login(user.email)).body;
    const otherDevice = (await login(user.email)).body;
    expect((await identity.call('GET', '/api/v1/me', undefined, session.accessToken)).status).toBe(200);

    expect(await act(user.id, { action: 'suspend', notes: '  Chargeback fraud  ' })).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'User suspended',
        // The state after the action, for the admin's list (analytics' copy) to show at once.
        user: { id: user.id, isActive: false, isApproved: true, deleted: false },
      },
    });

    for (const token of [session.accessToken, otherDevice.accessToken])
      expect(await identity.call('GET', '/api/v1/me', undefined, token)).toEqual({
        status: 401,
        body: EXPIRED,
      });
    for (const refreshToken of [session.refreshToken, otherDevice.refreshToken])
      expect((await identity.call('POST', '/api/v1/auth/refresh', { refreshToken })).status).toBe(401);
    expect(await login(user.email)).toEqual({ status: 403, body: { statusCode: 403, message: SUSPENDED } });
    expect(await profileRow(user.id)).toMatchObject({
      is_active: false,
      is_approved: true,
      deleted_at: null,
      status_changed_by: adminId,
      status_notes: 'Chargeback fraud',
    });
    expect(await statusEvents(user.id)).toEqual([
      { userId: user.id, status: 'suspended', notes: 'Chargeback fraud', by: adminId, role: 'consumer' },
    ]);
    // Published on the bus by the outbox relay; the admin's own session is untouched.
    await waitFor(() => published.some((event) => (event.payload as { userId: string }).userId === user.id));
    expect((await identity.call('GET', '/api/v1/me', undefined, admin.accessToken)).status).toBe(200);
  });

  it('activate: a suspended user logs in again; a second activate or suspend changes nothing', async () => {
    const user = await signUp();
    expect((await act(user.id, { action: 'suspend' })).status).toBe(200);
    expect((await act(user.id, { action: 'suspend' })).body).toEqual({
      statusCode: 409,
      message: 'This account is already suspended',
    });
    expect(await act(user.id, { action: 'activate' })).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'User activated',
        user: { id: user.id, isActive: true, isApproved: true, deleted: false },
      },
    });
    const again = await login(user.email);
    expect(again.status).toBe(200);
    expect((await identity.call('GET', '/api/v1/me', undefined, again.body.accessToken)).status).toBe(200);
    expect(await act(user.id, { action: 'activate' })).toEqual({
      status: 409,
      body: { statusCode: 409, message: 'This account is already active' },
    });
    expect((await statusEvents(user.id)).map((event) => [event.status, event.notes, event.by])).toEqual([
      ['suspended', null, adminId],
      ['activated', null, adminId],
    ]);
    expect(await outboxOf(UserApprovalChanged.name, user.id)).toEqual([]);
  });

  it('activate approves a user that is not approved (spec 2 §4), with its user.approval-changed', async () => {
    const manager = await signUp('sales_manager');
    expect((await login(manager.email)).body.user.isApproved).toBeNull();
    expect((await act(manager.id, { action: 'activate', notes: 'Checked by phone' })).status).toBe(200);
    expect(await profileRow(manager.id)).toMatchObject({ is_active: true, is_approved: true });
    expect((await login(manager.email)).body.user.isApproved).toBe(true);
    expect(await statusEvents(manager.id)).toEqual([
      {
        userId: manager.id,
        status: 'activated',
        notes: 'Checked by phone',
        by: adminId,
        role: 'sales_manager',
      },
    ]);
    expect(await outboxOf(UserApprovalChanged.name, manager.id)).toEqual([
      { userId: manager.id, role: 'sales_manager', isApproved: true, by: adminId, from: null },
    ]);
  });

  it('delete: the account is deactivated and marked, sessions end, login is refused, the row stays', async () => {
    const vendor = await signUp('vendor');
    const session = (await login(vendor.email)).body;
    expect(await act(vendor.id, { action: 'delete', notes: 'Closed the farm' })).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'User deleted',
        user: { id: vendor.id, isActive: false, isApproved: false, deleted: true },
      },
    });
    expect(await identity.call('GET', '/api/v1/me', undefined, session.accessToken)).toEqual({
      status: 401,
      body: EXPIRED,
    });
    expect(
      (await identity.call('POST', '/api/v1/auth/refresh', { refreshToken: session.refreshToken })).status,
    ).toBe(401);
    expect((await login(vendor.email)).status).toBe(403);
    const row = await profileRow(vendor.id);
    expect(row).toMatchObject({ is_active: false, status_notes: 'Closed the farm' });
    expect(row.deleted_at).toBeInstanceOf(Date);
    expect(await statusEvents(vendor.id)).toEqual([
      { userId: vendor.id, status: 'deleted', notes: 'Closed the farm', by: adminId, role: 'vendor' },
    ]);
    // Final: no action brings a deleted account back.
    for (const action of ['activate', 'suspend', 'delete'])
      expect(await act(vendor.id, { action })).toEqual({
        status: 409,
        body: { statusCode: 409, message: 'This account has been deleted' },
      });
    expect(await statusEvents(vendor.id)).toHaveLength(1);
  });

  it('gives admin accounts no actions: 409 and nothing changes', async () => {
    const before = await profileRow(adminId);
    for (const action of ['suspend', 'activate', 'delete'])
      expect(await act(adminId, { action })).toEqual({
        status: 409,
        body: { statusCode: 409, message: 'Admin accounts cannot be suspended, activated or deleted' },
      });
    expect(await profileRow(adminId)).toEqual(before);
    expect(await statusEvents(adminId)).toEqual([]);
    expect((await identity.call('GET', '/api/v1/me', undefined, admin.accessToken)).status).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for a bad body, changing nothing', async () => {
    for (const id of [randomUUID(), 'not-an-id'])
      expect(await act(id, { action: 'suspend' })).toEqual({
        status: 404,
        body: { statusCode: 404, message: 'User not found' },
      });
    const user = await signUp();
    for (const [body, message] of [
      [{}, 'Action must be suspend, activate or delete'],
      [{ action: 'ban' }, 'Action must be suspend, activate or delete'],
      [{ action: 'suspend', notes: 42 }, 'Notes must be text'],
      [{ action: 'suspend', notes: 'x'.repeat(1001) }, 'Notes must be at most 1000 characters'],
      [{ action: 'suspend', reason: 'hi' }, 'Unknown field: reason'],
    ] as const) {
      const answer = await act(user.id, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message });
    }
    expect((await profileRow(user.id)).is_active).toBe(true);
    expect(await statusEvents(user.id)).toEqual([]);
  });

  it('admins only: guests 401; consumers, vendors and sales managers (even approved) 403', async () => {
    const target = await signUp();
    const manager = await signUp('sales_manager');
    await db.query(`UPDATE profiles SET is_approved = true WHERE id = $1`, [manager.id]);
    const tokens = await Promise.all(
      [await signUp('consumer'), await signUp('vendor'), manager].map(
        async (user) => (await login(user.email)).body.accessToken,
      ),
    );
    expect(await act(target.id, { action: 'suspend' }, null)).toEqual({ status: 401, body: EXPIRED });
    for (const token of tokens)
      expect(await act(target.id, { action: 'suspend' }, token)).toEqual({
        status: 403,
        body: { statusCode: 403, message: 'Access denied. Supreme Admin role required.' },
      });
    expect((await profileRow(target.id)).is_active).toBe(true);
    expect(await statusEvents(target.id)).toEqual([]);
  });

  it('publishes the route in the OpenAPI document, behind a bearer token', async () => {
    const doc = await identity.call<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>(
      'GET',
      '/openapi.json',
    );
    expect(doc.body.paths['/api/v1/admin/users/{id}/actions']?.post?.security).toEqual([{ bearer: [] }]);
  });
});
