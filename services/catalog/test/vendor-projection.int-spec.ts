import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  UserApprovalChanged,
  UserProfileUpdated,
  UserRegistered,
  type EventEnvelope,
  type ProductListResponse,
  type ProductView,
} from '@ihe/contracts';
import { InboxService } from '@ihe/platform';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import {
  VENDOR_PROJECTION_CONSUMER,
  VendorProjectionService,
} from '../src/vendors/vendor-projection.service.js';
import { startTestCatalog, waitFor, type TestCatalog } from './catalog-test-app.js';

const VENDOR = '0b6f4a4e-3d8e-4f7a-9c1d-5a2b3c4d5e01';
const LATE_VENDOR = '0b6f4a4e-3d8e-4f7a-9c1d-5a2b3c4d5e02';
const CONSUMER = '0b6f4a4e-3d8e-4f7a-9c1d-5a2b3c4d5e03';

const registered = (
  userId: string,
  role: 'vendor' | 'consumer',
  fullName: string,
  businessName: string | null,
) =>
  UserRegistered.create({
    userId,
    role,
    email: `${userId.slice(-2)}@farm.ng`,
    fullName,
    phoneNumber: '+2348031234567',
    businessName,
    isFarmer: role === 'vendor',
    isApproved: role === 'vendor' ? false : true,
    createdAt: new Date().toISOString(),
  });

const renamed = (
  userId: string,
  changed: { fullName?: string; businessName?: string | null; phoneNumber?: string },
) => UserProfileUpdated.create({ userId, role: 'vendor', changed });

describe('catalog: vendor names from identity events', () => {
  let env: ServiceTestEnv;
  let catalog: TestCatalog;
  let productId: string;
  /** Handled (settled) events per handler, counted around the real projection. */
  const settled: Record<string, number> = { registered: 0, updated: 0, approval: 0 };

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    catalog = await startTestCatalog();
    const projection = catalog.app.get(VendorProjectionService);
    const count =
      <A extends unknown[]>(key: string, fn: (...args: A) => Promise<void>) =>
      async (...args: A) => {
        try {
          await fn.apply(projection, args);
        } finally {
          settled[key]++;
        }
      };
    projection.onRegistered = count('registered', projection.onRegistered);
    projection.onProfileUpdated = count('updated', projection.onProfileUpdated);
    projection.onApprovalChanged = count('approval', projection.onApprovalChanged);
    productId = (
      await catalog.writer.create({
        name: 'Benue white yam',
        category: 'yam',
        basePrice: 1000,
        stockQuantity: 40,
        vendorId: VENDOR,
      })
    ).id;
  });

  afterAll(async () => {
    await catalog?.app.close();
    await env?.cleanup();
  });

  const publish = (event: EventEnvelope) => catalog.bus.publish(event);
  const vendorInListing = async () =>
    (await catalog.get<ProductListResponse>('/api/v1/products')).body.items.find(
      (item) => item.id === productId,
    )!.vendor;
  const vendorRow = async (id: string) =>
    (
      await catalog.db.query(
        `SELECT role, full_name, business_name, phone_number, is_approved FROM vendors WHERE id = $1`,
        [id],
      )
    )[0];

  it('shows no vendor names before the vendor is known', async () => {
    expect(await vendorInListing()).toEqual({ id: VENDOR, fullName: null, businessName: null });
  });

  it('picks up the names from user.registered', async () => {
    await publish(registered(VENDOR, 'vendor', 'Terkaa Iorember', 'Benue Golden Yams Cooperative'));
    await waitFor(() => settled.registered === 1);
    expect(await vendorInListing()).toEqual({
      id: VENDOR,
      fullName: 'Terkaa Iorember',
      businessName: 'Benue Golden Yams Cooperative',
    });
    const one = await catalog.get<ProductView>(`/api/v1/products/${productId}`);
    expect(one.body.vendor).toEqual({
      id: VENDOR,
      fullName: 'Terkaa Iorember',
      businessName: 'Benue Golden Yams Cooperative',
    });
    expect(await vendorRow(VENDOR)).toEqual({
      role: 'vendor',
      full_name: 'Terkaa Iorember',
      business_name: 'Benue Golden Yams Cooperative',
      phone_number: '+2348031234567',
      is_approved: false,
    });
  });

  it('shows new names after user.profile-updated, and a redelivered old event changes nothing', async () => {
    const first = renamed(VENDOR, { businessName: 'Makurdi Yam Growers' });
    const second = renamed(VENDOR, { businessName: 'Benue Yam Alliance', fullName: 'Terkaa I. Iorember' });
    await publish(first);
    await waitFor(() => settled.updated === 1);
    expect(await vendorInListing()).toMatchObject({
      businessName: 'Makurdi Yam Growers',
      fullName: 'Terkaa Iorember',
    });
    await publish(second);
    await waitFor(() => settled.updated === 2);
    await publish(first); // the bus may deliver an event again: the inbox has it already
    await waitFor(() => settled.updated === 3);
    expect(await vendorInListing()).toEqual({
      id: VENDOR,
      fullName: 'Terkaa I. Iorember',
      businessName: 'Benue Yam Alliance',
    });
    expect(await catalog.app.get(InboxService).hasHandled(first.id, VENDOR_PROJECTION_CONSUMER)).toBe(true);
  });

  it('ignores a repeated user.registered and other roles', async () => {
    const repeated = registered(VENDOR, 'vendor', 'Someone Else', 'Other Farm');
    await publish(repeated);
    await publish(repeated);
    await publish(registered(CONSUMER, 'consumer', 'Chidi Eze', null));
    await waitFor(() => settled.registered === 4);
    expect(await vendorInListing()).toEqual({
      id: VENDOR,
      fullName: 'Terkaa I. Iorember',
      businessName: 'Benue Yam Alliance',
    });
    expect(await vendorRow(CONSUMER)).toBeUndefined();
  });

  it('keeps approval current from user.approval-changed', async () => {
    await publish(UserApprovalChanged.create({ userId: VENDOR, role: 'vendor', isApproved: true, by: null }));
    await waitFor(() => settled.approval === 1);
    expect((await vendorRow(VENDOR)).is_approved).toBe(true);
  });

  it('keeps newer names when a profile update arrives before the registration', async () => {
    await publish(renamed(LATE_VENDOR, { businessName: 'Kano Grain Hub' }));
    await waitFor(() => settled.updated === 4);
    await publish(registered(LATE_VENDOR, 'vendor', 'Aminu Kura', 'Kano Grain Merchants'));
    await waitFor(() => settled.registered === 5);
    expect(await vendorRow(LATE_VENDOR)).toMatchObject({
      full_name: 'Aminu Kura',
      business_name: 'Kano Grain Hub',
      role: 'vendor',
    });
  });
});
