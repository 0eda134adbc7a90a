import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { ProductLowStock, UserProfileUpdated, UserRegistered, type EventEnvelope } from '@ihe/contracts';
import { EVENT_BUS, InboxService, type EventBus } from '@ihe/platform';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { startFakeWhatsAppCloudApi, type FakeWhatsAppCloudApi } from '@ihe/whatsapp-cloud-fake';
import { PRODUCT_LOW_STOCK_CONSUMER } from '../src/vendor-notices/low-stock-notice.service.js';
import { VENDOR_CONTACTS_CONSUMER } from '../src/vendor-notices/vendor-contacts.handler.js';
import {
  NOTIFICATIONS_TEST_ENV,
  startTestNotifications,
  TEST_ACCESS_TOKEN,
  waitFor,
  type TestNotifications,
} from './notifications-test-app.js';

const VENDOR = '5d4c3b2a-0000-4000-8000-0000000000b1';
const PRODUCT = '5d4c3b2a-0000-4000-8000-0000000000c1';

describe('product.low-stock → the vendor gets one WhatsApp message per crossing', () => {
  let env: ServiceTestEnv;
  let fake: FakeWhatsAppCloudApi;
  let service: TestNotifications;

  beforeAll(async () => {
    env = await prepareServiceTestEnv(NOTIFICATIONS_TEST_ENV);
    fake = await startFakeWhatsAppCloudApi({ accessToken: TEST_ACCESS_TOKEN });
    service = await startTestNotifications();
    await service.configure(fake);
  });

  beforeEach(() => fake.reset());

  afterAll(async () => {
    await service?.close();
    await fake?.close();
    await env?.cleanup();
  });

  const deliver = async (event: EventEnvelope, consumer: string) => {
    await service.app.get<EventBus>(EVENT_BUS).publish(event);
    await waitFor(() => service.app.get(InboxService).hasHandled(event.id, consumer));
    await service.settle();
  };
  const lowStock = (vendorId = VENDOR, stockQuantity = 8.5) =>
    ProductLowStock.create({ productId: PRODUCT, name: 'Yam (Abuja white)', vendorId, stockQuantity });
  const vendorLog = (): Promise<Array<Record<string, unknown>>> =>
    service.db.query(
      `SELECT notice, recipient_type, recipient_number, status, message_content FROM whatsapp_notifications
        WHERE recipient_key = $1 ORDER BY created_at`,
      [VENDOR],
    );
  const text = (stock: string) =>
    [
      `⚠️ *Low stock*, Okafor Farms: Yam (Abuja white) has only ${stock} kg left on Ihe Market.`,
      '',
      'Restock it in your vendor dashboard (Inventory) so buyers can keep ordering.',
    ].join('\n');

  it('sends nothing for a vendor it has never heard of', async () => {
    await deliver(lowStock(randomUUID()), PRODUCT_LOW_STOCK_CONSUMER);
    expect(fake.messages()).toEqual([]);
  });

  it("texts the vendor's registered number once, even when the event comes again", async () => {
    await deliver(
      UserRegistered.create({
        userId: VENDOR,
        role: 'vendor',
        email: 'ada@okafor.ng',
        fullName: 'Ada Okafor',
        phoneNumber: '0803 111 2222',
        businessName: 'Okafor Farms',
        isFarmer: true,
        isApproved: null,
        createdAt: new Date().toISOString(),
      }),
      VENDOR_CONTACTS_CONSUMER,
    );
    const event = lowStock();
    await deliver(event, PRODUCT_LOW_STOCK_CONSUMER);
    expect(fake.messages().map((message) => [message.to, message.text])).toEqual([
      ['2348031112222', text('8.5')],
    ]);
    expect(await vendorLog()).toEqual([
      {
        notice: 'vendor_low_stock',
        recipient_type: 'vendor',
        recipient_number: '2348031112222',
        status: 'sent',
        message_content: text('8.5'),
      },
    ]);
    await service.app.get<EventBus>(EVENT_BUS).publish(event);
    await deliver(lowStock(randomUUID()), PRODUCT_LOW_STOCK_CONSUMER); // after the duplicate was refused
    expect(fake.messages()).toHaveLength(1);
    expect(await vendorLog()).toHaveLength(1);
  });

  it("follows the vendor's phone changes: the next crossing goes to the new number", async () => {
    await deliver(
      UserProfileUpdated.create({
        userId: VENDOR,
        role: 'vendor',
        changed: { phoneNumber: '+234 809 999 0000' },
      }),
      VENDOR_CONTACTS_CONSUMER,
    );
    await deliver(lowStock(VENDOR, 10), PRODUCT_LOW_STOCK_CONSUMER);
    expect(fake.messages().map((message) => [message.to, message.text])).toEqual([
      ['2348099990000', text('10')],
    ]);
  });
});
