/**
 * Exchange and queue names on RabbitMQ. BUS_NAMESPACE isolates concurrent test runs (and could
 * isolate environments sharing a broker): `ihe.events.<ns>`, `<ns>.<service>`.
 */
export interface RabbitMqNames {
  exchange: string;
  /** The durable queue of a consuming service. */
  queue(service: string): string;
  /** Where a failed event waits (per-message TTL) before it dead-letters back into `queue`. */
  retryQueue(queue: string): string;
  /** Where an event lands after its last failed attempt, with the error in `x-error`. */
  deadLetterQueue(queue: string): string;
}

export function rabbitMqNames(namespace?: string): RabbitMqNames {
  const ns = namespace?.trim() || undefined;
  return {
    exchange: ns ? `ihe.events.${ns}` : 'ihe.events',
    queue: (service) => (ns ? `${ns}.${service}` : service),
    retryQueue: (queue) => `${queue}.retry`,
    deadLetterQueue: (queue) => `${queue}.dlq`,
  };
}

/**
 * Arguments of the retry queue: expired messages go through the default exchange straight back to
 * the main queue (not the topic exchange, which would copy them to every other bound queue).
 * Keep them stable: redeclaring a queue with other arguments fails with 406 PRECONDITION_FAILED.
 */
export function retryQueueArguments(queue: string): Record<string, string> {
  return { 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': queue };
}
