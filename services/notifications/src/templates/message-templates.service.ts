import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { TEMPLATE_ERRORS } from '../notifications.messages.js';
import type { WhatsAppTemplatesView, WhatsAppTemplateView } from '@ihe/contracts';
import { DEFAULT_TEMPLATES } from './default-templates.js';
import { MessageTemplate } from './message-template.entity.js';
import type { UpdateMessageTemplatesDto } from './message-templates.dto.js';
import { PLACEHOLDERS, unknownPlaceholders } from './placeholders.js';
import { TEMPLATE_NAMES, type RecipientType } from './template-names.js';

/** The four message templates and, per recipient type, text or approved-template delivery. */
@Injectable()
export class MessageTemplatesService {
  constructor(private readonly dataSource: DataSource) {}

  /** Seeds the default texts of templates that do not exist yet (first start). */
  async ensureDefaults(): Promise<void> {
    const names = Object.keys(DEFAULT_TEMPLATES) as Array<keyof typeof DEFAULT_TEMPLATES>;
    await this.dataSource.query(
      `INSERT INTO whatsapp_message_templates (template_name, recipient_type, body)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) ON CONFLICT DO NOTHING`,
      [
        names,
        names.map((name) => DEFAULT_TEMPLATES[name].recipientType),
        names.map((name) => DEFAULT_TEMPLATES[name].body),
      ],
    );
  }

  async view(manager: EntityManager = this.dataSource.manager): Promise<WhatsAppTemplatesView> {
    const rows = await manager.find(MessageTemplate);
    const order = (name: string) => TEMPLATE_NAMES.indexOf(name as never);
    return {
      templates: rows.sort((a, b) => order(a.templateName) - order(b.templateName)).map(toView),
      placeholders: [...PLACEHOLDERS],
    };
  }

  /** Checks every change, then saves them all in one transaction (none when any is bad). */
  async update(request: UpdateMessageTemplatesDto, adminId: string): Promise<WhatsAppTemplatesView> {
    const seen = new Set<string>();
    for (const change of request.templates) {
      if (seen.has(change.name)) throw new BadRequestException(TEMPLATE_ERRORS.duplicate(change.name));
      seen.add(change.name);
      const unknown = change.body !== undefined ? unknownPlaceholders(change.body) : [];
      if (unknown.length > 0)
        throw new BadRequestException(TEMPLATE_ERRORS.unknownPlaceholder(unknown[0], change.name));
    }
    return this.dataSource.transaction(async (manager) => {
      for (const change of request.templates) {
        const row = await manager.findOne(MessageTemplate, {
          where: { templateName: change.name },
          lock: { mode: 'pessimistic_write' },
        });
        const current =
          row ??
          manager.create(MessageTemplate, {
            templateName: change.name,
            recipientType: DEFAULT_TEMPLATES[change.name].recipientType,
            body: DEFAULT_TEMPLATES[change.name].body,
            deliveryMode: 'text',
            providerTemplateName: null,
            providerTemplateLanguage: null,
            providerTemplateParameters: [],
          });
        if (change.body !== undefined) current.body = change.body;
        if (change.mode !== undefined) current.deliveryMode = change.mode;
        if (change.providerTemplate !== undefined) {
          current.providerTemplateName = change.providerTemplate?.name ?? null;
          current.providerTemplateLanguage = change.providerTemplate?.language ?? null;
          current.providerTemplateParameters = change.providerTemplate?.parameters ?? [];
        }
        if (
          current.deliveryMode === 'template' &&
          (!current.providerTemplateName || !current.providerTemplateLanguage)
        ) {
          throw new BadRequestException(TEMPLATE_ERRORS.providerTemplateRequired);
        }
        current.updatedAt = new Date();
        current.updatedBy = adminId;
        await manager.save(current);
      }
      return this.view(manager);
    });
  }
}

/**
 * The templates by recipient type (a missing one falls back to the spec's text when rendering); order
 * planning reads the rows together with the settings (readOrderPlanInputs).
 */
export function templatesByRecipient(rows: MessageTemplate[]): Map<RecipientType, MessageTemplate> {
  return new Map(rows.map((row) => [row.recipientType, row]));
}

function toView(row: MessageTemplate): WhatsAppTemplateView {
  return {
    name: row.templateName,
    recipientType: row.recipientType,
    body: row.body,
    mode: row.deliveryMode,
    providerTemplate:
      row.providerTemplateName && row.providerTemplateLanguage
        ? {
            name: row.providerTemplateName,
            language: row.providerTemplateLanguage,
            parameters: row.providerTemplateParameters,
          }
        : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
