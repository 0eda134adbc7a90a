import { z } from 'zod';

/** Every event on the bus travels in this envelope (docs/architecture.md, Events). */
export interface EventEnvelope<P = unknown> {
  id: string;
  name: string;
  version: number;
  occurredAt: string;
  /** The request (x-request-id) or event that caused this event: one order can be followed through every log. */
  correlationId: string;
  payload: P;
}

export const envelopeSchema = z.object({
  id: z.string().uuid(),
  name: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.string().datetime({ offset: true }),
  correlationId: z.string().min(1),
  payload: z.unknown(),
});

/** A named, versioned event with the schema its payload must satisfy. */
export interface EventDefinition<S extends z.ZodTypeAny> {
  name: string;
  version: number;
  schema: S;
  create(payload: z.infer<S>, correlationId?: string): EventEnvelope<z.infer<S>>;
  parse(envelope: EventEnvelope): EventEnvelope<z.infer<S>>;
}

export type PayloadOf<D> = D extends EventDefinition<infer S> ? z.infer<S> : never;

type CorrelationIdSource = () => string | undefined;
// On globalThis: every copy of this module in a process (built and source) must see the same source.
const CORRELATION_SOURCE = Symbol.for('ihe.events.correlationIdSource');
type WithCorrelationSource = typeof globalThis & { [CORRELATION_SOURCE]?: CorrelationIdSource };

/**
 * Where `create()` finds the correlation id of the work under way when none is given (the platform's: the
 * id of the request being handled, or the correlation id of the event being handled).
 */
export function setCorrelationIdSource(source: CorrelationIdSource | undefined): void {
  (globalThis as WithCorrelationSource)[CORRELATION_SOURCE] = source;
}

function ambientCorrelationId(): string | undefined {
  return (globalThis as WithCorrelationSource)[CORRELATION_SOURCE]?.();
}

export function defineEvent<S extends z.ZodTypeAny>(
  name: string,
  version: number,
  schema: S,
): EventDefinition<S> {
  return {
    name,
    version,
    schema,
    create(payload, correlationId) {
      return {
        id: globalThis.crypto.randomUUID(),
        name,
        version,
        occurredAt: new Date().toISOString(),
        correlationId: correlationId ?? ambientCorrelationId() ?? globalThis.crypto.randomUUID(),
        payload: schema.parse(payload),
      };
    },
    parse(envelope) {
      const checked = envelopeSchema.parse(envelope);
      if (checked.name !== name) throw new Error(`Expected event ${name}, got ${checked.name}`);
      return { ...checked, payload: schema.parse(checked.payload) } as EventEnvelope<z.infer<S>>;
    },
  };
}
