import { describe, expect, it } from 'vitest';
import {
  checkProviderLanguage,
  checkProviderName,
  checkTemplateBody,
  insertPlaceholder,
  templateChanges,
  templateDrafts,
  type TemplateDrafts,
} from './template-form.js';
import { makeTemplates, makeTemplatesWithNotices, PLACEHOLDERS } from './test-fixtures.js';
import { whatsAppSpans } from './whatsapp-formatting.js';

describe('template changes', () => {
  const view = makeTemplates();

  it('cover the single notices when the API sends them', () => {
    const withNotices = makeTemplatesWithNotices();
    const drafts = templateDrafts(withNotices) as Required<TemplateDrafts>;
    expect(Object.keys(drafts)).toHaveLength(7);
    expect(templateChanges(withNotices, drafts)).toEqual([]);
    drafts.vendor_low_stock = { ...drafts.vendor_low_stock, body: '{{product_name}} is low' };
    expect(templateChanges(withNotices, drafts)).toEqual([
      { name: 'vendor_low_stock', body: '{{product_name}} is low' },
    ]);
  });

  it('are none for the saved drafts', () => {
    expect(templateChanges(view, templateDrafts(view))).toEqual([]);
  });

  it('carry only the changed fields of the changed templates', () => {
    const drafts = templateDrafts(view) as Required<TemplateDrafts>;
    drafts.admin_new_order = { ...drafts.admin_new_order, body: 'New order #{{order_id}}' };
    drafts.vendor_new_order = { ...drafts.vendor_new_order, parameters: ['vendor_name'] };
    expect(templateChanges(view, drafts)).toEqual([
      { name: 'admin_new_order', body: 'New order #{{order_id}}' },
      {
        name: 'vendor_new_order',
        providerTemplate: { name: 'vendor_order', language: 'en', parameters: ['vendor_name'] },
      },
    ]);
  });

  it('switch a text template to an approved one with its name and language', () => {
    const drafts = templateDrafts(view) as Required<TemplateDrafts>;
    drafts.customer_order_confirmation = {
      ...drafts.customer_order_confirmation,
      mode: 'template',
      providerName: ' order_confirmation ',
      providerLanguage: 'en_US',
      parameters: ['customer_name', 'order_id'],
    };
    expect(templateChanges(view, drafts)).toEqual([
      {
        name: 'customer_order_confirmation',
        mode: 'template',
        providerTemplate: {
          name: 'order_confirmation',
          language: 'en_US',
          parameters: ['customer_name', 'order_id'],
        },
      },
    ]);
  });

  it('back to text mode keeps the approved template', () => {
    const drafts = templateDrafts(view) as Required<TemplateDrafts>;
    drafts.vendor_new_order = { ...drafts.vendor_new_order, mode: 'text' };
    expect(templateChanges(view, drafts)).toEqual([{ name: 'vendor_new_order', mode: 'text' }]);
  });
});

describe('template rules', () => {
  it('check the text as the server does', () => {
    expect(checkTemplateBody('Order #{{order_id}}', PLACEHOLDERS)).toBeNull();
    expect(checkTemplateBody('  ', PLACEHOLDERS)).toBe('Template text must not be empty');
    expect(checkTemplateBody('x'.repeat(4097), PLACEHOLDERS)).toBe(
      'Template text must be at most 4096 characters',
    );
    expect(checkTemplateBody('Hi {{customer}}', PLACEHOLDERS)).toBe(
      'Unknown placeholder {{customer}}: use one of the placeholders below',
    );
  });

  it('need an approved name and a language code in template mode only', () => {
    expect(checkProviderName('', 'text')).toBeNull();
    expect(checkProviderName('', 'template')).toBe(
      'Template name must be the approved name: lowercase letters, digits and underscores',
    );
    expect(checkProviderName('Order Confirmation', 'template')).not.toBeNull();
    expect(checkProviderName('order_confirmation_2', 'template')).toBeNull();
    expect(checkProviderLanguage('en', 'template')).toBeNull();
    expect(checkProviderLanguage('en_US', 'template')).toBeNull();
    expect(checkProviderLanguage('english', 'template')).toBe(
      'Template language must be a WhatsApp language code, e.g. en or en_US',
    );
  });
});

describe('insertPlaceholder', () => {
  it('puts the placeholder over the selection and moves the caret after it', () => {
    expect(insertPlaceholder('Hi , welcome', { start: 3, end: 3 }, 'customer_name')).toEqual({
      text: 'Hi {{customer_name}}, welcome',
      caret: 20,
    });
    expect(insertPlaceholder('Hi NAME!', { start: 3, end: 7 }, 'customer_name').text).toBe(
      'Hi {{customer_name}}!',
    );
    expect(insertPlaceholder('ab', { start: 9, end: 9 }, 'order_id').text).toBe('ab{{order_id}}');
  });
});

describe('whatsAppSpans', () => {
  it('makes *starred* text bold, as WhatsApp shows it', () => {
    expect(whatsAppSpans('Total: *₦25,185* now')).toEqual([
      { text: 'Total: ', bold: false },
      { text: '₦25,185', bold: true },
      { text: ' now', bold: false },
    ]);
  });

  it('leaves lone stars, spaced stars and stars across lines alone', () => {
    for (const text of ['5 * 3 = 15', '* not bold *', '*one\ntwo*', 'a*']) {
      expect(whatsAppSpans(text)).toEqual([{ text, bold: false }]);
    }
    expect(whatsAppSpans('')).toEqual([]);
  });
});
