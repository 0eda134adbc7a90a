import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { HttpErrorFilter } from '../errors/http-error.filter.js';
import { createValidationPipe } from '../errors/validation.pipe.js';
import { EVENT_BUS, type EventBus } from '../messaging/event-bus.port.js';
import { EventBusTransport } from '../messaging/event-bus-transport.js';

export interface ServiceAppOptions {
  service: string;
  port: number;
  host?: string;
  /** Consume events with the @EventPattern handlers of this app (queue = service name). */
  consumeEvents?: boolean;
  /** Serve this app's own OpenAPI document at /openapi.json (services; the gateway merges them). */
  describeApi?: boolean;
  /** The gateway streams request bodies through untouched. */
  parseBodies?: boolean;
  /** Extra set-up before listening (gateway: helmet, static files, OpenAPI). */
  configure?: (app: NestExpressApplication) => void | Promise<void>;
}

/** Creates, configures and starts one service's Nest app: the same in every deployment mode. */
export async function createServiceApp(
  rootModule: unknown,
  options: ServiceAppOptions,
): Promise<INestApplication> {
  const parseBodies = options.parseBodies ?? true;
  const app = await NestFactory.create<NestExpressApplication>(rootModule as never, {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.useGlobalFilters(new HttpErrorFilter());
  app.useGlobalPipes(createValidationPipe());
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  await options.configure?.(app);
  // Each service describes its own routes; the gateway merges them into /api/docs.
  if (options.describeApi ?? true) {
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder().setTitle(`Ihe Market ${options.service}`).setVersion('1').addBearerAuth().build(),
    );
    SwaggerModule.setup('openapi', app, document, {
      ui: false,
      raw: ['json'],
      jsonDocumentUrl: 'openapi.json',
    });
  }
  if (parseBodies) app.useBodyParser('json', { limit: '1mb' });
  if (options.consumeEvents) {
    const bus = app.get<EventBus>(EVENT_BUS);
    app.connectMicroservice(
      { strategy: new EventBusTransport(bus, options.service) },
      { inheritAppConfig: true },
    );
    await app.startAllMicroservices();
  }
  await app.listen(options.port, options.host ?? process.env.HOST ?? '127.0.0.1');
  return app;
}

/**
 * Runs a service as its own process (distributed mode): prints invalid settings clearly and exits 1,
 * closes the app on SIGTERM/SIGINT.
 */
export async function runServiceProcess(start: () => Promise<INestApplication>): Promise<void> {
  try {
    const app = await start();
    const stop = async () => {
      await app.close();
      process.exit(0);
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
