import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  UserProfileUpdated,
  UserRegistered,
  VendorRegistered,
  type VendorVerificationView,
} from '@ihe/contracts';
import { prepareServiceTestEnv, sleep, type ServiceTestEnv } from '@ihe/platform/testing';
import { startTestVerification, vendorSignupEvents, type TestVerification } from './verification-test-app.js';

describe('verification: requests opened from identity events, and the vendor view', () => {
  let env: ServiceTestEnv;
  let service: TestVerification;

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    service = await startTestVerification();
  });

  afterAll(async () => {
    await service?.close();
    await env?.cleanup();
  });

  const requestsOf = (vendorId: string) =>
    service.db.query(
      `SELECT status, admin_notes, processed_at FROM verification_requests WHERE vendor_id = $1`,
      [vendorId],
    );
  const directoryRow = async (vendorId: string) =>
    (
      await service.db.query(
        `SELECT email, full_name, business_name, business_address, phone_number, is_farmer FROM vendors WHERE id = $1`,
        [vendorId],
      )
    )[0];

  it('opens one pending request on vendor.registered, and a redelivery opens nothing', async () => {
    const vendor = await service.registerVendor();
    const [, registered] = vendorSignupEvents(vendor);
    expect(await requestsOf(vendor.id)).toEqual([
      { status: 'pending', admin_notes: null, processed_at: null },
    ]);
    // The same vendor announced again: the event as redelivered, and as a new event for the same vendor.
    await service.deliver(registered, registered);
    await service.deliver(
      VendorRegistered.create({
        vendorId: vendor.id,
        businessName: 'Other',
        businessAddress: null,
        isFarmer: false,
        phoneNumber: '+2348000000000',
      }),
    );
    expect(await requestsOf(vendor.id)).toHaveLength(1);
    expect(await directoryRow(vendor.id)).toEqual({
      email: vendor.email,
      full_name: vendor.fullName,
      business_name: vendor.businessName,
      business_address: vendor.businessAddress,
      phone_number: vendor.phoneNumber,
      is_farmer: true,
    });
  });

  it('keeps the vendor directory current from user.profile-updated, whatever the order', async () => {
    const vendor = await service.registerVendor();
    const update = UserProfileUpdated.create({
      userId: vendor.id,
      role: 'vendor',
      changed: { businessName: 'Ibadan Cassava Hub', email: 'new@farm.ng', businessAddress: '3 Ring Road' },
    });
    await service.deliver(update, update);
    // A late (redelivered) registration does not undo the newer names.
    await service.deliver(vendorSignupEvents(vendor)[0]);
    expect(await directoryRow(vendor.id)).toMatchObject({
      email: 'new@farm.ng',
      business_name: 'Ibadan Cassava Hub',
      business_address: '3 Ring Road',
      full_name: vendor.fullName,
    });
  });

  it('ignores accounts that are not vendors', async () => {
    const consumer = UserRegistered.create({
      userId: '6f1c2a4e-3d8e-4f7a-9c1d-5a2b3c4d5e99',
      role: 'consumer',
      email: 'chidi@farm.ng',
      fullName: 'Chidi Eze',
      phoneNumber: '+2348030000000',
      businessName: null,
      isFarmer: false,
      isApproved: true,
      createdAt: new Date().toISOString(),
    });
    await service.bus.publish(consumer);
    const vendor = await service.registerVendor();
    await sleep(300); // the consumer's event writes nothing to wait for: give it time to be handled
    expect(await directoryRow(consumer.payload.userId)).toBeUndefined();
    expect(await requestsOf(vendor.id)).toHaveLength(1);
  });

  it('shows a vendor only its own request; one with none gets 404; other roles 403; guests 401', async () => {
    const vendor = await service.registerVendor();
    const own = await service.call<VendorVerificationView>(
      'GET',
      '/api/v1/vendor/verification',
      undefined,
      await service.tokenFor('vendor', vendor.id),
    );
    expect(own.status).toBe(200);
    expect(own.body).toEqual({
      status: 'pending',
      adminNotes: null,
      createdAt: expect.any(String),
      processedAt: null,
    });
    const stranger = await service.call(
      'GET',
      '/api/v1/vendor/verification',
      undefined,
      await service.tokenFor('vendor'),
    );
    expect(stranger.status).toBe(404);
    for (const role of ['consumer', 'admin', 'sales_manager'] as const) {
      const answer = await service.call(
        'GET',
        '/api/v1/vendor/verification',
        undefined,
        await service.tokenFor(role),
      );
      expect(answer.status).toBe(403);
    }
    expect((await service.call('GET', '/api/v1/vendor/verification')).status).toBe(401);
  });
});
