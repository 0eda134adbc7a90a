import type { DataSource } from 'typeorm';
import { queryPrepared } from '@ihe/platform';
import type { WhatsAppConfigService, WhatsAppSettings } from '../config/whatsapp-config.service.js';
import type { ConfigKey } from '../config/config-keys.js';
import type { MessageTemplate } from '../templates/message-template.entity.js';
import { templatesByRecipient } from '../templates/message-templates.service.js';
import type { RecipientType } from '../templates/template-names.js';

/** What planning an order reads: the WhatsApp settings and the message templates. */
export interface OrderPlanInputs {
  settings: WhatsAppSettings;
  templates: Map<RecipientType, MessageTemplate>;
}

// Both tables in one round trip (and one snapshot), as JSON in the entities' own field names.
const READ_PLAN_INPUTS = `
  SELECT
    (SELECT coalesce(json_agg(json_build_object(
              'configKey', config_key, 'configValue', config_value, 'updatedAt', updated_at)), '[]')
       FROM whatsapp_config) AS config,
    (SELECT coalesce(json_agg(json_build_object(
              'templateName', template_name, 'recipientType', recipient_type, 'body', body,
              'deliveryMode', delivery_mode, 'providerTemplateName', provider_template_name,
              'providerTemplateLanguage', provider_template_language,
              'providerTemplateParameters', provider_template_parameters,
              'updatedAt', updated_at, 'updatedBy', updated_by)), '[]')
       FROM whatsapp_message_templates) AS templates`;

type StoredJson<T> = Omit<T, 'updatedAt'> & { updatedAt: string };

/**
 * Reads the settings and templates for one order, fresh every time (an admin's change applies to the
 * next order at once). Outside any transaction: they were read-committed reads before as well.
 */
export async function readOrderPlanInputs(
  db: DataSource,
  config: WhatsAppConfigService,
): Promise<OrderPlanInputs> {
  const {
    rows: [row],
  } = await queryPrepared<{
    config: Array<StoredJson<{ configKey: ConfigKey; configValue: string; updatedAt: Date }>>;
    templates: Array<StoredJson<MessageTemplate>>;
  }>(db, READ_PLAN_INPUTS, []);
  return {
    settings: config.settingsFrom(
      row.config.map((entry) => ({ ...entry, updatedAt: new Date(entry.updatedAt) })),
    ),
    templates: templatesByRecipient(
      row.templates.map((template) => ({ ...template, updatedAt: new Date(template.updatedAt) })),
    ),
  };
}
