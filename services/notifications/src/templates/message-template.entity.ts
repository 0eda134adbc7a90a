import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { DeliveryMode, EditableTemplateName, RecipientType } from './template-names.js';

/**
 * A message template (spec 2 §7) and how its recipient type is messaged: as free text rendered from
 * `body`, or as an approved WhatsApp template message whose body parameters are filled, in order, by
 * `providerTemplateParameters` (placeholder names).
 */
@Entity('whatsapp_message_templates')
export class MessageTemplate {
  @PrimaryColumn('text')
  templateName: EditableTemplateName;

  // One order template per recipient type; notice templates share their recipient type with it.
  @Column({ type: 'text' })
  recipientType: RecipientType;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'text', default: 'text' })
  deliveryMode: DeliveryMode;

  @Column({ type: 'text', nullable: true })
  providerTemplateName: string | null;

  @Column({ type: 'text', nullable: true })
  providerTemplateLanguage: string | null;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  /** Placeholder names (checked against the template's own list on save). */
  providerTemplateParameters: string[];

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  @Column({ type: 'uuid', nullable: true })
  updatedBy: string | null;
}
