import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { OrderStatusChanged, type EventEnvelope, type OrderStatus } from '@ihe/contracts';
import { EVENT_BUS, InboxService, type EventBus } from '@ihe/platform';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { startFakeWhatsAppCloudApi, type FakeWhatsAppCloudApi } from '@ihe/whatsapp-cloud-fake';
import { WHATSAPP_MESSAGES } from '../src/notifications.messages.js';
import { ORDER_STATUS_CHANGED_CONSUMER } from '../src/order-status-notices/order-status-notice.service.js';
import type { OrderPlacedPayload } from '../src/templates/placeholder-values.js';
import { orderPlacedEvent, twoVendorOrder, VENDOR_A, VENDOR_B } from './order-placed-fixture.js';
import {
  NOTIFICATIONS_TEST_ENV,
  startTestNotifications,
  TEST_ACCESS_TOKEN,
  waitFor,
  type TestNotifications,
} from './notifications-test-app.js';

const CUSTOMER_NUMBER = '2348033333333';

describe('order.status-changed → the customer hears when a vendor ships and delivers its part', () => {
  let env: ServiceTestEnv;
  let fake: FakeWhatsAppCloudApi;
  let service: TestNotifications;
  let order: OrderPlacedPayload;

  beforeAll(async () => {
    env = await prepareServiceTestEnv(NOTIFICATIONS_TEST_ENV);
    fake = await startFakeWhatsAppCloudApi({ accessToken: TEST_ACCESS_TOKEN });
    service = await startTestNotifications();
    await service.configure(fake);
    order = twoVendorOrder();
    await service.deliver(orderPlacedEvent(order));
  });

  beforeEach(() => fake.reset());

  afterAll(async () => {
    await service?.close();
    await fake?.close();
    await env?.cleanup();
  });

  const ref = () => `IHE-${order.orderId.slice(-6).toUpperCase()}`;
  const changed = (
    vendor: typeof VENDOR_A,
    from: OrderStatus,
    to: OrderStatus,
    phone: string | null = order.customer.phone,
  ) =>
    OrderStatusChanged.create({
      orderId: order.orderId,
      consumerId: order.customer.id,
      from: 'pending',
      to: 'pending',
      by: vendor.id,
      vendorId: vendor.id,
      occurredAt: new Date().toISOString(),
      fulfilment: { vendorId: vendor.id, from, to },
      lines: order.lines
        .filter((line) => line.vendorId === vendor.id)
        .map(({ productId, quantity, unitPrice, basePrice }) => ({
          productId,
          quantity,
          unitPrice,
          basePrice,
        })),
      vendorIds: [vendor.id],
      customer: { name: order.customer.name, phone },
    });
  const deliver = async (event: EventEnvelope) => {
    await service.app.get<EventBus>(EVENT_BUS).publish(event);
    await waitFor(() => service.app.get(InboxService).hasHandled(event.id, ORDER_STATUS_CHANGED_CONSUMER));
    await service.settle();
  };
  const noticeLog = (): Promise<Array<Record<string, unknown>>> =>
    service.db.query(
      `SELECT notice, recipient_key, recipient_number, status, message_content, error_message,
              provider_message_id IS NOT NULL AS has_provider_id
         FROM whatsapp_notifications WHERE order_id = $1 AND notice IS NOT NULL ORDER BY created_at`,
      [order.orderId],
    );

  it('sends nothing when a part is confirmed or cancelled', async () => {
    await deliver(changed(VENDOR_A, 'pending', 'confirmed'));
    await deliver(changed(VENDOR_B, 'pending', 'cancelled'));
    expect(fake.messages()).toEqual([]);
    expect(await noticeLog()).toEqual([]);
  });

  it('texts the customer once when a part ships, naming the vendor and its items, even when the event comes again', async () => {
    const shipped = changed(VENDOR_A, 'confirmed', 'shipped');
    await deliver(shipped);
    const text = [
      `🚚 Hello Chiamaka Obi, your Ihe Market order ${ref()} is on its way!`,
      '',
      'Okafor Farms has shipped:',
      '• Yam (Abuja white) × 5 kg',
      '• Plantain × 2 kg',
      '',
      "We'll message you again when it is delivered.",
    ].join('\n');
    expect(fake.messages().map((message) => [message.to, message.text])).toEqual([[CUSTOMER_NUMBER, text]]);
    expect(await noticeLog()).toEqual([
      {
        notice: 'customer_order_shipped',
        recipient_key: `shipped:${VENDOR_A.id}`,
        recipient_number: CUSTOMER_NUMBER,
        status: 'sent',
        message_content: text,
        error_message: null,
        has_provider_id: true,
      },
    ]);
    // The same event again, and another event for the same step: nothing more.
    await deliver(shipped);
    await deliver(changed(VENDOR_A, 'confirmed', 'shipped'));
    expect(fake.messages()).toHaveLength(1);
    expect(await noticeLog()).toHaveLength(1);
  });

  it('texts the customer once when the part is delivered', async () => {
    const delivered = changed(VENDOR_A, 'shipped', 'delivered');
    await deliver(delivered);
    await deliver(delivered);
    expect(fake.messages().map((message) => [message.to, message.text])).toEqual([
      [
        CUSTOMER_NUMBER,
        [
          `📦 Hello Chiamaka Obi, your Ihe Market order ${ref()} from Okafor Farms has been delivered:`,
          '• Yam (Abuja white) × 5 kg',
          '• Plantain × 2 kg',
          '',
          'Thank you for shopping with Ihe Market!',
        ].join('\n'),
      ],
    ]);
    expect((await noticeLog()).map((row) => [row.notice, row.status])).toEqual([
      ['customer_order_shipped', 'sent'],
      ['customer_order_delivered', 'sent'],
    ]);
  });

  it('logs nothing and sends nothing while WhatsApp is disabled, like the order messages', async () => {
    await service.configure(fake, { whatsappEnabled: false });
    try {
      await deliver(changed(VENDOR_B, 'confirmed', 'shipped'));
    } finally {
      await service.configure(fake);
    }
    expect(fake.messages()).toEqual([]);
    expect(await noticeLog()).toHaveLength(2);
  });

  it('logs an unusable customer number as failed and sends nothing; a missing one is skipped', async () => {
    await deliver(changed(VENDOR_B, 'shipped', 'delivered', null));
    expect(await noticeLog()).toHaveLength(2);
    await deliver(changed(VENDOR_B, 'confirmed', 'shipped', '12345'));
    expect(fake.messages()).toEqual([]);
    expect((await noticeLog()).at(-1)).toMatchObject({
      recipient_key: `shipped:${VENDOR_B.id}`,
      recipient_number: '12345',
      status: 'failed',
      error_message: WHATSAPP_MESSAGES.invalidRecipient,
    });
  });
});
