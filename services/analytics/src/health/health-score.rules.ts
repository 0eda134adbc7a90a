import type { HealthSignal } from '@ihe/contracts';

/** What each unhealthy signal takes off 100 (a service down weighs most: its pages fail). */
export const HEALTH_PENALTIES = {
  serviceDown: 15,
  perDeadLetter: 5,
  deadLettersMax: 20,
  perFailedNotification: 2,
  failedNotificationsMax: 20,
} as const;

export function serviceSignal(service: string, up: boolean, detail: string): HealthSignal {
  return {
    name: `service:${service}`,
    ok: up,
    penalty: up ? 0 : HEALTH_PENALTIES.serviceDown,
    detail: up ? `${service} is up` : `${service} is down (${detail})`,
  };
}

/** null: the bus does not expose a count (RabbitMQ through the bus port): reported, not penalised. */
export function deadLetterSignal(count: number | null): HealthSignal {
  if (count === null)
    return {
      name: 'dead-letters',
      ok: true,
      penalty: 0,
      detail:
        'Not observable: the RabbitMQ adapter does not expose dead-letter counts (see the *.dlq queues)',
    };
  return {
    name: 'dead-letters',
    ok: count === 0,
    penalty: Math.min(HEALTH_PENALTIES.deadLettersMax, count * HEALTH_PENALTIES.perDeadLetter),
    detail: `${count} dead-lettered message(s)`,
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
