import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { WhatsAppConfigService } from '../config/whatsapp-config.service.js';
import { NotificationStatusWriter } from '../notification-log/notification-status.writer.js';
import { NOTIFICATIONS_SETTINGS, type NotificationsSettings } from '../notifications.settings.js';
import type { OutgoingMessage } from './outgoing-message.js';
import { WhatsAppSender } from './whatsapp-sender.js';
import { modifiedRows } from '../database/modified-rows.js';

interface ClaimedRow {
  recipient_number: string;
  outgoing_message: OutgoingMessage;
}

/**
 * Sends pending log entries. Each entry is claimed (a token and a lease in the row) before anything is
 * sent, and the claim is checked again inside the limiter slot right before each call, so two senders
 * (instances, a redelivered event, the sweep) never send the same entry. Entries run independently:
 * a slow or retrying recipient holds only its own call. A sweep picks up entries left pending by a
 * crash or a shutdown once their lease has passed.
 */
@Injectable()
export class NotificationDispatcher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('NotificationDispatcher');
  private readonly inProgress = new Map<string, Promise<void>>();
  private readonly stopping = new AbortController();
  private sweepTimer?: NodeJS.Timeout;
  private sweeping?: Promise<void>;
  /** Longer than one call can take, so a live sender never loses its claim mid-call. */
  private readonly leaseMs: number;
  private readonly sweepIntervalMs: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: WhatsAppConfigService,
    private readonly sender: WhatsAppSender,
    private readonly statuses: NotificationStatusWriter,
    @Inject(NOTIFICATIONS_SETTINGS) settings: NotificationsSettings,
  ) {
    this.leaseMs = settings.WHATSAPP_REQUEST_TIMEOUT_MS + 60_000;
    this.sweepIntervalMs = settings.WHATSAPP_SWEEP_INTERVAL_MS;
  }

  onApplicationBootstrap(): void {
    const tick = () => {
      this.sweeping ??= this.sweep()
        .then(() => undefined)
        .catch((error: unknown) => this.logger.warn(`Sweep failed: ${(error as Error).message}`))
        .finally(() => (this.sweeping = undefined));
    };
    tick();
    this.sweepTimer = setInterval(tick, this.sweepIntervalMs);
    this.sweepTimer.unref();
  }

  /** Stops sweeping and retry waits; calls in flight finish (their result is recorded). */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.sweepTimer);
    this.stopping.abort();
    await this.sweeping;
    await this.whenIdle();
  }

  /** Starts sending these entries (not awaited: the caller goes on; see whenIdle). */
  dispatch(ids: string[]): void {
    for (const id of ids) {
      if (this.stopping.signal.aborted || this.inProgress.has(id)) continue;
      const work = this.process(id)
        .catch((error: unknown) =>
          this.logger.error(`Notification ${id} could not be processed: ${(error as Error).message}`),
        )
        .finally(() => this.inProgress.delete(id));
      this.inProgress.set(id, work);
    }
  }

  /** Resolves when every dispatched entry is done (tests, shutdown). */
  async whenIdle(): Promise<void> {
    while (this.inProgress.size > 0) await Promise.allSettled([...this.inProgress.values()]);
  }

  /** Dispatches pending entries nobody holds (oldest first); returns how many it found. */
  async sweep(limit = 500): Promise<number> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM whatsapp_notifications
        WHERE status = 'pending' AND (claimed_until IS NULL OR claimed_until < now())
        ORDER BY created_at LIMIT $1`,
      [limit],
    );
    this.dispatch(rows.map((row) => row.id));
    return rows.length;
  }

  private async process(id: string): Promise<void> {
    const token = randomUUID();
    const [row] = await modifiedRows<ClaimedRow>(
      this.dataSource,
      `UPDATE whatsapp_notifications
          SET claim_token = $2, claimed_until = now() + make_interval(secs => $3), updated_at = now()
        WHERE id = $1 AND status = 'pending' AND (claimed_until IS NULL OR claimed_until < now())
        RETURNING recipient_number, outgoing_message`,
      [id, token, this.leaseMs / 1000],
    );
    if (!row) return;
    const target = this.config.sendingTarget(await this.config.read());
    if ('problem' in target) {
      await this.statuses.finish(id, token, { ok: false, error: target.problem, attempts: 0 });
      return;
    }
    const outcome = await this.sender.send(target.target, row.recipient_number, row.outgoing_message, {
      signal: this.stopping.signal,
      beforeAttempt: () => this.renewClaim(id, token),
    });
    if ('aborted' in outcome) {
      // Shutting down (or the claim was lost): leave it pending for the next sweep.
      await this.dataSource.query(
        `UPDATE whatsapp_notifications SET claim_token = NULL, claimed_until = NULL, attempts = attempts + $3
          WHERE id = $1 AND claim_token = $2`,
        [id, token, outcome.attempts],
      );
      return;
    }
    await this.statuses.finish(id, token, outcome);
  }

  private async renewClaim(id: string, token: string): Promise<boolean> {
    const rows = await modifiedRows(
      this.dataSource,
      `UPDATE whatsapp_notifications SET claimed_until = now() + make_interval(secs => $3)
        WHERE id = $1 AND claim_token = $2 AND status = 'pending' RETURNING id`,
      [id, token, this.leaseMs / 1000],
    );
    return rows.length > 0;
  }
}
