import { describe, expect, it } from '@jest/globals';
import { twoVendorOrder } from '../../test/order-placed-fixture.js';
import { PLACEHOLDERS, unknownPlaceholders } from './placeholders.js';
import { placeholderValues } from './placeholder-values.js';
import { MAX_TEXT_LENGTH, renderTemplate, templateParameterText } from './template-renderer.js';

const NOW = new Date('2026-11-22T13:06:00Z');
const everyPlaceholder = PLACEHOLDERS.map((name) => `${name}=[{{${name}}}]`).join('\n');

describe('template rendering', () => {
  const order = twoVendorOrder({ orderId: '7c1d5c4e-8f0a-4b8e-9a57-2d7d7a5b9e10' });

  it('fills every placeholder for the order-wide recipients (admin, company, customer)', () => {
    const text = renderTemplate(everyPlaceholder, placeholderValues(order, { now: NOW }));
    expect(text.split('\n')).toEqual([
      'order_id=[7c1d5c4e-8f0a-4b8e-9a57-2d7d7a5b9e10]',
      'customer_name=[Chiamaka Obi]',
      'customer_email=[chiamaka@example.ng]',
      'customer_phone=[0803 333 3333]',
      'vendor_name=[Okafor Farms, Bello Grains]',
      'total_amount=[₦32,800]',
      'vendor_earnings=[₦27,000]',
      'delivery_address=[12 Allen Avenue, Ikeja, Lagos]',
      'order_items=[• Yam (Abuja white) × 5 kg — ₦12,500',
      '• Rice (Ofada) × 10 kg — ₦18,000',
      '• Plantain × 2 kg — ₦2,300',
      'Delivery fee: FREE]',
      'vendor_order_items=[• Yam (Abuja white) × 5 kg — ₦10,000',
      '• Rice (Ofada) × 10 kg — ₦15,000',
      '• Plantain × 2 kg — ₦2,000]',
      'order_time=[22 Nov 2026, 14:05]',
      'estimated_delivery=[25 Nov 2026]',
    ]);
  });

  it('ends the items with the delivery fee, so the lines add up to the total', () => {
    const small = twoVendorOrder({ orderId: '7c1d5c4e-8f0a-4b8e-9a57-2d7d7a5b9e10' });
    const lines = small.lines.slice(2); // the plantain alone: ₦2,300, under the free-delivery threshold
    const values = placeholderValues(
      { ...small, lines, subtotal: 2_300, deliveryFee: 1_500, total: 3_800 },
      { now: NOW },
    );
    expect(values.order_items).toBe('• Plantain × 2 kg — ₦2,300\nDelivery fee: ₦1,500');
    expect(values.total_amount).toBe('₦3,800');
  });

  it('gives a vendor only its own items, at what it earns, and its own earnings', () => {
    const text = renderTemplate(
      everyPlaceholder,
      placeholderValues(order, { now: NOW, vendor: order.vendors[0] }),
    );
    expect(text).toContain('vendor_name=[Okafor Farms]');
    expect(text).toContain('vendor_earnings=[₦12,000]');
    expect(text).toContain(
      'vendor_order_items=[• Yam (Abuja white) × 5 kg — ₦10,000\n• Plantain × 2 kg — ₦2,000]',
    );
    expect(text).not.toContain('vendor_order_items=[• Rice');
    const bello = renderTemplate(
      '{{vendor_name}}: {{vendor_order_items}} {{vendor_earnings}}',
      placeholderValues(order, { now: NOW, vendor: order.vendors[1] }),
    );
    expect(bello).toBe('Bello Grains: • Rice (Ofada) × 10 kg — ₦15,000 ₦15,000');
  });

  it('replaces every occurrence, allows spaces in the braces, leaves unknown names alone', () => {
    const values = placeholderValues(order, { now: NOW });
    expect(renderTemplate('#{{order_id}} / #{{ order_id }} {{unknown}} {order_id}', values)).toBe(
      `#${order.orderId} / #${order.orderId} {{unknown}} {order_id}`,
    );
  });

  it('says "Not provided" for a customer without phone', () => {
    const values = placeholderValues(twoVendorOrder({ customer: { ...order.customer, phone: null } }), {
      now: NOW,
    });
    expect(values.customer_phone).toBe('Not provided');
  });

  it("cuts a message at WhatsApp's 4096 characters", () => {
    const text = renderTemplate(`${'x'.repeat(5000)}{{order_id}}`, placeholderValues(order, { now: NOW }));
    expect(text).toHaveLength(MAX_TEXT_LENGTH);
    expect(text.endsWith('…')).toBe(true);
  });

  it('finds names that are not placeholders', () => {
    expect(unknownPlaceholders('{{order_id}} {{orderid}} {{ total }} {{orderid}}')).toEqual([
      'orderid',
      'total',
    ]);
  });

  it('flattens a value for a template-message parameter (no new lines, tabs or long space runs)', () => {
    expect(templateParameterText('• Yam × 5 kg\n• Rice ×  10 kg\n')).toBe('• Yam × 5 kg; • Rice × 10 kg');
    expect(templateParameterText('a\t\tb      c')).toBe('a b c');
    expect(templateParameterText('  ')).toBe('-');
  });
});
