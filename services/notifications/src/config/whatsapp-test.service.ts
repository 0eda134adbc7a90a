import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NotificationStatusWriter } from '../notification-log/notification-status.writer.js';
import { WHATSAPP_MESSAGES } from '../notifications.messages.js';
import { NOTIFICATIONS_SETTINGS, type NotificationsSettings } from '../notifications.settings.js';
import { textMessage } from '../sending/outgoing-message.js';
import { WhatsAppSender } from '../sending/whatsapp-sender.js';
import { formatLagosDateTime } from '../templates/message-formatting.js';
import type { WhatsAppTestResult } from '@ihe/contracts';
import { WhatsAppConfigService } from './whatsapp-config.service.js';

const REENGAGEMENT_HINT =
  ' WhatsApp accepts free text only within 24 hours of the recipient’s last message: send any message from the admin phone to your business number, then test again.';

/**
 * The settings page's Test button: a real text message to the admin number, logged like any other
 * (order id empty), one attempt, answered with the outcome instead of retried in the background.
 */
@Injectable()
export class WhatsAppTestService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: WhatsAppConfigService,
    private readonly sender: WhatsAppSender,
    private readonly statuses: NotificationStatusWriter,
    @Inject(NOTIFICATIONS_SETTINGS) private readonly settings: NotificationsSettings,
  ) {}

  async sendTest(): Promise<WhatsAppTestResult> {
    const settings = await this.config.read();
    const failed = (error: string): WhatsAppTestResult => ({
      success: false,
      message: WHATSAPP_MESSAGES.testFailed,
      error,
    });
    if (!settings.enabled) return failed(WHATSAPP_MESSAGES.disabled);
    if (!settings.adminNumber) return failed(WHATSAPP_MESSAGES.adminNumberMissing);
    const target = this.config.sendingTarget(settings);
    if ('problem' in target) return failed(target.problem);

    const id = randomUUID();
    const token = randomUUID();
    const to = settings.adminNumber.replace(/\D/g, '');
    const body = [
      '✅ Ihe Market WhatsApp test',
      '',
      'Order notifications can reach this number.',
      `Sent ${formatLagosDateTime(new Date())}`,
    ].join('\n');
    const outgoing = textMessage(body);
    const leaseSeconds = (this.settings.WHATSAPP_REQUEST_TIMEOUT_MS + 60_000) / 1000;
    // Logged pending and held by this request, so the dispatcher's sweep leaves it alone.
    await this.dataSource.query(
      `INSERT INTO whatsapp_notifications
         (id, order_id, recipient_type, recipient_key, recipient_number, message_content, outgoing_message,
          claim_token, claimed_until)
       VALUES ($1, NULL, 'admin', '', $2, $3, $4, $5, now() + make_interval(secs => $6))`,
      [id, to, body, JSON.stringify(outgoing), token, leaseSeconds],
    );
    const outcome = await this.sender.send(target.target, to, outgoing, { maxAttempts: 1 });
    if ('aborted' in outcome) return failed(WHATSAPP_MESSAGES.sendFailed);
    await this.statuses.finish(id, token, outcome);
    if (outcome.ok) return { success: true, message: WHATSAPP_MESSAGES.testSent };
    return failed(outcome.error.includes('131047') ? `${outcome.error}.${REENGAGEMENT_HINT}` : outcome.error);
  }
}
