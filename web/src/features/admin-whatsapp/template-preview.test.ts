import { describe, expect, it } from 'vitest';
// The service's renderer and texts: the preview must render exactly what is sent.
import { DEFAULT_TEMPLATES } from '../../../../services/notifications/src/templates/default-templates.js';
import { PLACEHOLDERS } from '../../../../services/notifications/src/templates/placeholders.js';
import {
  renderTemplate,
  templateParameterText as serviceParameterText,
} from '../../../../services/notifications/src/templates/template-renderer.js';
import { samplePlaceholderValues, SAMPLE_ORDER } from './sample-order.js';
import {
  renderTemplatePreview,
  templateParametersPreview,
  templateParameterText,
  unknownPlaceholders,
} from './template-preview.js';

const NOW = new Date('2026-11-22T13:05:00Z');

describe('renderTemplatePreview', () => {
  it('replaces every occurrence, spaces inside the braces allowed', () => {
    expect(
      renderTemplatePreview('#{{order_id}} for {{ customer_name }}; again #{{order_id}}', {
        order_id: 'abc',
        customer_name: 'Chioma',
      }),
    ).toBe('#abc for Chioma; again #abc');
  });

  it('leaves unknown names and malformed braces as written', () => {
    expect(renderTemplatePreview('{{nope}} {order_id} {{order-id}} {{order_id}}', { order_id: '1' })).toBe(
      '{{nope}} {order_id} {{order-id}} 1',
    );
  });

  it('does not treat replacement text specially', () => {
    expect(
      renderTemplatePreview('{{customer_name}}', { customer_name: '$& $1 {{order_id}}', order_id: 'x' }),
    ).toBe('$& $1 {{order_id}}');
  });

  it("cuts at WhatsApp's 4096 characters with an ellipsis", () => {
    const text = renderTemplatePreview('{{order_items}}', { order_items: 'x'.repeat(5000) });
    expect(text).toHaveLength(4096);
    expect(text.endsWith('x…')).toBe(true);
    expect(renderTemplatePreview('y'.repeat(4096), {})).toBe('y'.repeat(4096));
  });

  it('renders what the service sends, for every default template and recipient', () => {
    for (const [name, template] of Object.entries(DEFAULT_TEMPLATES)) {
      const values = samplePlaceholderValues(template.recipientType, NOW);
      const mine = renderTemplatePreview(template.body, values);
      expect(mine, name).toBe(renderTemplate(template.body, values as never));
      expect(mine, name).not.toMatch(/\{\{/);
    }
    const tricky = '{{ order_id }}{{unknown}}{{order_id}}\n{{total_amount}}'.repeat(200);
    const values = samplePlaceholderValues('admin', NOW);
    expect(renderTemplatePreview(tricky, values)).toBe(renderTemplate(tricky, values as never));
  });
});

describe('unknownPlaceholders', () => {
  it('names each unknown placeholder once, in order', () => {
    expect(unknownPlaceholders('{{a}} {{order_id}} {{ b }} {{a}}', ['order_id'])).toEqual(['a', 'b']);
    expect(unknownPlaceholders('no placeholders', ['order_id'])).toEqual([]);
  });
});

describe('template parameters', () => {
  it('flattens lines and spaces like the service', () => {
    for (const value of ['• Yam × 5 kg\n• Rice × 2 kg', '  a   b\t c ', '', '\n\n', 'one']) {
      expect(templateParameterText(value)).toBe(serviceParameterText(value));
    }
    expect(templateParameterText('• Yam\n\n• Rice')).toBe('• Yam; • Rice');
    expect(templateParameterText('  ')).toBe('-');
  });

  it('fills {{1}}, {{2}}… in order', () => {
    expect(
      templateParametersPreview(['customer_name', 'order_items', 'nope'], {
        customer_name: 'Chioma',
        order_items: '• Yam\n• Rice',
      }),
    ).toEqual([
      { slot: '{{1}}', placeholder: 'customer_name', value: 'Chioma' },
      { slot: '{{2}}', placeholder: 'order_items', value: '• Yam; • Rice' },
      { slot: '{{3}}', placeholder: 'nope', value: '-' },
    ]);
  });
});

describe('the sample order', () => {
  it("has a value for every placeholder the service knows, the single notices' too", () => {
    const noticePlaceholders = ['order_ref', 'product_name', 'stock_quantity'];
    expect(Object.keys(samplePlaceholderValues('admin', NOW)).sort()).toEqual(
      [...PLACEHOLDERS, ...noticePlaceholders].sort(),
    );
  });

  it('shows the whole order to the admin, company and customer', () => {
    const values = samplePlaceholderValues('admin', NOW);
    expect(values.order_id).toBe(SAMPLE_ORDER.orderId);
    expect(values.total_amount).toBe('₦25,185');
    expect(values.vendor_name).toBe('Okafor Farms, Green Valley Produce');
    expect(values.vendor_earnings).toBe('₦21,900');
    expect(values.order_items.split('\n')).toEqual([
      '• White Yam (Abuja) × 10 kg — ₦13,800',
      '• Ofada Rice × 5 kg — ₦8,625',
      '• Ripe Plantain × 3 kg — ₦2,760',
    ]);
  });

  it('shows a vendor only its own items, at its own price, and its earnings', () => {
    const values = samplePlaceholderValues('vendor', NOW);
    expect(values.vendor_name).toBe('Okafor Farms');
    expect(values.vendor_earnings).toBe('₦14,400');
    expect(values.vendor_order_items.split('\n')).toEqual([
      '• White Yam (Abuja) × 10 kg — ₦12,000',
      '• Ripe Plantain × 3 kg — ₦2,400',
    ]);
    expect(values.order_items.split('\n')).toHaveLength(3);
  });

  it('estimates delivery 3 days out (spec 2 §9)', () => {
    const local = new Date(2026, 10, 22, 14, 5);
    const values = samplePlaceholderValues('customer', local);
    expect(values.order_time).toBe('22 Nov 2026, 14:05');
    expect(values.estimated_delivery).toBe('25 Nov 2026');
  });
});
