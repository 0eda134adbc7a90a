import type { MessageTemplate } from '../templates/message-template.entity.js';
import {
  renderTemplate,
  templateParameterText,
  type TemplateValues,
} from '../templates/template-renderer.js';

/** A Cloud API message without its recipient: what is stored with a log entry and sent later. */
export type OutgoingMessage =
  | { type: 'text'; text: { body: string; preview_url: false } }
  | {
      type: 'template';
      template: {
        name: string;
        language: { code: string };
        components?: Array<{ type: 'body'; parameters: Array<{ type: 'text'; text: string }> }>;
      };
    };

export const textMessage = (body: string): OutgoingMessage => ({
  type: 'text',
  text: { body, preview_url: false },
});

/** The POST body of `{api_url}{phone_id}/messages`: `to` is digits only. */
export const sendRequestBody = (to: string, message: OutgoingMessage) => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: to.replace(/\D/g, ''),
  ...message,
});

/**
 * The message for one recipient as its template says: the rendered text (falling back to
 * `fallbackText` when the template is missing or empty), or the approved template message with its
 * parameters. `content` is what the log shows.
 */
export function composeMessage(
  template: MessageTemplate | undefined,
  values: TemplateValues,
  fallbackText: string,
): { outgoing: OutgoingMessage; content: string } {
  if (
    template?.deliveryMode === 'template' &&
    template.providerTemplateName &&
    template.providerTemplateLanguage
  ) {
    const parameters = template.providerTemplateParameters.map((name) =>
      templateParameterText(Object.hasOwn(values, name) ? values[name] : ''),
    );
    const outgoing: OutgoingMessage = {
      type: 'template',
      template: {
        name: template.providerTemplateName,
        language: { code: template.providerTemplateLanguage },
        ...(parameters.length > 0
          ? { components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }] }
          : {}),
      },
    };
    const listed = parameters.map((text, i) => `{{${i + 1}}} ${text}`).join('\n');
    const content = `[WhatsApp template ${template.providerTemplateName} (${template.providerTemplateLanguage})]${listed ? `\n${listed}` : ''}`;
    return { outgoing, content };
  }
  const body = template?.body.trim() ? renderTemplate(template.body, values) : fallbackText;
  return { outgoing: textMessage(body), content: body };
}
