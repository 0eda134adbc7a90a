import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  VendorVerificationDecided,
  VERIFICATION_DECISIONS,
  VERIFICATION_MESSAGES,
  VERIFICATION_STATUSES,
  type AdminVendorVerificationItem,
} from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { outboxCount, startTestVerification, type TestVerification } from './verification-test-app.js';

const ADMIN = '9a1b2c3d-0000-4000-8000-00000000ad01';

describe('verification: admin decisions', () => {
  let env: ServiceTestEnv;
  let service: TestVerification;
  let adminToken: string;

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    service = await startTestVerification();
    adminToken = await service.tokenFor('admin', ADMIN);
  });

  afterAll(async () => {
    await service?.close();
    await env?.cleanup();
  });

  const decide = (vendorId: string, body: unknown, token = adminToken) =>
    service.call<AdminVendorVerificationItem & { message?: string }>(
      'POST',
      `/api/v1/admin/vendor-verifications/${vendorId}/decision`,
      body,
      token,
    );
  const requestRow = async (vendorId: string) =>
    (
      await service.db.query(
        `SELECT status, admin_notes, processed_at, processed_by, updated_at FROM verification_requests WHERE vendor_id = $1`,
        [vendorId],
      )
    )[0];
  const decidedEvents = async (vendorId: string) =>
    (
      await service.db.query(
        `SELECT payload FROM outbox WHERE name = $1 AND payload->'payload'->>'vendorId' = $2`,
        [VendorVerificationDecided.name, vendorId],
      )
    ).map((row: { payload: unknown }) => VendorVerificationDecided.parse(row.payload as never).payload);

  it('records a decision on a pending request and publishes vendor.verification-decided with it', async () => {
    const vendor = await service.registerVendor();
    const answer = await decide(vendor.id, { status: 'approved', adminNotes: '  CAC certificate checked  ' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      vendorId: vendor.id,
      email: vendor.email,
      fullName: vendor.fullName,
      businessName: vendor.businessName,
      businessAddress: vendor.businessAddress,
      phone: vendor.phoneNumber,
      isFarmer: true,
      status: 'approved',
      adminNotes: 'CAC certificate checked',
      documentsSubmitted: [],
      processedBy: ADMIN,
    });
    const row = await requestRow(vendor.id);
    expect(row).toMatchObject({
      status: 'approved',
      admin_notes: 'CAC certificate checked',
      processed_by: ADMIN,
    });
    expect(answer.body.processedAt).toBe(row.processed_at.toISOString());
    expect(await decidedEvents(vendor.id)).toEqual([
      {
        vendorId: vendor.id,
        status: 'approved',
        adminNotes: 'CAC certificate checked',
        processedBy: ADMIN,
        processedAt: row.processed_at.toISOString(),
        email: vendor.email,
        fullName: vendor.fullName,
        businessName: vendor.businessName,
        phoneNumber: vendor.phoneNumber,
      },
    ]);
  });

  // Each status × each decision: only pending can be decided; anything else is 409 and changes nothing.
  for (const from of VERIFICATION_STATUSES) {
    for (const decision of VERIFICATION_DECISIONS) {
      it(`${from} + ${decision} → ${from === 'pending' ? '200' : '409, nothing changed'}`, async () => {
        const vendor = await service.registerVendor();
        await service.setStatus(vendor.id, from);
        const before = await requestRow(vendor.id);
        const events = await outboxCount(service.db);
        const answer = await decide(vendor.id, { status: decision, adminNotes: 'noted' });
        if (from === 'pending') {
          expect(answer.status).toBe(200);
          expect(answer.body.status).toBe(decision);
          expect(await requestRow(vendor.id)).toMatchObject({ status: decision, admin_notes: 'noted' });
          expect(await decidedEvents(vendor.id)).toHaveLength(1);
        } else {
          expect(answer.status).toBe(409);
          expect(answer.body.message).toBe(VERIFICATION_MESSAGES.alreadyProcessed);
          expect(await requestRow(vendor.id)).toEqual(before);
          expect(await outboxCount(service.db)).toBe(events);
        }
      });
    }
  }

  it('lets only one of two admins deciding at once win', async () => {
    const vendor = await service.registerVendor();
    const answers = await Promise.all([
      decide(vendor.id, { status: 'approved' }),
      decide(vendor.id, { status: 'rejected' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await decidedEvents(vendor.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown vendor and 400 for a bad body, writing nothing', async () => {
    const vendor = await service.registerVendor();
    const before = await requestRow(vendor.id);
    const events = await outboxCount(service.db);
    expect((await decide('4b0f0000-0000-4000-8000-000000000000', { status: 'approved' })).status).toBe(404);
    expect((await decide('not-a-uuid', { status: 'approved' })).status).toBe(404);
    const bad: Array<[unknown, string]> = [
      [{}, VERIFICATION_MESSAGES.decisionStatus],
      [{ status: 'pending' }, VERIFICATION_MESSAGES.decisionStatus],
      [{ status: 'maybe' }, VERIFICATION_MESSAGES.decisionStatus],
      [{ status: 'approved', adminNotes: 42 }, VERIFICATION_MESSAGES.adminNotesText],
      [{ status: 'approved', adminNotes: 'x'.repeat(2001) }, VERIFICATION_MESSAGES.adminNotesTooLong],
      [{ status: 'approved', approvedBy: 'me' }, 'Unknown field: approvedBy'],
    ];
    for (const [body, message] of bad) {
      const answer = await decide(vendor.id, body);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    expect(await requestRow(vendor.id)).toEqual(before);
    expect(await outboxCount(service.db)).toBe(events);
  });

  it('refuses the admin routes to vendors, consumers and sales managers (403) and guests (401)', async () => {
    const vendor = await service.registerVendor();
    for (const role of ['vendor', 'consumer', 'sales_manager'] as const) {
      const token = await service.tokenFor(role, role === 'vendor' ? vendor.id : undefined);
      expect((await service.call('GET', '/api/v1/admin/vendor-verifications', undefined, token)).status).toBe(
        403,
      );
      expect((await decide(vendor.id, { status: 'approved' }, token)).status).toBe(403);
    }
    expect((await service.call('GET', '/api/v1/admin/vendor-verifications')).status).toBe(401);
    expect(
      (
        await service.call('POST', `/api/v1/admin/vendor-verifications/${vendor.id}/decision`, {
          status: 'approved',
        })
      ).status,
    ).toBe(401);
    expect((await requestRow(vendor.id)).status).toBe('pending');
  });
});
