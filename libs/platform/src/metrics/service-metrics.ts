import { Inject, Injectable, Optional } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MessagingObserver } from '../messaging/messaging-observer.js';
import { MessagingStatusReader } from '../messaging-status/messaging-status.reader.js';
import type { MessagingStatus } from '../messaging-status/messaging-status.js';

export const METRICS_SERVICE = Symbol('METRICS_SERVICE');

/** Request durations in seconds: a cached read takes a few ms, a checkout tens, a slow upstream seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One app's Prometheus metrics, in a registry of its own: in the all-in-one mode every service runs in the
 * same process, so prom-client's global registry would mix them. Every series is labelled with the service.
 * HTTP durations, events published and consumed, the outbox backlog and dead letters (read on scrape), and
 * the domain counters services register with `counter()`.
 */
@Injectable()
export class ServiceMetrics implements MessagingObserver {
  readonly registry = new Registry();
  private readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  private readonly eventsPublished: Counter<'event' | 'outcome'>;
  private readonly eventsConsumed: Counter<'event' | 'outcome'>;
  private readonly relayWait: Gauge;

  constructor(
    @Inject(METRICS_SERVICE) readonly service: string,
    @Optional() private readonly messagingStatus?: MessagingStatusReader,
  ) {
    this.registry.setDefaultLabels({ service });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route template and status code',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers: [this.registry],
    });
    this.eventsPublished = this.counter(
      'events_published_total',
      'Publish attempts of the outbox relay, by event and outcome (failed: tried again later)',
      ['event', 'outcome'],
    );
    this.eventsConsumed = this.counter(
      'events_consumed_total',
      'Events handled by this service (or failed to)',
      ['event', 'outcome'],
    );
    this.relayWait = new Gauge({
      name: 'outbox_relay_wait_seconds',
      help: "The outbox relay's wait before its next round after failed publishes (0 while publishing works)",
      registers: [this.registry],
    });
    if (messagingStatus) this.registerMessagingGauges(messagingStatus);
  }

  /** `route` must be a template (`/orders/:id`), never the raw URL: each label value is a series. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.httpDuration.observe({ method, route, status: String(status) }, seconds);
  }

  published(eventName: string, outcome: 'ok' | 'failed'): void {
    this.eventsPublished.inc({ event: eventName, outcome });
  }

  consumed(eventName: string, outcome: 'ok' | 'failed'): void {
    this.eventsConsumed.inc({ event: eventName, outcome });
  }

  relayWaiting(seconds: number): void {
    this.relayWait.set(seconds);
  }

  /** A counter of this app (the same one when asked again), e.g. checkout results by outcome. */
  counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    const existing = this.registry.getSingleMetric(name);
    if (existing) return existing as Counter<L>;
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  /** The exposition text and its content type, for GET /metrics. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  // Read when scraped, from the same reader as GET /internal/messaging-status: one read serves the three.
  private registerMessagingGauges(reader: MessagingStatusReader): void {
    let reading: Promise<MessagingStatus | null> | undefined;
    const status = () =>
      (reading ??= reader
        .read()
        .catch(() => null) // the database is down: no values rather than a failed scrape
        .finally(() => setImmediate(() => (reading = undefined))));
    const gauge = (name: string, help: string, value: (status: MessagingStatus) => number | null) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        async collect() {
          const current = await status();
          const measured = current && value(current);
          if (measured === null) this.reset();
          else this.set(measured);
        },
      });
    gauge('outbox_backlog', 'Outbox rows not published yet', (s) => s.outbox.backlog);
    gauge(
      'outbox_oldest_unpublished_age_seconds',
      'Age of the oldest unpublished outbox row (0 when there is none)',
      (s) => s.outbox.oldestUnpublishedAgeSeconds ?? 0,
    );
    gauge(
      'dead_lettered_messages',
      'Messages parked in this service’s dead-letter queue',
      (s) => s.deadLetters,
    );
  }
}
