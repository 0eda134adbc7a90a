import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ExecutionContext } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { EventEnvelope } from '@ihe/contracts';
import { chooseLogOutput, logOutputOptions } from './log-output.js';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A client's request id is taken only when it is a short, safe token (it lands in logs and headers). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The incoming `x-request-id` when it is a short safe token, else a fresh id. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  const id = Array.isArray(incoming) ? incoming[0] : incoming;
  return id && SAFE_REQUEST_ID.test(id) ? id : randomUUID();
}

/** The live-updates stream takes the access token in its query (EventSource sends no headers): keep it out of logs. */
export const withoutSecrets = (url: string) => url.replace(/([?&]access_token=)[^&#]*/gi, '$1[redacted]');

/**
 * Logs (pino: JSON, or readable lines at a terminal, see chooseLogOutput) with a request id: taken from the
 * incoming `x-request-id` when it is a short safe token (the gateway sets it and forwards it to services),
 * otherwise made here, and echoed in the response.
 */
export function loggingModule(service: string) {
  // Read the level when the app is created, not when the module file is imported.
  return LoggerModule.forRootAsync({
    useFactory: () => ({ pinoHttp: requestLogOptions(service), microservice: eventLogOptions }),
  });
}

/** The event an app's consumer is handling (EventBusContext: [envelope, queue]). */
function handledEvent(context: ExecutionContext): Partial<EventEnvelope> {
  const args = context.switchToRpc().getContext<{ getArgs?: () => unknown[] }>()?.getArgs?.();
  return (args?.[0] ?? {}) as Partial<EventEnvelope>;
}

/**
 * Every line logged while a consumer handles an event carries the event's correlationId (the request id
 * of the call that started it), like request lines do. No line per event: a failure is logged by the bus.
 */
const eventLogOptions = {
  autoLogging: false,
  genReqId: (context: ExecutionContext) => handledEvent(context).id ?? 'event',
  customProps: (context: ExecutionContext) => ({ correlationId: handledEvent(context).correlationId }),
};

/**
 * The request-log options of `service` (pino-http): also used directly by the gateway's proxy. LOG_NAME,
 * when set, names the logs instead: nestjs-pino keeps one logger per process, so where several apps
 * share a process (the all-in-one mode) a service's name would be wrong for all the others.
 * Level and format follow LOG_LEVEL, LOG_FORMAT and whether stdout is a terminal (chooseLogOutput).
 */
export function requestLogOptions(service: string) {
  return {
    name: process.env.LOG_NAME || service,
    ...logOutputOptions(chooseLogOutput()),
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdOf(req.headers[REQUEST_ID_HEADER]);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // The same key as the lines of event handlers: one id to search every service's logs by.
    customProps: (req: IncomingMessage) => ({ correlationId: req.id }),
    // Health probes would drown everything else.
    autoLogging: { ignore: (req: IncomingMessage) => req.url === '/health' },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: withoutSecrets(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}
