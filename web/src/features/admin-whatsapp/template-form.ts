import type {
  WhatsAppNoticeTemplateName,
  WhatsAppNoticeTemplateView,
  WhatsAppTemplateChange,
  WhatsAppTemplateName,
  WhatsAppTemplatesView,
  WhatsAppTemplateView,
} from '@ihe/contracts';
import { MAX_TEXT_LENGTH, unknownPlaceholders } from './template-preview.js';
import { TEMPLATE_RULE_MESSAGES } from './whatsapp-page-messages.js';

/** One template as edited: the text, and the approved template used in template mode. */
export interface TemplateDraft {
  mode: 'text' | 'template';
  body: string;
  providerName: string;
  providerLanguage: string;
  parameters: string[];
}

/** Any editable template: the four order templates and the single notices. */
export type EditableTemplateName = WhatsAppTemplateName | WhatsAppNoticeTemplateName;
export type EditableTemplateView = WhatsAppTemplateView | WhatsAppNoticeTemplateView;

export type TemplateDrafts = Partial<Record<EditableTemplateName, TemplateDraft>>;

export const MAX_TEMPLATE_PARAMETERS = 20;

export const TEMPLATE_TITLES: Record<EditableTemplateName, { title: string; description: string }> = {
  admin_new_order: { title: 'Admin', description: 'Every new order, to the admin number.' },
  vendor_new_order: { title: 'Vendor', description: "Each vendor's own items and earnings." },
  company_order_forward: { title: 'Company', description: 'The order to process, to the company number.' },
  customer_order_confirmation: { title: 'Customer', description: "The buyer's order confirmation." },
  customer_order_shipped: {
    title: 'Order shipped',
    description: 'To the buyer when a vendor ships its part of the order.',
  },
  customer_order_delivered: {
    title: 'Order delivered',
    description: "To the buyer when a vendor's part of the order is delivered.",
  },
  vendor_low_stock: {
    title: 'Low stock',
    description: 'To the vendor when a product has 10 kg or less left.',
  },
};

/** The order templates and, when the API sends them, the single notices: every template the form edits. */
export function editableTemplates(view: WhatsAppTemplatesView): EditableTemplateView[] {
  return [...view.templates, ...(view.notices ?? [])];
}

export function templateDraft(template: EditableTemplateView): TemplateDraft {
  return {
    mode: template.mode,
    body: template.body,
    providerName: template.providerTemplate?.name ?? '',
    providerLanguage: template.providerTemplate?.language ?? 'en',
    parameters: [...(template.providerTemplate?.parameters ?? [])],
  };
}

export function templateDrafts(view: WhatsAppTemplatesView): TemplateDrafts {
  return Object.fromEntries(
    editableTemplates(view).map((template) => [template.name, templateDraft(template)]),
  );
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** The changes of one template, or null when the draft is as saved. */
export function templateChange(
  template: EditableTemplateView,
  draft: TemplateDraft,
): WhatsAppTemplateChange | null {
  const change: WhatsAppTemplateChange = { name: template.name };
  if (draft.body !== template.body) change.body = draft.body;
  if (draft.mode !== template.mode) change.mode = draft.mode;
  const saved = templateDraft(template);
  const providerChanged =
    draft.providerName.trim() !== saved.providerName ||
    draft.providerLanguage.trim() !== saved.providerLanguage ||
    !sameList(draft.parameters, saved.parameters);
  // In text mode an approved template that was never set stays unset (its fields only show defaults).
  const providerSet = draft.providerName.trim() !== '';
  if (providerChanged && (providerSet || template.providerTemplate !== null))
    change.providerTemplate = providerSet
      ? {
          name: draft.providerName.trim(),
          language: draft.providerLanguage.trim(),
          parameters: draft.parameters,
        }
      : null;
  return Object.keys(change).length > 1 ? change : null;
}

/** PUT /admin/whatsapp/templates: the templates whose drafts differ. */
export function templateChanges(
  view: WhatsAppTemplatesView,
  drafts: TemplateDrafts,
): WhatsAppTemplateChange[] {
  return editableTemplates(view).flatMap((template) => {
    const draft = drafts[template.name];
    const change = draft ? templateChange(template, draft) : null;
    return change ? [change] : [];
  });
}

export function checkTemplateBody(body: string | undefined, known: readonly string[]): string | null {
  const text = body ?? '';
  if (text.trim() === '') return TEMPLATE_RULE_MESSAGES.bodyEmpty;
  if (text.length > MAX_TEXT_LENGTH) return TEMPLATE_RULE_MESSAGES.bodyTooLong;
  const [unknown] = unknownPlaceholders(text, known);
  return unknown ? TEMPLATE_RULE_MESSAGES.unknownPlaceholder(unknown) : null;
}

/** The approved template's name, needed in template mode. */
export function checkProviderName(name: string | undefined, mode: TemplateDraft['mode']): string | null {
  const value = (name ?? '').trim();
  if (value === '' && mode === 'text') return null;
  return /^[a-z0-9_]{1,512}$/.test(value) ? null : TEMPLATE_RULE_MESSAGES.providerNameFormat;
}

export function checkProviderLanguage(
  language: string | undefined,
  mode: TemplateDraft['mode'],
): string | null {
  const value = (language ?? '').trim();
  if (value === '' && mode === 'text') return null;
  return /^[a-z]{2,3}(_[A-Z]{2})?$/.test(value) ? null : TEMPLATE_RULE_MESSAGES.languageFormat;
}

/** The text after putting `{{placeholder}}` over the selection, and where the caret goes. */
export function insertPlaceholder(
  text: string,
  selection: { start: number; end: number },
  placeholder: string,
): { text: string; caret: number } {
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  const token = `{{${placeholder}}}`;
  return { text: `${text.slice(0, start)}${token}${text.slice(end)}`, caret: start + token.length };
}
