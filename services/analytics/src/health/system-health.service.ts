import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { HealthSignal } from '@ihe/contracts';
import { EVENT_BUS, queryPrepared, serviceUrl, type EventBus, type ServiceName } from '@ihe/platform';
import {
  deadLetterSignal,
  failedNotificationsSignal,
  healthScore,
  serviceSignal,
} from './health-score.rules.js';

/** The services whose /health counts (analytics answers this request, so it is up; the gateway is in front). */
const WATCHED: ServiceName[] = ['identity', 'catalog', 'orders', 'verification', 'notifications'];
const PROBE_TIMEOUT_MS = 1500;
/** Probing five services costs a few ms; the overview keeps the answer this long. */
const CACHE_MS = 10_000;

/** A bus that can count its dead letters (the in-process adapter). */
type CountingBus = EventBus & { deadLetters?: () => unknown[] };

/**
 * The system health score (spec 2 §3 system_health_score, §9 colours) from real signals: each service's
 * /health, dead-lettered messages where the bus can count them, and orders whose WhatsApp sends failed in
 * the last 24 h (notification.order-outcome with sent < total). Outbox lag is not a signal: each outbox lives
 * in its own service's schema, which analytics does not read (docs/architecture.md).
 */
@Injectable()
export class SystemHealthService {
  private cached?: { at: number; value: Promise<{ score: number; signals: HealthSignal[] }> };

  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_BUS) private readonly bus: CountingBus,
  ) {}

  current(): Promise<{ score: number; signals: HealthSignal[] }> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > CACHE_MS) {
      const value = this.measure();
      this.cached = { at: now, value };
      value.catch(() => (this.cached = undefined));
    }
    return this.cached.value;
  }

  private async measure(): Promise<{ score: number; signals: HealthSignal[] }> {
    const services = await Promise.all(WATCHED.map((service) => this.probe(service)));
    const signals = [
      ...services,
      deadLetterSignal(this.deadLetters()),
      failedNotificationsSignal(await this.failed()),
    ];
    return { score: healthScore(signals), signals };
  }

  private async probe(service: ServiceName): Promise<HealthSignal> {
    try {
      const answer = await fetch(`${serviceUrl(service)}/health`, {
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      return serviceSignal(service, answer.ok, `health answered ${answer.status}`);
    } catch (error) {
      return serviceSignal(service, false, (error as Error).message);
    }
  }

  private deadLetters(): number | null {
    return typeof this.bus.deadLetters === 'function' ? this.bus.deadLetters().length : null;
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
