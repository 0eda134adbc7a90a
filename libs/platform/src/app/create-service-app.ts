import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { acceptJsonBodies, MAX_BODY_BYTES } from './json-bodies.js';
import { acceptUploadBodies, type UploadRoute } from './upload-bodies.js';
import { startNestApp, type NestAppStartOptions } from './start-nest-app.js';
import { observeHttpRequests } from '../metrics/http-request-metrics.js';
import { REQUEST_ID_HEADER, requestIdOf } from '../logging/logging.module.js';
import {
  requireStandaloneDependencies,
  STANDALONE_DEPENDENCIES,
  trustProxySetting,
  type StandaloneDependency,
} from '../config/settings.js';

export interface ServiceAppOptions extends NestAppStartOptions {
  /**
   * POSTs to these paths are not parsed: their exact bytes are in `req.rawBody` (a webhook whose
   * signature covers the raw body parses it itself, after checking).
   */
  rawBodyPaths?: string[];
  /** Routes that take multipart/form-data uploads bigger than the usual JSON limit. */
  uploads?: UploadRoute[];
}

/** Fastify's trustProxy for TRUST_PROXY: its type takes hops only as a function. */
const fastifyTrustProxy = (setting: number | string[]) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

/**
 * Creates, configures and starts one service's Nest app: the same in every deployment mode. Services
 * run on Fastify: a request costs about a third of the CPU it costs on Express (measured in the bench).
 */
export async function createServiceApp(
  rootModule: unknown,
  options: ServiceAppOptions,
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: MAX_BODY_BYTES,
    // Whose X-Forwarded-For counts (TRUST_PROXY; default: the gateway and tests on this host).
    trustProxy: fastifyTrustProxy(trustProxySetting()),
    routerOptions: { ignoreTrailingSlash: true },
    // Fastify names the request before any middleware, and pino-http keeps a name it finds: so the id the
    // gateway forwards (x-request-id) must be taken here, or the service's logs and events get "req-1".
    genReqId: (req: IncomingMessage) => requestIdOf(req.headers[REQUEST_ID_HEADER]),
  });
  const app = await NestFactory.create<NestFastifyApplication>(rootModule as never, adapter, {
    bufferLogs: true,
  });
  acceptJsonBodies(app, options.rawBodyPaths ?? []);
  acceptUploadBodies(app, options.uploads ?? []);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  observeHttpRequests(app);
  return startNestApp(app, options);
}

export interface ServiceProcessOptions {
  /** Default: the folder of the entry point's package (services/catalog/dist/main.js → catalog). */
  name?: string;
  /** The shared servers it refuses to start without (default: PostgreSQL, RabbitMQ and Redis). */
  needs?: readonly StandaloneDependency[];
}

/**
 * Runs a service as its own process (distributed mode, containers): refuses to start without the shared
 * servers it needs (no embedded stand-ins outside the one-command launcher), prints invalid settings
 * clearly and exits 1, closes the app on SIGTERM/SIGINT.
 */
export async function runServiceProcess(
  start: () => Promise<INestApplication>,
  options: ServiceProcessOptions = {},
): Promise<void> {
  try {
    const name = options.name ?? path.basename(path.resolve(process.argv[1] ?? '.', '../..'));
    requireStandaloneDependencies(name, options.needs ?? STANDALONE_DEPENDENCIES);
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
