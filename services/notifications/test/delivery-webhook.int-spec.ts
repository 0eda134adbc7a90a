import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import {
  postStatusCallback,
  signWebhookBody,
  startFakeWhatsAppCloudApi,
  type FakeWhatsAppCloudApi,
} from '@ihe/whatsapp-cloud-fake';
import { NotificationStatusWriter } from '../src/notification-log/notification-status.writer.js';
import { DeliveryReceiptsService } from '../src/webhook/delivery-receipts.service.js';
import { WEBHOOK_PATH } from '../src/webhook/whatsapp-webhook.controller.js';
import { orderPlacedEvent, twoVendorOrder } from './order-placed-fixture.js';
import {
  APP_SECRET,
  NOTIFICATIONS_TEST_ENV,
  startTestNotifications,
  TEST_ACCESS_TOKEN,
  VERIFY_TOKEN,
  type TestNotifications,
} from './notifications-test-app.js';

describe('delivery receipts webhook', () => {
  let env: ServiceTestEnv;
  let fake: FakeWhatsAppCloudApi;
  let service: TestNotifications;
  let webhookUrl: string;

  beforeAll(async () => {
    env = await prepareServiceTestEnv(NOTIFICATIONS_TEST_ENV);
    service = await startTestNotifications();
    webhookUrl = `${service.url}${WEBHOOK_PATH}`;
    fake = await startFakeWhatsAppCloudApi({
      accessToken: TEST_ACCESS_TOKEN,
      appSecret: APP_SECRET,
      webhookUrl,
    });
    await service.configure(fake);
  });

  afterAll(async () => {
    await service?.close();
    await fake?.close();
    await env?.cleanup();
  });

  const sentOrder = async () => {
    const order = twoVendorOrder();
    await service.deliver(orderPlacedEvent(order));
    return service.logOf(order.orderId);
  };
  const statusOf = async (providerMessageId: string) => {
    const [row] = await service.db.query(
      `SELECT status, error_message, delivered_at FROM whatsapp_notifications WHERE provider_message_id = $1`,
      [providerMessageId],
    );
    return row as { status: string; error_message: string | null; delivered_at: Date | null };
  };

  it('answers the subscription check only with the verify token', async () => {
    const check = (query: string) => service.call('GET', `${WEBHOOK_PATH}?${query}`);
    expect(
      await check(`hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`),
    ).toEqual({
      status: 200,
      body: 1158201444,
    });
    for (const bad of [
      `hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1`,
      `hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`,
      `hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}`,
      `hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=<script>`,
    ]) {
      expect(await check(bad)).toEqual({
        status: 403,
        body: { statusCode: 403, message: 'Webhook verification failed' },
      });
    }
  });

  it('moves a sent message to delivered on a signed status callback', async () => {
    const [admin, , , , customer] = await sentOrder();
    expect(await fake.sendStatus(admin.provider_message_id!, 'delivered')).toBe(200);
    expect(await statusOf(admin.provider_message_id!)).toMatchObject({
      status: 'delivered',
      error_message: null,
    });
    expect((await statusOf(admin.provider_message_id!)).delivered_at).toBeInstanceOf(Date);
    // "read" counts as delivered; "failed" records Meta's reason.
    expect(
      await fake.sendStatus(customer.provider_message_id!, 'failed', {
        error: { code: 131047, title: 'Re-engagement message' },
      }),
    ).toBe(200);
    expect(await statusOf(customer.provider_message_id!)).toMatchObject({
      status: 'failed',
      error_message: 'Re-engagement message: Unable to deliver message. (code 131047)',
    });
  });

  it('rejects a callback with a bad or missing signature, changing nothing', async () => {
    const [admin] = await sentOrder();
    const id = admin.provider_message_id!;
    const callback = [{ messageId: id, status: 'delivered' as const, recipientId: admin.recipient_number }];
    expect(await postStatusCallback(webhookUrl, 'not-the-app-secret', callback)).toBe(401);
    expect(await postStatusCallback(webhookUrl, undefined, callback)).toBe(401);
    const body = '{"object":"whatsapp_business_account"}';
    const tampered = await service.call('POST', WEBHOOK_PATH, `${body} `, undefined, {
      'x-hub-signature-256': signWebhookBody(body, APP_SECRET),
    });
    expect(tampered).toEqual({
      status: 401,
      body: { statusCode: 401, message: 'Invalid webhook signature' },
    });
    expect(await statusOf(id)).toMatchObject({ status: 'sent', delivered_at: null });
  });

  it('answers malformed JSON with a valid signature with 400', async () => {
    const body = '{"entry": [';
    const answer = await service.call('POST', WEBHOOK_PATH, body, undefined, {
      'x-hub-signature-256': signWebhookBody(body, APP_SECRET),
    });
    expect(answer).toEqual({ status: 400, body: { statusCode: 400, message: 'Malformed JSON body' } });
  });

  it('keeps a receipt that overtakes the send and applies it when the send is recorded', async () => {
    const id = randomUUID();
    const token = randomUUID();
    await service.db.query(
      `INSERT INTO whatsapp_notifications (id, recipient_type, recipient_number, message_content, outgoing_message,
                                           claim_token, claimed_until)
       VALUES ($1, 'admin', '2348000000001', 'hi', '{"type":"text","text":{"body":"hi"}}', $2, now() + interval '1 minute')`,
      [id, token],
    );
    const wamid = `wamid.early${Date.now()}`;
    await service.app
      .get(DeliveryReceiptsService)
      .record([
        { providerMessageId: wamid, status: 'delivered', errorMessage: null, occurredAt: new Date() },
      ]);
    await service.app
      .get(NotificationStatusWriter)
      .finish(id, token, { ok: true, messageId: wamid, attempts: 1 });
    expect(await statusOf(wamid)).toMatchObject({ status: 'delivered' });
    expect(
      await service.db.query(`SELECT 1 FROM whatsapp_status_receipts WHERE provider_message_id = $1`, [
        wamid,
      ]),
    ).toEqual([]);
  });
});
