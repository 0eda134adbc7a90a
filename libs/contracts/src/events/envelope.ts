import { z } from 'zod';

/** Every event on the bus travels in this envelope (docs/architecture.md, Events). */
export interface EventEnvelope<P = unknown> {
  id: string;
  name: string;
  version: number;
  occurredAt: string;
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
        correlationId: correlationId ?? globalThis.crypto.randomUUID(),
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
