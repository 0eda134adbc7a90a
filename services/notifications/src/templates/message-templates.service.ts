import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { TEMPLATE_ERRORS } from '../notifications.messages.js';
import type { WhatsAppNoticeTemplateView, WhatsAppTemplatesView, WhatsAppTemplateView } from '@ihe/contracts';
import { MessageTemplate } from './message-template.entity.js';
import type { UpdateMessageTemplatesDto } from './message-templates.dto.js';
import { defaultTemplate, NOTICE_TEMPLATES, placeholdersOf } from './notice-templates.js';
import { PLACEHOLDERS, unknownPlaceholders } from './placeholders.js';
import {
  EDITABLE_TEMPLATE_NAMES,
  isOrderTemplate,
  NOTICE_TEMPLATE_NAMES,
  type NoticeTemplateName,
  type RecipientType,
  type TemplateName,
} from './template-names.js';

/**
 * The four order templates and the single-notice templates, each sent as text or as an approved
 * template message. The notices are listed apart (`notices`) so a client that knows only the four
 * order templates shows those, unchanged.
 */
@Injectable()
export class MessageTemplatesService {
  constructor(private readonly dataSource: DataSource) {}

  /** Seeds the default texts of templates that do not exist yet (first start). */
  async ensureDefaults(): Promise<void> {
    const names = [...EDITABLE_TEMPLATE_NAMES];
    await this.dataSource.query(
      `INSERT INTO whatsapp_message_templates (template_name, recipient_type, body)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) ON CONFLICT DO NOTHING`,
      [
        names,
        names.map((name) => defaultTemplate(name).recipientType),
        names.map((name) => defaultTemplate(name).body),
      ],
    );
  }

  async view(manager: EntityManager = this.dataSource.manager): Promise<WhatsAppTemplatesView> {
    const rows = await manager.find(MessageTemplate);
    const order = (name: string) => EDITABLE_TEMPLATE_NAMES.indexOf(name as never);
    rows.sort((a, b) => order(a.templateName) - order(b.templateName));
    return {
      templates: rows.flatMap((row) =>
        isOrderTemplate(row.templateName) ? [toView(row, row.templateName)] : [],
      ),
      placeholders: [...PLACEHOLDERS],
      notices: rows.flatMap((row) =>
        isNoticeTemplate(row.templateName) ? [toNoticeView(row, row.templateName)] : [],
      ),
    };
  }

  /** Checks every change, then saves them all in one transaction (none when any is bad). */
  async update(request: UpdateMessageTemplatesDto, adminId: string): Promise<WhatsAppTemplatesView> {
    const seen = new Set<string>();
    for (const change of request.templates) {
      if (seen.has(change.name)) throw new BadRequestException(TEMPLATE_ERRORS.duplicate(change.name));
      seen.add(change.name);
      const known = placeholdersOf(change.name);
      const unknown = change.body !== undefined ? unknownPlaceholders(change.body, known) : [];
      if (unknown.length > 0)
        throw new BadRequestException(TEMPLATE_ERRORS.unknownPlaceholder(unknown[0], change.name));
      // The DTO accepts any template's placeholder; each template takes only its own.
      const parameter = change.providerTemplate?.parameters.find((name) => !known.includes(name));
      if (parameter) throw new BadRequestException(TEMPLATE_ERRORS.parameterUnknown(parameter));
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
            recipientType: defaultTemplate(change.name).recipientType,
            body: defaultTemplate(change.name).body,
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
 * The order templates by recipient type (a missing one falls back to the spec's text when rendering);
 * order planning reads the rows together with the settings (readOrderPlanInputs). Notice templates
 * share recipient types with them and are left out.
 */
export function templatesByRecipient(rows: MessageTemplate[]): Map<RecipientType, MessageTemplate> {
  return new Map(
    rows.flatMap((row) => (isOrderTemplate(row.templateName) ? [[row.recipientType, row]] : [])),
  );
}

const isNoticeTemplate = (name: string): name is NoticeTemplateName =>
  (NOTICE_TEMPLATE_NAMES as readonly string[]).includes(name);

function toView(row: MessageTemplate, name: TemplateName): WhatsAppTemplateView {
  return { name, ...viewFields(row) };
}

function toNoticeView(row: MessageTemplate, name: NoticeTemplateName): WhatsAppNoticeTemplateView {
  return { name, ...viewFields(row), placeholders: [...NOTICE_TEMPLATES[name].placeholders] };
}

function viewFields(row: MessageTemplate): Omit<WhatsAppTemplateView, 'name'> {
  return {
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
