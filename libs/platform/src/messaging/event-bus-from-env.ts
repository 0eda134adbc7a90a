import type { EventBus } from './event-bus.port.js';
import {
  InProcessEventBus,
  resetSharedInProcessEventBus,
  sharedInProcessEventBus,
} from './in-process-event-bus.js';
import { RabbitMqEventBus } from './rabbitmq-event-bus.js';
import type { RetryBackoff } from './retry-backoff.js';

/**
 * Environment read here: AMQP_URL (set → RabbitMQ, unset → in-process), BUS_NAMESPACE (RabbitMQ
 * name prefix), EVENT_RETRY_DELAY_MS (first retry delay of a failed handler, doubling; tests shorten it),
 * BUS_IDLE_QUEUE_EXPIRY_MS (throwaway namespaces: unused queues are deleted by the broker after it).
 */
export type EventBusEnv = Partial<
  Record<'AMQP_URL' | 'BUS_NAMESPACE' | 'EVENT_RETRY_DELAY_MS' | 'BUS_IDLE_QUEUE_EXPIRY_MS', string>
>;

function rabbitMqOptions(env: EventBusEnv & { AMQP_URL: string }) {
  const expiry = Number(env.BUS_IDLE_QUEUE_EXPIRY_MS);
  return {
    url: env.AMQP_URL,
    namespace: env.BUS_NAMESPACE,
    retry: retryFromEnv(env),
    idleQueueExpiryMs: Number.isFinite(expiry) && expiry > 0 ? expiry : undefined,
  };
}

function retryFromEnv(env: EventBusEnv): Partial<RetryBackoff> | undefined {
  const baseMs = Number(env.EVENT_RETRY_DELAY_MS);
  return Number.isFinite(baseMs) && baseMs > 0 ? { baseMs } : undefined;
}

/** A new bus of the adapter the environment selects (not shared: the caller closes it). */
export function createEventBusFromEnv(env: EventBusEnv = process.env): EventBus {
  const retry = retryFromEnv(env);
  if (env.AMQP_URL) return new RabbitMqEventBus(rabbitMqOptions({ ...env, AMQP_URL: env.AMQP_URL }));
  return new InProcessEventBus({ retry });
}

interface SharedRabbitMq {
  bus: RabbitMqEventBus;
  users: number;
}

const SHARED_KEY = Symbol.for('ihe.messaging.sharedRabbitMqEventBuses');
type GlobalWithBuses = typeof globalThis & { [SHARED_KEY]?: Map<string, SharedRabbitMq> };

function sharedRabbitMqBuses(): Map<string, SharedRabbitMq> {
  const holder = globalThis as GlobalWithBuses;
  holder[SHARED_KEY] ??= new Map();
  return holder[SHARED_KEY];
}

/**
 * The process's bus for the environment: one RabbitMQ connection per process (per URL and namespace),
 * counted per user and closed by the last `releaseSharedEventBus`; or the shared in-process bus, which
 * stays for the life of the process (all-in-one mode: every app of the process must share it).
 */
export function acquireSharedEventBus(env: EventBusEnv = process.env): EventBus {
  const retry = retryFromEnv(env);
  if (!env.AMQP_URL) return sharedInProcessEventBus({ retry });
  const key = `${env.AMQP_URL}|${env.BUS_NAMESPACE ?? ''}`;
  const buses = sharedRabbitMqBuses();
  let shared = buses.get(key);
  if (!shared) {
    shared = {
      bus: new RabbitMqEventBus(rabbitMqOptions({ ...env, AMQP_URL: env.AMQP_URL })),
      users: 0,
    };
    buses.set(key, shared);
  }
  shared.users++;
  return shared.bus;
}

/** Gives back a bus from acquireSharedEventBus; the last user of a RabbitMQ bus closes it. */
export async function releaseSharedEventBus(bus: EventBus): Promise<void> {
  const buses = sharedRabbitMqBuses();
  for (const [key, shared] of buses) {
    if (shared.bus !== bus) continue;
    if (--shared.users > 0) return;
    buses.delete(key);
    await shared.bus.close();
    return;
  }
}

/**
 * Closes every shared bus of the process, whoever still uses it: the launcher's last step after
 * closing its apps (and before stopping the database).
 */
export async function closeSharedEventBus(): Promise<void> {
  const buses = sharedRabbitMqBuses();
  const closing = [...buses.values()].map((shared) => shared.bus.close());
  buses.clear();
  await Promise.all([...closing, resetSharedInProcessEventBus()]);
}
