import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { WhatsAppConfigView, WhatsAppNotificationPage, WhatsAppStats } from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { startFakeWhatsAppCloudApi, type FakeWhatsAppCloudApi } from '@ihe/whatsapp-cloud-fake';
import { GRAPH_API_URL } from '../src/notifications.settings.js';
import { orderPlacedEvent, twoVendorOrder } from './order-placed-fixture.js';
import {
  ADMIN_NUMBER,
  NOTIFICATIONS_TEST_ENV,
  startTestNotifications,
  TEST_ACCESS_TOKEN,
  TEST_PHONE_ID,
  type TestNotifications,
} from './notifications-test-app.js';

const CONFIG = '/api/v1/admin/whatsapp/config';

describe('WhatsApp admin API: settings, test message, stats, log', () => {
  let env: ServiceTestEnv;
  let fake: FakeWhatsAppCloudApi;
  let service: TestNotifications;
  let admin: string;

  beforeAll(async () => {
    env = await prepareServiceTestEnv(NOTIFICATIONS_TEST_ENV);
    fake = await startFakeWhatsAppCloudApi({ accessToken: TEST_ACCESS_TOKEN });
    service = await startTestNotifications();
    admin = await service.tokenFor('admin');
  });

  afterAll(async () => {
    await service?.close();
    await fake?.close();
    await env?.cleanup();
  });

  const storedConfig = async () =>
    Object.fromEntries(
      (
        (await service.db.query(`SELECT config_key, config_value FROM whatsapp_config`)) as Array<{
          config_key: string;
          config_value: string;
        }>
      ).map((row) => [row.config_key, row.config_value]),
    );

  it('starts disabled, with the Graph API URL, nothing else set and never saved by an admin', async () => {
    const answer = await service.call<WhatsAppConfigView>('GET', CONFIG, undefined, admin);
    expect(answer).toEqual({
      status: 200,
      body: {
        whatsappApiUrl: GRAPH_API_URL,
        whatsappBusinessPhoneId: '',
        whatsappAccessToken: '',
        whatsappAccessTokenSet: false,
        companyWhatsappNumber: '',
        adminWhatsappNumber: '',
        whatsappEnabled: false,
        updatedAt: null,
      },
    });
  });

  it('is for admins only: 401 without a token, 403 for other roles, on every route', async () => {
    const routes: Array<[string, string, unknown?]> = [
      ['GET', CONFIG],
      ['PUT', CONFIG, { whatsappEnabled: false }],
      ['POST', '/api/v1/admin/whatsapp/test'],
      ['GET', '/api/v1/admin/whatsapp/stats'],
      ['GET', '/api/v1/admin/whatsapp/notifications'],
      ['GET', '/api/v1/admin/whatsapp/templates'],
      ['PUT', '/api/v1/admin/whatsapp/templates', { templates: [{ name: 'admin_new_order', body: 'x' }] }],
    ];
    const before = await storedConfig();
    for (const [method, path, body] of routes) {
      expect((await service.call(method, path, body)).status).toBe(401);
      for (const role of ['consumer', 'vendor', 'sales_manager'] as const) {
        expect(await service.call(method, path, body, await service.tokenFor(role))).toEqual({
          status: 403,
          body: { statusCode: 403, message: 'Access denied. Supreme Admin role required.' },
        });
      }
    }
    expect(await storedConfig()).toEqual(before);
  });

  it('saves settings, keeps the token encrypted, and only ever shows it masked', async () => {
    const saved = await service.call<WhatsAppConfigView & { message: string }>(
      'PUT',
      CONFIG,
      {
        whatsappApiUrl: fake.url,
        whatsappBusinessPhoneId: TEST_PHONE_ID,
        whatsappAccessToken: `  ${TEST_ACCESS_TOKEN}\n`,
        adminWhatsappNumber: ADMIN_NUMBER,
        companyWhatsappNumber: '2348000000002',
        whatsappEnabled: true,
      },
      admin,
    );
    expect(saved.status).toBe(200);
    expect(Date.now() - Date.parse(saved.body.updatedAt ?? '')).toBeLessThan(60_000);
    expect(saved.body).toMatchObject({
      message: 'WhatsApp configuration saved successfully',
      whatsappApiUrl: fake.url,
      whatsappAccessToken: 'EAAG••••••••cdef',
      whatsappAccessTokenSet: true,
      companyWhatsappNumber: '+2348000000002',
      adminWhatsappNumber: ADMIN_NUMBER,
      whatsappEnabled: true,
    });
    const got = await service.call('GET', CONFIG, undefined, admin);
    expect(JSON.stringify(got.body)).not.toContain(TEST_ACCESS_TOKEN);
    const stored = await storedConfig();
    expect(stored.whatsapp_access_token).toMatch(/^v1\./);
    expect(stored.whatsapp_access_token).not.toContain(TEST_ACCESS_TOKEN.slice(4, 20));
    expect(stored.whatsapp_enabled).toBe('true');

    // The masked value sent back unchanged keeps the token.
    const {
      whatsappAccessTokenSet: _set,
      updatedAt: _at,
      ...form
    } = got.body as unknown as WhatsAppConfigView;
    const again = await service.call('PUT', CONFIG, form, admin);
    expect(again.status).toBe(200);
    expect((await storedConfig()).whatsapp_access_token).toBe(stored.whatsapp_access_token);
  });

  it('answers bad input with a clear 400 and saves nothing', async () => {
    const before = await storedConfig();
    const invalidNumber = 'Invalid phone number. Include the country code, e.g. +2348012345678';
    const cases: Array<[unknown, string]> = [
      [{ adminWhatsappNumber: '0803' }, invalidNumber],
      [{ adminWhatsappNumber: '+234 801 234 5678' }, invalidNumber],
      [{ companyWhatsappNumber: '+12345678901234567' }, invalidNumber],
      [{ companyWhatsappNumber: 2348012345678 }, invalidNumber],
      [{ adminWhatsappNumber: 'abc', whatsappEnabled: false }, invalidNumber],
      [{ whatsappAccessToken: '' }, 'Access token must not be empty'],
      [{ whatsappAccessToken: '   ' }, 'Access token must not be empty'],
      [{ whatsappAccessToken: null }, 'Access token must not be empty'],
      [
        { whatsappAccessToken: 'two words' },
        'Access token must be one line without spaces, at most 2048 characters',
      ],
      [
        { whatsappBusinessPhoneId: 'abc' },
        'Business phone ID must be the numeric ID from Meta (digits only)',
      ],
      [{ whatsappEnabled: 'true' }, 'whatsappEnabled must be true or false'],
      [
        { whatsappApiUrl: 'graph.facebook.com' },
        'API URL must be an https URL ending in the Graph API version, e.g. https://graph.facebook.com/v21.0/',
      ],
      [
        { whatsappApiUrl: 'https://evil.example/v21.0/' },
        'Enter the access token again when changing the API URL to another host',
      ],
      [
        { whatsappEnabled: true, whatsappBusinessPhoneId: null },
        'Set the business phone ID and access token before enabling WhatsApp notifications',
      ],
      [{ adminWhatsappNumber: ADMIN_NUMBER, apiKey: 'x' }, 'Unknown field: apiKey'],
      [{ whatsapp_enabled: 'true' }, 'Unknown field: whatsapp_enabled'],
      [{}, 'Send at least one setting to change'],
      [[], 'Validation failed (object is expected)'],
      ['null', 'Malformed JSON body'],
      ['{"whatsappEnabled":', 'Malformed JSON body'],
    ];
    for (const [body, message] of cases) {
      const answer = await service.call('PUT', CONFIG, body, admin);
      expect({ body, answer }).toEqual({ body, answer: { status: 400, body: { statusCode: 400, message } } });
    }
    expect(await storedConfig()).toEqual(before);
  });

  it('sends a real test message to the admin number', async () => {
    const ok = await service.call('POST', '/api/v1/admin/whatsapp/test', undefined, admin);
    expect(ok).toEqual({
      status: 200,
      body: { success: true, message: 'WhatsApp test message sent successfully!' },
    });
    expect(fake.messages().at(-1)).toMatchObject({
      to: '2348000000001',
      type: 'text',
      text: expect.stringContaining('Ihe Market WhatsApp test'),
    });

    fake.behave({ answer: 401, times: 1 });
    const failed = await service.call('POST', '/api/v1/admin/whatsapp/test', undefined, admin);
    expect(failed).toEqual({
      status: 200,
      body: {
        success: false,
        message: 'WhatsApp test failed. Please check your configuration.',
        error:
          'Invalid OAuth access token - Cannot parse access token: The access token is invalid or expired',
      },
    });

    await service.call('PUT', CONFIG, { whatsappEnabled: false }, admin);
    const disabled = await service.call('POST', '/api/v1/admin/whatsapp/test', undefined, admin);
    expect(disabled.body).toMatchObject({ success: false, error: 'WhatsApp notifications disabled' });
    await service.call('PUT', CONFIG, { whatsappEnabled: true }, admin);
  });

  it('counts the last 30 days and lists the log, filtered and paged', async () => {
    fake.behave({ answer: 400, to: '2348033333333' });
    const order = twoVendorOrder();
    await service.deliver(orderPlacedEvent(order));
    fake.clearBehaviours();
    await service.db.query(
      `INSERT INTO whatsapp_notifications (id, order_id, recipient_type, recipient_number, message_content,
                                           outgoing_message, status, created_at)
       VALUES (gen_random_uuid(), NULL, 'admin', '2348000000001', 'old', '{}', 'sent', now() - interval '31 days')`,
    );

    const stats = await service.call<WhatsAppStats>('GET', '/api/v1/admin/whatsapp/stats', undefined, admin);
    // 2 test messages (one sent, one failed) + 5 for the order (customer failed).
    expect(stats.body).toEqual({
      total: 7,
      sent: 5,
      delivered: 0,
      failed: 2,
      pending: 0,
      successRate: 71.4,
      windowDays: 30,
    });

    const list = (query: string) =>
      service.call<WhatsAppNotificationPage>(
        'GET',
        `/api/v1/admin/whatsapp/notifications${query}`,
        undefined,
        admin,
      );
    const all = await list('');
    expect(all.body).toMatchObject({ total: 8, page: 1, pageSize: 20 });
    const times = all.body.items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.body.items.at(-1)?.messageContent).toBe('old');
    const failed = await list(`?status=failed&recipientType=customer&orderId=${order.orderId}`);
    expect(failed.body.items).toEqual([
      expect.objectContaining({
        orderId: order.orderId,
        recipientType: 'customer',
        recipientNumber: '2348033333333',
        status: 'failed',
        errorMessage: '(#100) Invalid parameter: Parameter value is not valid',
        attempts: 1,
      }),
    ]);
    const paged = await list(`?orderId=${order.orderId}&page=2&pageSize=2`);
    expect(paged.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(paged.body.items).toHaveLength(2);
    for (const [query, message] of [
      ['?status=read', 'status must be one of pending, sent, delivered, failed'],
      ['?recipientType=boss', 'recipientType must be one of admin, vendor, company, customer'],
      ['?orderId=42', 'orderId must be an order id'],
      ['?page=0', 'page must be a whole number of at least 1'],
      ['?pageSize=101', 'pageSize must be a whole number from 1 to 100'],
      ['?pageSize=abc', 'pageSize must be a whole number from 1 to 100'],
      ['?sort=asc', 'Unknown field: sort'],
    ]) {
      expect(await list(query)).toEqual({ status: 400, body: { statusCode: 400, message } });
    }
  });
});
