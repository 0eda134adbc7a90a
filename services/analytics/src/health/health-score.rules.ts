import type { HealthSignal } from '@ihe/contracts';
import type { MessagingStatus } from '@ihe/platform';

/** What each unhealthy signal takes off 100 (a service down weighs most: its pages fail). */
export const HEALTH_PENALTIES = {
  serviceDown: 15,
  /** Up, but a shared dependency (the broker, Redis) does not answer it: its /health says `degraded`. */
  serviceDegraded: 5,
  perLaggingOutbox: 10,
  outboxLagMax: 20,
  perDeadLetter: 5,
  deadLettersMax: 20,
  perFailedNotification: 2,
  failedNotificationsMax: 20,
} as const;

export function serviceSignal(
  service: string,
  state: 'up' | 'degraded' | 'down',
  detail: string,
): HealthSignal {
  return {
    name: `service:${service}`,
    ok: state === 'up',
    penalty: { up: 0, degraded: HEALTH_PENALTIES.serviceDegraded, down: HEALTH_PENALTIES.serviceDown }[state],
    detail: state === 'up' ? `${service} is up` : `${service} is ${state} (${detail})`,
  };
}

/**
 * An outbox whose oldest unpublished event waited longer than this is lagging: the relay publishes within
 * milliseconds normally (a kick after each commit, a poll every 500 ms), so a minute means it is stuck.
 */
export const OUTBOX_LAG_THRESHOLD_SECONDS = 60;

/** Services whose outbox is lagging, each named with its oldest event's age and its backlog. */
export function outboxLagSignal(reports: MessagingStatus[]): HealthSignal {
  const lagging = reports.filter(
    (report) => (report.outbox.oldestUnpublishedAgeSeconds ?? 0) > OUTBOX_LAG_THRESHOLD_SECONDS,
  );
  if (lagging.length === 0)
    return {
      name: 'outbox-lag',
      ok: true,
      penalty: 0,
      detail: `Every outbox published its events within ${OUTBOX_LAG_THRESHOLD_SECONDS} s`,
    };
  return {
    name: 'outbox-lag',
    ok: false,
    penalty: Math.min(HEALTH_PENALTIES.outboxLagMax, lagging.length * HEALTH_PENALTIES.perLaggingOutbox),
    detail: lagging
      .map(
        ({ service, outbox }) =>
          `${service}: oldest unpublished event ${outbox.oldestUnpublishedAgeSeconds} s old (${outbox.backlog} waiting)`,
      )
      .join('; '),
  };
}

/**
 * Dead-lettered messages summed over the services that could count theirs (a service that could not
 * answer is already penalised by its /health signal), naming the services that hold them.
 */
export function deadLetterSignal(reports: MessagingStatus[]): HealthSignal {
  const holding = reports.filter((report) => (report.deadLetters ?? 0) > 0);
  const count = holding.reduce((sum, report) => sum + (report.deadLetters ?? 0), 0);
  return {
    name: 'dead-letters',
    ok: count === 0,
    penalty: Math.min(HEALTH_PENALTIES.deadLettersMax, count * HEALTH_PENALTIES.perDeadLetter),
    detail:
      count === 0
        ? '0 dead-lettered messages'
        : `${count} dead-lettered message(s): ${holding.map((r) => `${r.service} ${r.deadLetters}`).join(', ')}`,
  };
}

export function failedNotificationsSignal(failed: number): HealthSignal {
  return {
    name: 'failed-notifications-24h',
    ok: failed === 0,
    penalty: Math.min(
      HEALTH_PENALTIES.failedNotificationsMax,
      failed * HEALTH_PENALTIES.perFailedNotification,
    ),
    detail: `${failed} order(s) with WhatsApp messages not all sent in the last 24 h`,
  };
}

/** 100 minus every penalty, never below 0. */
export function healthScore(signals: HealthSignal[]): number {
  return Math.max(0, 100 - signals.reduce((sum, signal) => sum + signal.penalty, 0));
}
