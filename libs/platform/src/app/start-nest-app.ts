import { HttpAdapterHost } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import { SwaggerModule } from '@nestjs/swagger';
import { HttpErrorFilter } from '../errors/http-error.filter.js';
import { createValidationPipe } from '../errors/validation.pipe.js';
import { EVENT_BUS, type EventBus } from '../messaging/event-bus.port.js';
import { EventBusTransport } from '../messaging/event-bus-transport.js';
import { MESSAGING_OBSERVER, type MessagingObserver } from '../messaging/messaging-observer.js';
import { CorrelationIdInterceptor } from '../logging/correlation-id.js';
import { describeServiceApi } from '../openapi/service-api-document.js';

export interface NestAppStartOptions {
  service: string;
  port: number;
  host?: string;
  /** Consume events with the @EventPattern handlers of this app (queue = service name). */
  consumeEvents?: boolean;
  /** Serve this app's own OpenAPI document at /openapi.json (services; the gateway merges them). */
  describeApi?: boolean;
}

/**
 * What every app (gateway and services, whatever its HTTP adapter) gets before it listens: JSON logs,
 * `{ statusCode, message }` errors, DTO validation, its OpenAPI document, its event consumers.
 */
export async function startNestApp<App extends INestApplication>(
  app: App,
  options: NestAppStartOptions,
): Promise<App> {
  app.useLogger(app.get(Logger));
  app.useGlobalFilters(new HttpErrorFilter(app.get(HttpAdapterHost).httpAdapter));
  app.useGlobalPipes(createValidationPipe());
  // Events written while handling a request carry its id (x-request-id) as their correlationId.
  app.useGlobalInterceptors(new CorrelationIdInterceptor());
  // Each service describes its own routes; the gateway merges them into /api/docs.
  if (options.describeApi ?? true) {
    SwaggerModule.setup('openapi', app, describeServiceApi(app, options.service), {
      ui: false,
      raw: ['json'],
      jsonDocumentUrl: 'openapi.json',
    });
  }
  if (options.consumeEvents) {
    const bus = app.get<EventBus>(EVENT_BUS);
    const observer = app.get<MessagingObserver>(MESSAGING_OBSERVER, { strict: false });
    app.connectMicroservice(
      { strategy: new EventBusTransport(bus, options.service, { observer }) },
      { inheritAppConfig: true },
    );
    await app.startAllMicroservices();
  }
  await app.listen(options.port, options.host ?? process.env.HOST ?? '127.0.0.1');
  return app;
}
