import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { VendorVerificationDecided, type EventEnvelope, type VerificationDecision } from '@ihe/contracts';
import { EVENT_BUS, InboxService, type EventBus } from '@ihe/platform';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { startFakeWhatsAppCloudApi, type FakeWhatsAppCloudApi } from '@ihe/whatsapp-cloud-fake';
import { WHATSAPP_MESSAGES } from '../src/notifications.messages.js';
import { VERIFICATION_DECIDED_CONSUMER } from '../src/vendor-notices/vendor-approval-notice.service.js';
import {
  NOTIFICATIONS_TEST_ENV,
  startTestNotifications,
  TEST_ACCESS_TOKEN,
  waitFor,
  type TestNotifications,
} from './notifications-test-app.js';

const VENDOR = '3c2b1a00-0000-4000-8000-0000000000a1';

describe('vendor.verification-decided → the approved vendor gets one WhatsApp message', () => {
  let env: ServiceTestEnv;
  let fake: FakeWhatsAppCloudApi;
  let service: TestNotifications;

  beforeAll(async () => {
    env = await prepareServiceTestEnv(NOTIFICATIONS_TEST_ENV);
    fake = await startFakeWhatsAppCloudApi({ accessToken: TEST_ACCESS_TOKEN });
    service = await startTestNotifications();
    await service.configure(fake);
  });

  afterAll(async () => {
    await service?.close();
    await fake?.close();
    await env?.cleanup();
  });

  const decided = (status: VerificationDecision, phoneNumber = '0803 111 2222') =>
    VendorVerificationDecided.create({
      vendorId: VENDOR,
      status,
      adminNotes: null,
      processedBy: '9a1b2c3d-0000-4000-8000-00000000ad01',
      processedAt: new Date().toISOString(),
      email: 'ada@okafor.ng',
      fullName: 'Ada Okafor',
      businessName: 'Okafor Farms',
      phoneNumber,
    });
  const deliver = async (event: EventEnvelope) => {
    await service.app.get<EventBus>(EVENT_BUS).publish(event);
    await waitFor(() => service.app.get(InboxService).hasHandled(event.id, VERIFICATION_DECIDED_CONSUMER));
    await service.settle();
  };
  const vendorLog = () =>
    service.db.query(
      `SELECT recipient_type, recipient_number, status, message_content FROM whatsapp_notifications
        WHERE recipient_key = $1 AND order_id IS NULL`,
      [VENDOR],
    );

  it('sends a rejected or documents-requested vendor nothing', async () => {
    await deliver(decided('rejected'));
    await deliver(decided('requires_documents'));
    expect(fake.messages()).toHaveLength(0);
    expect(await vendorLog()).toEqual([]);
  });

  it("texts the approved vendor's number once, even when the event comes again", async () => {
    const approved = decided('approved');
    await deliver(approved);
    const text = WHATSAPP_MESSAGES.vendorApproved('Okafor Farms');
    expect(fake.messages().map((message) => [message.to, message.text])).toEqual([['2348031112222', text]]);
    expect(await vendorLog()).toEqual([
      { recipient_type: 'vendor', recipient_number: '2348031112222', status: 'sent', message_content: text },
    ]);
    await service.app.get<EventBus>(EVENT_BUS).publish(approved);
    await deliver(decided('rejected')); // handled after the duplicate has been refused by the inbox
    expect(fake.messages()).toHaveLength(1);
    expect(await vendorLog()).toHaveLength(1);
  });
});
