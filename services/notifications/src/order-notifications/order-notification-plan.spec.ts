import { describe, expect, it } from '@jest/globals';
import { twoVendorOrder, VENDOR_A, VENDOR_B } from '../../test/order-placed-fixture.js';
import { DEFAULT_TEMPLATES } from '../templates/default-templates.js';
import type { MessageTemplate } from '../templates/message-template.entity.js';
import type { RecipientType, TemplateName } from '../templates/template-names.js';
import { planOrderNotifications, type PlanContext } from './order-notification-plan.js';

const template = (name: TemplateName, patch: Partial<MessageTemplate> = {}): MessageTemplate =>
  ({
    templateName: name,
    recipientType: DEFAULT_TEMPLATES[name].recipientType,
    body: DEFAULT_TEMPLATES[name].body,
    deliveryMode: 'text',
    providerTemplateName: null,
    providerTemplateLanguage: null,
    providerTemplateParameters: [],
    ...patch,
  }) as MessageTemplate;

const allTemplates = () =>
  new Map<RecipientType, MessageTemplate>(
    (Object.keys(DEFAULT_TEMPLATES) as TemplateName[]).map((name) => [
      DEFAULT_TEMPLATES[name].recipientType,
      template(name),
    ]),
  );

const context = (patch: Partial<PlanContext> = {}): PlanContext => ({
  enabled: true,
  adminNumber: '+2348000000001',
  companyNumber: '+2348000000002',
  templates: allTemplates(),
  now: new Date('2026-11-22T13:06:00Z'),
  defaultCountryCode: '234',
  ...patch,
});

describe('planning the messages of a placed order', () => {
  it('plans admin, company, one per vendor and the customer, to digits-only numbers', () => {
    const order = twoVendorOrder();
    const plan = planOrderNotifications(order, context());
    if (plan.disabled) throw new Error('expected a plan');
    expect(
      plan.notifications.map((n) => [n.recipientType, n.recipientKey, n.recipientNumber, n.invalidNumber]),
    ).toEqual([
      ['admin', '', '2348000000001', false],
      ['company', '', '2348000000002', false],
      ['vendor', VENDOR_A.id, '2348031111111', false],
      ['vendor', VENDOR_B.id, '2348032222222', false],
      ['customer', '', '2348033333333', false],
    ]);
    const [admin, , okafor, bello, customer] = plan.notifications;
    expect(admin.content).toContain(`New order* #${order.orderId}`);
    expect(admin.content).toContain('Total: *₦32,800*');
    expect(okafor.content).toContain('• Yam (Abuja white) × 5 kg — ₦10,000\n• Plantain × 2 kg — ₦2,000');
    expect(okafor.content).toContain('You earn: *₦12,000*');
    expect(okafor.content).not.toContain('Rice');
    expect(bello.content).toContain('You earn: *₦15,000*');
    expect(customer.content).toContain('Estimated delivery: 25 Nov 2026');
    expect(customer.outgoing).toEqual({ type: 'text', text: { body: customer.content, preview_url: false } });
  });

  it('skips missing numbers quietly and marks unusable ones', () => {
    const order = twoVendorOrder();
    order.vendors[1] = { ...order.vendors[1], vendorPhone: null };
    order.customer.phone = '12345';
    const plan = planOrderNotifications(order, context({ companyNumber: '' }));
    if (plan.disabled) throw new Error('expected a plan');
    expect(plan.notifications.map((n) => [n.recipientType, n.recipientNumber, n.invalidNumber])).toEqual([
      ['admin', '2348000000001', false],
      ['vendor', '2348031111111', false],
      ['customer', '12345', true],
    ]);
  });

  it('plans nothing when WhatsApp is disabled', () => {
    expect(planOrderNotifications(twoVendorOrder(), context({ enabled: false }))).toEqual({ disabled: true });
  });

  it('falls back to the spec text when a template is missing or empty', () => {
    const order = twoVendorOrder();
    const templates = allTemplates();
    templates.delete('admin');
    templates.set('company', template('company_order_forward', { body: '   ' }));
    const plan = planOrderNotifications(order, context({ templates }));
    if (plan.disabled) throw new Error('expected a plan');
    expect(plan.notifications[0].content).toBe(`New order notification for Order #${order.orderId}`);
    expect(plan.notifications[1].content).toBe(`New order notification for Order #${order.orderId}`);
  });

  it('sends an approved template message with its parameters when the recipient type is in template mode', () => {
    const order = twoVendorOrder();
    const templates = allTemplates();
    templates.set(
      'customer',
      template('customer_order_confirmation', {
        deliveryMode: 'template',
        providerTemplateName: 'order_received',
        providerTemplateLanguage: 'en',
        providerTemplateParameters: ['customer_name', 'total_amount', 'order_items'],
      }),
    );
    const plan = planOrderNotifications(order, context({ templates }));
    if (plan.disabled) throw new Error('expected a plan');
    const customer = plan.notifications.find((n) => n.recipientType === 'customer')!;
    expect(customer.outgoing).toEqual({
      type: 'template',
      template: {
        name: 'order_received',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Chiamaka Obi' },
              { type: 'text', text: '₦32,800' },
              {
                type: 'text',
                text: '• Yam (Abuja white) × 5 kg — ₦12,500; • Rice (Ofada) × 10 kg — ₦18,000; • Plantain × 2 kg — ₦2,300; Delivery fee: FREE',
              },
            ],
          },
        ],
      },
    });
    expect(customer.content).toMatch(/^\[WhatsApp template order_received \(en\)\]\n\{\{1\}\} Chiamaka Obi/);
  });

  it('messages a vendor listed twice once', () => {
    const order = twoVendorOrder();
    order.vendors.push({ ...order.vendors[0] });
    const plan = planOrderNotifications(order, context());
    if (plan.disabled) throw new Error('expected a plan');
    expect(plan.notifications.filter((n) => n.recipientType === 'vendor')).toHaveLength(2);
  });
});
