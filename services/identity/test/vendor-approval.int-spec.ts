import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  UserApprovalChanged,
  VendorVerificationDecided,
  type EventEnvelope,
  type UserProfile,
  type VerificationDecision,
} from '@ihe/contracts';
import { EVENT_BUS, InboxService, type EventBus } from '@ihe/platform';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { VERIFICATION_DECIDED_CONSUMER } from '../src/vendor-approval/vendor-approval.service.js';
import { signupBody, startTestIdentity, waitFor, type TestIdentity } from './identity-test-app.js';

const ADMIN = '9a1b2c3d-0000-4000-8000-00000000ad01';

describe('identity: a vendor is approved or rejected from vendor.verification-decided', () => {
  let env: ServiceTestEnv;
  let identity: TestIdentity;
  let db: DataSource;
  let bus: EventBus;

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    identity = await startTestIdentity();
    db = identity.app.get(DataSource);
    bus = identity.app.get<EventBus>(EVENT_BUS);
  });

  afterAll(async () => {
    await identity?.app.close();
    await env?.cleanup();
  });

  const signUpVendor = async () =>
    (await identity.call<{ user: UserProfile }>('POST', '/api/v1/auth/signup', signupBody('vendor'))).body
      .user;
  const decided = (vendorId: string, status: VerificationDecision) =>
    VendorVerificationDecided.create({
      vendorId,
      status,
      adminNotes: null,
      processedBy: ADMIN,
      processedAt: new Date().toISOString(),
      email: null,
      fullName: null,
      businessName: null,
      phoneNumber: null,
    });
  const inbox = () => identity.app.get(InboxService);
  const deliver = async (event: EventEnvelope) => {
    await bus.publish(event);
    await waitFor(() => inbox().hasHandled(event.id, VERIFICATION_DECIDED_CONSUMER));
  };
  const profile = async (id: string) =>
    (await db.query(`SELECT is_approved, updated_at FROM profiles WHERE id = $1`, [id]))[0];
  const approvalEvents = async (id: string) =>
    (
      await db.query(`SELECT payload FROM outbox WHERE name = $1 AND payload->'payload'->>'userId' = $2`, [
        UserApprovalChanged.name,
        id,
      ])
    ).map((row: { payload: EventEnvelope }) => UserApprovalChanged.parse(row.payload).payload);

  it('approves the vendor once, and a redelivered decision changes and publishes nothing', async () => {
    const vendor = await signUpVendor();
    const before = await profile(vendor.id);
    expect(before.is_approved).toBe(false);
    const approved = decided(vendor.id, 'approved');
    await deliver(approved);
    const after = await profile(vendor.id);
    expect(after.is_approved).toBe(true);
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
    expect(await approvalEvents(vendor.id)).toEqual([
      { userId: vendor.id, role: 'vendor', isApproved: true, by: ADMIN },
    ]);
    await bus.publish(approved);
    await bus.publish(approved);
    // A later event for another vendor is handled after them on the same queue's consumers.
    await deliver(decided(randomUUID(), 'approved'));
    expect(await profile(vendor.id)).toEqual(after);
    expect(await approvalEvents(vendor.id)).toHaveLength(1);
  });

  it('rejects (is_approved false) and leaves it as it is when documents are asked for', async () => {
    const vendor = await signUpVendor();
    await db.query(`UPDATE profiles SET is_approved = true WHERE id = $1`, [vendor.id]);
    await deliver(decided(vendor.id, 'requires_documents'));
    expect((await profile(vendor.id)).is_approved).toBe(true);
    expect(await approvalEvents(vendor.id)).toEqual([]);
    await deliver(decided(vendor.id, 'rejected'));
    expect((await profile(vendor.id)).is_approved).toBe(false);
    expect(await approvalEvents(vendor.id)).toEqual([
      { userId: vendor.id, role: 'vendor', isApproved: false, by: ADMIN },
    ]);
  });

  it("shows the approval in the vendor's own profile", async () => {
    const vendor = await signUpVendor();
    await deliver(decided(vendor.id, 'approved'));
    const login = await identity.call<{ accessToken: string }>('POST', '/api/v1/auth/login', {
      email: vendor.email,
      password: 'Harvest2026',
    });
    const me = await identity.call<UserProfile>('GET', '/api/v1/me', undefined, login.body.accessToken);
    expect(me.body.isApproved).toBe(true);
  });
});
