import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EventEnvelope } from '@ihe/contracts';
import { WhatsAppConfigService } from '../config/whatsapp-config.service.js';
import { WHATSAPP_MESSAGES } from '../notifications.messages.js';
import { NOTIFICATIONS_SETTINGS, type NotificationsSettings } from '../notifications.settings.js';
import { NotificationDispatcher } from '../sending/notification-dispatcher.js';
import { composeMessage } from '../sending/outgoing-message.js';
import { toWhatsAppNumber } from '../sending/recipient-number.js';
import { MessageTemplate } from '../templates/message-template.entity.js';
import type { SingleNotice } from './single-notice.js';
import { SingleNoticeWriter, type NoticeEntry } from './single-notice.writer.js';

/** What became of an event's notice (logged for operators; tests read the log). */
export type NoticeResult =
  | 'duplicate'
  | 'nothing-to-send'
  | 'disabled'
  | 'no-number'
  | 'already-logged'
  | 'invalid-number'
  | 'sending';

/**
 * The one path of every single notice (a vendor's approval, an order part shipped or delivered, low
 * stock): the event is recorded in the inbox together with the notice's log entry (spec 2 §4: pending
 * before sending), then, once that committed, the dispatcher sends it and marks it sent with the
 * provider's id or failed with the error. The rules are the order messages': nothing is logged while
 * WhatsApp is disabled, a missing number is skipped quietly, an unusable one is logged as failed.
 */
@Injectable()
export class SingleNoticeService {
  private readonly logger = new Logger('SingleNotice');

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: WhatsAppConfigService,
    private readonly writer: SingleNoticeWriter,
    private readonly dispatcher: NotificationDispatcher,
    @Inject(NOTIFICATIONS_SETTINGS) private readonly settings: NotificationsSettings,
  ) {}

  /** Handles `event` once for `consumer`: logs and sends `notice` (null: the event asks for none). */
  async handle(event: EventEnvelope, consumer: string, notice: SingleNotice | null): Promise<NoticeResult> {
    const planned = notice && (await this.plan(notice));
    const entry = planned && 'entry' in planned ? planned.entry : null;
    const written = await this.writer.write(event, consumer, entry);
    if (!written.fresh) return 'duplicate';
    if (!notice || !planned) return 'nothing-to-send';
    const about = `${notice.kind} ${notice.orderId ?? notice.recipientKey}`;
    if ('skipped' in planned) {
      const why = planned.skipped === 'disabled' ? WHATSAPP_MESSAGES.disabled : 'no WhatsApp number';
      this.logger.log(`${about}: ${why}, nothing sent`);
      return planned.skipped;
    }
    if (!written.written) {
      this.logger.log(`${about}: already logged (event ${event.id}), nothing to do`);
      return 'already-logged';
    }
    if (planned.entry.invalidNumber) return 'invalid-number';
    this.dispatcher.dispatch([planned.entry.id]);
    return 'sending';
  }

  private async plan(
    notice: SingleNotice,
  ): Promise<{ entry: NoticeEntry } | { skipped: 'disabled' | 'no-number' }> {
    if (!(await this.config.read()).enabled) return { skipped: 'disabled' };
    const given = notice.phone?.trim();
    if (!given) return { skipped: 'no-number' };
    const number = toWhatsAppNumber(given, this.settings.WHATSAPP_DEFAULT_COUNTRY_CODE);
    const template = notice.template
      ? await this.dataSource.manager.findOneBy(MessageTemplate, { templateName: notice.template })
      : null;
    const message = composeMessage(template ?? undefined, notice.values, notice.fallbackText);
    return {
      entry: {
        id: randomUUID(),
        kind: notice.kind,
        orderId: notice.orderId,
        recipientType: notice.recipientType,
        recipientKey: notice.recipientKey,
        recipientNumber: number ?? given,
        content: message.content,
        outgoing: message.outgoing,
        invalidNumber: number === null,
      },
    };
  }
}
