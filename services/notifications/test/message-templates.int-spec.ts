import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { WhatsAppTemplatesView } from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { startFakeWhatsAppCloudApi, type FakeWhatsAppCloudApi } from '@ihe/whatsapp-cloud-fake';
import { DEFAULT_TEMPLATES } from '../src/templates/default-templates.js';
import { NOTICE_TEMPLATES } from '../src/templates/notice-templates.js';
import { orderPlacedEvent, twoVendorOrder } from './order-placed-fixture.js';
import {
  NOTIFICATIONS_TEST_ENV,
  startTestNotifications,
  TEST_ACCESS_TOKEN,
  type TestNotifications,
} from './notifications-test-app.js';

const TEMPLATES = '/api/v1/admin/whatsapp/templates';

describe('message templates API', () => {
  let env: ServiceTestEnv;
  let fake: FakeWhatsAppCloudApi;
  let service: TestNotifications;
  let admin: string;

  beforeAll(async () => {
    env = await prepareServiceTestEnv(NOTIFICATIONS_TEST_ENV);
    fake = await startFakeWhatsAppCloudApi({ accessToken: TEST_ACCESS_TOKEN });
    service = await startTestNotifications();
    admin = await service.tokenFor('admin');
    await service.configure(fake);
  });

  afterAll(async () => {
    await service?.close();
    await fake?.close();
    await env?.cleanup();
  });

  const get = async () =>
    (await service.call<WhatsAppTemplatesView>('GET', TEMPLATES, undefined, admin)).body;

  it('lists the four seeded templates, in text mode, and the placeholders', async () => {
    const view = await get();
    expect(view.templates.map((t) => [t.name, t.recipientType, t.mode, t.providerTemplate])).toEqual([
      ['admin_new_order', 'admin', 'text', null],
      ['vendor_new_order', 'vendor', 'text', null],
      ['company_order_forward', 'company', 'text', null],
      ['customer_order_confirmation', 'customer', 'text', null],
    ]);
    expect(view.templates[1].body).toBe(DEFAULT_TEMPLATES.vendor_new_order.body);
    expect(view.placeholders).toHaveLength(12);
  });

  it('lists the single-notice templates apart, each with its own placeholders', async () => {
    const view = await get();
    expect(view.notices?.map((t) => [t.name, t.recipientType, t.mode, t.placeholders])).toEqual([
      [
        'customer_order_shipped',
        'customer',
        'text',
        ['order_ref', 'order_id', 'customer_name', 'vendor_name', 'order_items'],
      ],
      [
        'customer_order_delivered',
        'customer',
        'text',
        ['order_ref', 'order_id', 'customer_name', 'vendor_name', 'order_items'],
      ],
      ['vendor_low_stock', 'vendor', 'text', ['vendor_name', 'product_name', 'stock_quantity']],
    ]);
    expect(view.notices?.[2].body).toBe(NOTICE_TEMPLATES.vendor_low_stock.body);
  });

  it("saves a notice template with its own placeholders and refuses another template's", async () => {
    const put = (body: unknown) => service.call<WhatsAppTemplatesView>('PUT', TEMPLATES, body, admin);
    const refused = await put({ templates: [{ name: 'vendor_low_stock', body: 'Low: {{total_amount}}' }] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'Unknown placeholder {{total_amount}} in vendor_low_stock',
    });
    const refusedParameter = await put({
      templates: [
        {
          name: 'vendor_low_stock',
          mode: 'template',
          providerTemplate: { name: 'low_stock', language: 'en', parameters: ['order_ref'] },
        },
      ],
    });
    expect(refusedParameter.status).toBe(400);
    expect(refusedParameter.body).toMatchObject({
      message: 'Unknown placeholder order_ref in template parameters',
    });
    const body = '{{product_name}} is at {{stock_quantity}} kg';
    const saved = await put({ templates: [{ name: 'vendor_low_stock', body }] });
    expect(saved.status).toBe(200);
    expect(saved.body.notices?.find((t) => t.name === 'vendor_low_stock')?.body).toBe(body);
    expect(saved.body.templates).toHaveLength(4);
    await put({ templates: [{ name: 'vendor_low_stock', body: NOTICE_TEMPLATES.vendor_low_stock.body }] });
  });

  it('saves a new text and uses it for the next order', async () => {
    const saved = await service.call<WhatsAppTemplatesView>(
      'PUT',
      TEMPLATES,
      {
        templates: [
          { name: 'admin_new_order', body: 'Order {{order_id}} for {{total_amount}} ({{ customer_name }})' },
        ],
      },
      admin,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.templates[0].body).toBe(
      'Order {{order_id}} for {{total_amount}} ({{ customer_name }})',
    );
    const order = twoVendorOrder();
    await service.deliver(orderPlacedEvent(order));
    expect(fake.messages().find((message) => message.to === '2348000000001')?.text).toBe(
      `Order ${order.orderId} for ₦32,800 (Chiamaka Obi)`,
    );
  });

  it('refuses bad changes with a clear 400 and saves none of the list', async () => {
    const before = await get();
    const cases: Array<[unknown, string]> = [
      [
        { templates: [{ name: 'admin_new_order', body: 'Hi {{customer_nam}}' }] },
        'Unknown placeholder {{customer_nam}} in admin_new_order',
      ],
      [
        {
          templates: [
            { name: 'vendor_new_order', body: 'fine {{order_id}}' },
            { name: 'admin_new_order', body: '{{total}}' },
          ],
        },
        'Unknown placeholder {{total}} in admin_new_order',
      ],
      [{ templates: [{ name: 'welcome', body: 'x' }] }, 'Unknown template: welcome'],
      [{ templates: [{ name: 'admin_new_order', body: '  ' }] }, 'Template text must not be empty'],
      [
        { templates: [{ name: 'admin_new_order', body: 'x'.repeat(4097) }] },
        'Template text must be at most 4096 characters',
      ],
      [{ templates: [{ name: 'admin_new_order', mode: 'sms' }] }, 'mode must be text or template'],
      [
        { templates: [{ name: 'admin_new_order', mode: 'template' }] },
        'A template message needs providerTemplate with name and language',
      ],
      [
        {
          templates: [
            {
              name: 'admin_new_order',
              mode: 'template',
              providerTemplate: { name: 'Order Alert', language: 'en', parameters: [] },
            },
          ],
        },
        'Template name must be the approved name: lowercase letters, digits and underscores',
      ],
      [
        {
          templates: [
            {
              name: 'admin_new_order',
              mode: 'template',
              providerTemplate: { name: 'order_alert', language: 'english', parameters: [] },
            },
          ],
        },
        'Template language must be a WhatsApp language code, e.g. en or en_US',
      ],
      [
        {
          templates: [
            {
              name: 'admin_new_order',
              mode: 'template',
              providerTemplate: { name: 'order_alert', language: 'en', parameters: ['order_id', 'price'] },
            },
          ],
        },
        'Unknown placeholder price in template parameters',
      ],
      [
        {
          templates: [
            { name: 'admin_new_order', body: 'a' },
            { name: 'admin_new_order', body: 'b' },
          ],
        },
        'Template admin_new_order is listed twice',
      ],
      [
        { templates: [{ name: 'admin_new_order', body: 'x', recipientType: 'vendor' }] },
        'Unknown field: templates.0.recipientType',
      ],
      [{ templates: [] }, 'templates must be a list of templates to change'],
      [{ templates: [5] }, 'Each template change must be an object with a name'],
      [{ templates: [null] }, 'Each template change must be an object with a name'],
      [
        { templates: [{ name: 'admin_new_order', mode: 'template', providerTemplate: 'order_alert' }] },
        'A template message needs providerTemplate with name and language',
      ],
      [{}, 'templates must be a list of templates to change'],
    ];
    for (const [body, message] of cases) {
      const answer = await service.call('PUT', TEMPLATES, body, admin);
      expect({ body, answer }).toEqual({ body, answer: { status: 400, body: { statusCode: 400, message } } });
    }
    expect(await get()).toEqual(before);
  });

  it('switches a recipient type to an approved template message and back, keeping its details', async () => {
    const providerTemplate = {
      name: 'new_order_alert',
      language: 'en_US',
      parameters: ['order_id', 'total_amount'],
    };
    const saved = await service.call<WhatsAppTemplatesView>(
      'PUT',
      TEMPLATES,
      { templates: [{ name: 'vendor_new_order', mode: 'template', providerTemplate }] },
      admin,
    );
    expect(saved.body.templates[1]).toMatchObject({ mode: 'template', providerTemplate });
    const back = await service.call<WhatsAppTemplatesView>(
      'PUT',
      TEMPLATES,
      { templates: [{ name: 'vendor_new_order', mode: 'text' }] },
      admin,
    );
    expect(back.body.templates[1]).toMatchObject({ mode: 'text', providerTemplate });
  });
});
