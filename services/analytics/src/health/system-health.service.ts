import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { HealthSignal } from '@ihe/contracts';
import {
  BACKEND_SERVICE_NAMES,
  MESSAGING_STATUS_PATH,
  MessagingStatusReader,
  queryPrepared,
  serviceUrl,
  type MessagingStatus,
  type ServiceName,
} from '@ihe/platform';
import {
  deadLetterSignal,
  failedNotificationsSignal,
  healthScore,
  outboxLagSignal,
  serviceSignal,
} from './health-score.rules.js';

type Health = { score: number; signals: HealthSignal[] };

/** The services whose /health counts (analytics answers this request, so it is up; the gateway is in front). */
const WATCHED: ServiceName[] = BACKEND_SERVICE_NAMES.filter((service) => service !== 'analytics');
const PROBE_TIMEOUT_MS = 1500;
/**
 * Probing the services costs a few ms to a few hundred under load; the overview keeps the answer this long,
 * then answers the previous one while the next is measured.
 */
const CACHE_MS = 10_000;

/**
 * The system health score (spec 2 §3 system_health_score, §9 colours) from real signals: each service's
 * /health; outbox lag and dead-lettered messages from each service's own report (GET
 * /internal/messaging-status, as each outbox lives in its own service's schema, which analytics does not
 * read; analytics' own through its reader); orders whose WhatsApp sends failed in the last 24 h
 * (notification.order-outcome with sent < total).
 */
@Injectable()
export class SystemHealthService {
  private cached?: { at: number; value: Promise<Health>; done: boolean };
  /** The last measurement that finished: answered while a newer one runs, so no request waits for probes. */
  private settled?: Health;

  constructor(
    private readonly dataSource: DataSource,
    private readonly ownMessaging: MessagingStatusReader,
  ) {}

  current(): Promise<Health> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > CACHE_MS) {
      const measuring = { at: now, value: this.measure(), done: false };
      this.cached = measuring;
      measuring.value.then(
        (health) => {
          measuring.done = true;
          this.settled = health;
        },
        () => {
          if (this.cached === measuring) this.cached = undefined;
        },
      );
    }
    return !this.cached.done && this.settled ? Promise.resolve(this.settled) : this.cached.value;
  }

  private async measure(): Promise<Health> {
    const [services, messaging, failed] = await Promise.all([
      Promise.all(WATCHED.map((service) => this.probe(service))),
      this.messagingReports(),
      this.failed(),
    ]);
    const signals = [
      ...services,
      outboxLagSignal(messaging),
      deadLetterSignal(messaging),
      failedNotificationsSignal(failed),
    ];
    return { score: healthScore(signals), signals };
  }

  private async probe(service: ServiceName): Promise<HealthSignal> {
    try {
      const answer = await fetch(`${serviceUrl(service)}/health`, {
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      if (!answer.ok) return serviceSignal(service, 'down', `health answered ${answer.status}`);
      const body = (await answer.json().catch(() => ({}))) as { status?: string; degraded?: string[] };
      return body.status === 'degraded'
        ? serviceSignal(service, 'degraded', `${body.degraded?.join(', ') ?? 'a dependency'} not answering`)
        : serviceSignal(service, 'up', '');
    } catch (error) {
      return serviceSignal(service, 'down', (error as Error).message);
    }
  }

  /** Every report that could be read: a service that cannot answer costs its /health penalty only. */
  private async messagingReports(): Promise<MessagingStatus[]> {
    const reports = await Promise.all([
      this.ownMessaging.read().catch(() => null),
      ...WATCHED.map((service) => this.messagingReport(service)),
    ]);
    return reports.filter((report): report is MessagingStatus => report !== null);
  }

  private async messagingReport(service: ServiceName): Promise<MessagingStatus | null> {
    try {
      const answer = await fetch(`${serviceUrl(service)}${MESSAGING_STATUS_PATH}`, {
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      return answer.ok ? ((await answer.json()) as MessagingStatus) : null;
    } catch {
      return null;
    }
  }

  private async failed(): Promise<number> {
    const { rows } = await queryPrepared<{ n: number }>(
      this.dataSource,
      `SELECT count(*)::int AS n FROM notification_outcomes
        WHERE occurred_at > now() - interval '24 hours' AND NOT disabled AND sent < total`,
      [],
    );
    return rows[0].n;
  }
}
