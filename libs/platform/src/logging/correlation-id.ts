import { AsyncLocalStorage } from 'node:async_hooks';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import { setCorrelationIdSource } from '@ihe/contracts';

/**
 * The correlation id of the work under way: the id of the HTTP request being handled (x-request-id, which
 * the gateway sets and forwards) or the correlationId of the event being handled. Events created meanwhile
 * carry it (EventDefinition.create), so one order can be followed from the gateway through every service.
 */
const correlation = new AsyncLocalStorage<string>();

setCorrelationIdSource(() => correlation.getStore());

export function currentCorrelationId(): string | undefined {
  return correlation.getStore();
}

/** Runs `work` (and everything it awaits) with `id` as the correlation id. */
export function runWithCorrelationId<T>(id: string, work: () => T): T {
  return correlation.run(id, work);
}

/**
 * Runs each HTTP handler with its request's id as the correlation id: the incoming x-request-id when it is
 * a short safe token, else a fresh one (`request.id`: Fastify's genReqId in services, pino-http's in the
 * gateway's Express app).
 */
export class CorrelationIdInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const id = context.switchToHttp().getRequest<{ id?: unknown } | undefined>()?.id;
    if (typeof id !== 'string') return next.handle();
    // Subscribing inside run puts the handler and all it awaits in the context.
    return new Observable((subscriber) => correlation.run(id, () => next.handle().subscribe(subscriber)));
  }
}
