import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { EVENT_BUS, type EventBus } from '@ihe/platform';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { startFakeWhatsAppCloudApi, type FakeWhatsAppCloudApi } from '@ihe/whatsapp-cloud-fake';
import { orderPlacedEvent, twoVendorOrder, VENDOR_A, VENDOR_B } from './order-placed-fixture.js';
import {
  ADMIN_NUMBER,
  COMPANY_NUMBER,
  MAX_ATTEMPTS,
  NOTIFICATIONS_TEST_ENV,
  observeOutcomes,
  startTestNotifications,
  TEST_ACCESS_TOKEN,
  TEST_PHONE_ID,
  waitFor,
  type Outcome,
  type TestNotifications,
} from './notifications-test-app.js';

const digits = (phone: string) => phone.replace(/\D/g, '');
const CUSTOMER = '2348033333333';

describe('order.placed → WhatsApp messages', () => {
  let env: ServiceTestEnv;
  let fake: FakeWhatsAppCloudApi;
  let service: TestNotifications;
  let observer: { outcomes: Outcome[]; stop(): Promise<void> };

  beforeAll(async () => {
    env = await prepareServiceTestEnv(NOTIFICATIONS_TEST_ENV);
    fake = await startFakeWhatsAppCloudApi({ accessToken: TEST_ACCESS_TOKEN });
    service = await startTestNotifications();
    observer = await observeOutcomes();
    await service.configure(fake);
  });

  afterEach(async () => {
    fake.clearBehaviours();
    fake.reset();
    await service.configure(fake);
  });

  afterAll(async () => {
    await service?.close();
    await observer?.stop();
    await fake?.close();
    await env?.cleanup();
  });

  const outcomeOf = async (orderId: string) => {
    await waitFor(() => observer.outcomes.some((outcome) => outcome.orderId === orderId));
    return observer.outcomes.filter((outcome) => outcome.orderId === orderId);
  };
  const requestsTo = (number: string) => fake.requests().filter((request) => request.to === number);
  const runOf = async (orderId: string) =>
    service.db.query(
      `SELECT planned, skipped_reason, outcome_sent, outcome_published_at IS NOT NULL AS closed
         FROM order_notification_runs WHERE order_id = $1`,
      [orderId],
    );
  // What the service wrote, not what the bus carried (a duplicate would be in the outbox at once).
  const outcomeEventsOf = async (orderId: string) =>
    service.db.query(
      `SELECT payload->'payload' AS outcome FROM outbox
        WHERE name = 'notification.order-outcome' AND payload->'payload'->>'orderId' = $1`,
      [orderId],
    );

  it('sends exactly 5 messages for an order with two vendors, with the right texts and numbers', async () => {
    const order = twoVendorOrder();
    await service.deliver(orderPlacedEvent(order));

    const messages = fake.messages();
    expect(messages).toHaveLength(5);
    expect(
      messages.every((message) => message.phoneNumberId === TEST_PHONE_ID && message.type === 'text'),
    ).toBe(true);
    expect(messages.map((message) => message.to).sort()).toEqual(
      [
        digits(ADMIN_NUMBER),
        digits(COMPANY_NUMBER),
        digits(VENDOR_A.phone),
        '2348032222222',
        CUSTOMER,
      ].sort(),
    );
    const textTo = (number: string) => messages.find((message) => message.to === number)!.text!;
    expect(textTo(digits(ADMIN_NUMBER))).toContain(`New order* #${order.orderId}`);
    expect(textTo(digits(ADMIN_NUMBER))).toContain('• Rice (Ofada) × 10 kg — ₦18,000');
    expect(textTo(digits(ADMIN_NUMBER))).toContain('Placed: 22 Nov 2026, 14:05');
    expect(textTo(digits(COMPANY_NUMBER))).toContain(`Order to process* #${order.orderId}`);
    const okafor = textTo(digits(VENDOR_A.phone));
    expect(okafor).toContain(`New order for ${VENDOR_A.name}`);
    expect(okafor).toContain('You earn: *₦12,000*');
    expect(okafor).not.toContain('Rice');
    const bello = textTo('2348032222222');
    expect(bello).toContain(`New order for ${VENDOR_B.name}`);
    expect(bello).toContain('• Rice (Ofada) × 10 kg — ₦15,000');
    expect(bello).not.toContain('Yam');
    expect(textTo(CUSTOMER)).toContain('Thank you, Chiamaka Obi!');

    const log = await service.logOf(order.orderId);
    expect(log.map((row) => [row.recipient_type, row.status, row.attempts])).toEqual([
      ['admin', 'sent', 1],
      ['company', 'sent', 1],
      ['vendor', 'sent', 1],
      ['vendor', 'sent', 1],
      ['customer', 'sent', 1],
    ]);
    expect(log.map((row) => row.provider_message_id).sort()).toEqual(
      messages.map((message) => message.id).sort(),
    );
    for (const row of log) expect(textTo(row.recipient_number)).toBe(row.message_content);
    expect(await outcomeOf(order.orderId)).toEqual([
      { orderId: order.orderId, consumerId: order.customer.id, sent: 5, total: 5, disabled: false },
    ]);
  });

  it('sends nothing more when the same event (or another event for the same order) comes again', async () => {
    const order = twoVendorOrder();
    const event = orderPlacedEvent(order);
    await service.deliver(event);
    expect(fake.messages()).toHaveLength(5);

    const bus = service.app.get<EventBus>(EVENT_BUS);
    await bus.publish(event);
    await bus.publish(event);
    await service.deliver(orderPlacedEvent(order));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await service.settle();
    expect(fake.messages()).toHaveLength(5);
    expect(await service.logOf(order.orderId)).toHaveLength(5);
    expect(await outcomeOf(order.orderId)).toHaveLength(1);
  });

  it('retries a rate limit (429) and then sends', async () => {
    fake.behave({ answer: 429, to: CUSTOMER, times: 1 });
    const order = twoVendorOrder();
    await service.deliver(orderPlacedEvent(order));
    expect(requestsTo(CUSTOMER).map((request) => request.status)).toEqual([429, 200]);
    const customer = (await service.logOf(order.orderId)).find((row) => row.recipient_type === 'customer')!;
    expect(customer).toMatchObject({ status: 'sent', attempts: 2, error_message: null });
    expect((await outcomeOf(order.orderId))[0]).toMatchObject({ sent: 5, total: 5 });
  });

  it('retries the pair rate limit (131056) too', async () => {
    fake.behave({ answer: 400, code: 131056, to: digits(COMPANY_NUMBER), times: 2 });
    const order = twoVendorOrder();
    await service.deliver(orderPlacedEvent(order));
    expect(requestsTo(digits(COMPANY_NUMBER)).map((request) => request.status)).toEqual([400, 400, 200]);
  });

  it('marks a message failed after the bounded retries when the provider keeps answering 500', async () => {
    fake.behave({ answer: 500, to: digits(ADMIN_NUMBER) });
    const order = twoVendorOrder();
    await service.deliver(orderPlacedEvent(order));
    expect(requestsTo(digits(ADMIN_NUMBER))).toHaveLength(MAX_ATTEMPTS);
    const admin = (await service.logOf(order.orderId)).find((row) => row.recipient_type === 'admin')!;
    expect(admin).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, provider_message_id: null });
    expect(admin.error_message).toBe(
      `(#131000) Something went wrong (gave up after ${MAX_ATTEMPTS} attempts)`,
    );
    expect(fake.messages()).toHaveLength(4);
    expect((await outcomeOf(order.orderId))[0]).toMatchObject({ sent: 4, total: 5, disabled: false });
  });

  it('fails a 400 at once, without retrying', async () => {
    fake.behave({ answer: 400, code: 131026, to: CUSTOMER });
    const order = twoVendorOrder();
    await service.deliver(orderPlacedEvent(order));
    expect(requestsTo(CUSTOMER)).toHaveLength(1);
    const customer = (await service.logOf(order.orderId)).find((row) => row.recipient_type === 'customer')!;
    expect(customer).toMatchObject({ status: 'failed', attempts: 1 });
    expect(customer.error_message).toBe('(#131026) Message undeliverable: Unable to deliver message.');
  });

  it('does not let a recipient that hangs hold the others; the hung one fails without a repeat', async () => {
    fake.behave({ answer: 'hang', to: digits(VENDOR_A.phone) });
    const order = twoVendorOrder();
    await service.app.get<EventBus>(EVENT_BUS).publish(orderPlacedEvent(order));
    await waitFor(
      async () => (await service.logOf(order.orderId)).filter((row) => row.status === 'sent').length === 4,
    );
    const whileHanging = await service.logOf(order.orderId);
    expect(whileHanging.find((row) => row.recipient_number === digits(VENDOR_A.phone))?.status).toBe(
      'pending',
    );
    await service.settle();
    const vendor = (await service.logOf(order.orderId)).find(
      (row) => row.recipient_number === digits(VENDOR_A.phone),
    )!;
    expect(vendor.status).toBe('failed');
    expect(vendor.error_message).toBe(
      'Failed to send message: no answer from WhatsApp within 2 s (it may still arrive)',
    );
    expect(requestsTo(digits(VENDOR_A.phone))).toHaveLength(1);
  });

  it('sends an approved template message to a recipient type set to template mode', async () => {
    const admin = await service.tokenFor('admin');
    const saved = await service.call(
      'PUT',
      '/api/v1/admin/whatsapp/templates',
      {
        templates: [
          {
            name: 'customer_order_confirmation',
            mode: 'template',
            providerTemplate: {
              name: 'order_received',
              language: 'en',
              parameters: ['customer_name', 'order_items'],
            },
          },
        ],
      },
      admin,
    );
    expect(saved.status).toBe(200);
    try {
      const order = twoVendorOrder();
      await service.deliver(orderPlacedEvent(order));
      const customer = fake.messages().find((message) => message.to === CUSTOMER)!;
      expect(customer).toMatchObject({
        type: 'template',
        template: {
          name: 'order_received',
          language: 'en',
          parameters: [
            'Chiamaka Obi',
            '• Yam (Abuja white) × 5 kg — ₦12,500; • Rice (Ofada) × 10 kg — ₦18,000; • Plantain × 2 kg — ₦2,300; Delivery fee: FREE',
          ],
        },
      });
    } finally {
      await service.call(
        'PUT',
        '/api/v1/admin/whatsapp/templates',
        { templates: [{ name: 'customer_order_confirmation', mode: 'text' }] },
        admin,
      );
    }
  });

  it('skips recipients without a number quietly', async () => {
    await service.configure(fake, { companyWhatsappNumber: null });
    const order = twoVendorOrder({ customer: { ...twoVendorOrder().customer, phone: null } });
    await service.deliver(orderPlacedEvent(order));
    expect((await service.logOf(order.orderId)).map((row) => row.recipient_type)).toEqual([
      'admin',
      'vendor',
      'vendor',
    ]);
    expect((await outcomeOf(order.orderId))[0]).toMatchObject({ sent: 3, total: 3 });
  });

  it('sends nothing when disabled, and records why', async () => {
    await service.configure(fake, { whatsappEnabled: false });
    const order = twoVendorOrder();
    await service.deliver(orderPlacedEvent(order));
    expect(fake.requests()).toEqual([]);
    expect(await service.logOf(order.orderId)).toEqual([]);
    const [run] = await service.db.query(
      `SELECT planned, skipped_reason, outcome_sent FROM order_notification_runs WHERE order_id = $1`,
      [order.orderId],
    );
    expect(run).toEqual({ planned: 0, skipped_reason: 'WhatsApp notifications disabled', outcome_sent: 0 });
    expect(await outcomeOf(order.orderId)).toEqual([
      { orderId: order.orderId, consumerId: order.customer.id, sent: 0, total: 0, disabled: true },
    ]);
  });
  it('publishes one outcome for a disabled order, however often its order.placed comes', async () => {
    await service.configure(fake, { whatsappEnabled: false });
    const order = twoVendorOrder();
    const event = orderPlacedEvent(order);
    await service.deliver(event);

    const bus = service.app.get<EventBus>(EVENT_BUS);
    await bus.publish(event);
    await service.deliver(orderPlacedEvent(order));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.requests()).toEqual([]);
    expect(await runOf(order.orderId)).toEqual([
      { planned: 0, skipped_reason: 'WhatsApp notifications disabled', outcome_sent: 0, closed: true },
    ]);
    const disabledOutcome = {
      orderId: order.orderId,
      consumerId: order.customer.id,
      sent: 0,
      total: 0,
      disabled: true,
    };
    expect(await outcomeEventsOf(order.orderId)).toEqual([{ outcome: disabledOutcome }]);
    expect(await outcomeOf(order.orderId)).toEqual([disabledOutcome]);
  });

  it('logs unusable numbers as failed and publishes the outcome at once when nothing can be sent', async () => {
    await service.configure(fake, { adminWhatsappNumber: null, companyWhatsappNumber: null });
    const base = twoVendorOrder();
    const order = twoVendorOrder({
      customer: { ...base.customer, phone: '12345' },
      vendors: base.vendors.map((vendor) => ({ ...vendor, vendorPhone: '999' })),
    });
    await service.deliver(orderPlacedEvent(order));
    expect(fake.requests()).toEqual([]);
    expect(
      (await service.logOf(order.orderId)).map((row) => [row.recipient_type, row.status, row.error_message]),
    ).toEqual([
      ['vendor', 'failed', 'Invalid phone number. Include the country code, e.g. +2348012345678'],
      ['vendor', 'failed', 'Invalid phone number. Include the country code, e.g. +2348012345678'],
      ['customer', 'failed', 'Invalid phone number. Include the country code, e.g. +2348012345678'],
    ]);
    expect(await runOf(order.orderId)).toEqual([
      { planned: 3, skipped_reason: null, outcome_sent: 0, closed: true },
    ]);
    expect(await outcomeOf(order.orderId)).toEqual([
      { orderId: order.orderId, consumerId: order.customer.id, sent: 0, total: 3, disabled: false },
    ]);
  });

  it('publishes a 0 of 0 outcome when no recipient has a number', async () => {
    await service.configure(fake, { adminWhatsappNumber: null, companyWhatsappNumber: null });
    const base = twoVendorOrder();
    const order = twoVendorOrder({
      customer: { ...base.customer, phone: null },
      vendors: base.vendors.map((vendor) => ({ ...vendor, vendorPhone: null })),
    });
    await service.deliver(orderPlacedEvent(order));
    expect(await service.logOf(order.orderId)).toEqual([]);
    expect(await runOf(order.orderId)).toEqual([
      { planned: 0, skipped_reason: 'No recipient has a WhatsApp number', outcome_sent: 0, closed: true },
    ]);
    expect(await outcomeOf(order.orderId)).toEqual([
      { orderId: order.orderId, consumerId: order.customer.id, sent: 0, total: 0, disabled: false },
    ]);
  });
});
