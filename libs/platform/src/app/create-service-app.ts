import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { acceptJsonBodies, MAX_BODY_BYTES } from './json-bodies.js';
import { acceptUploadBodies, type UploadRoute } from './upload-bodies.js';
import { startNestApp, type NestAppStartOptions } from './start-nest-app.js';

export interface ServiceAppOptions extends NestAppStartOptions {
  /**
   * POSTs to these paths are not parsed: their exact bytes are in `req.rawBody` (a webhook whose
   * signature covers the raw body parses it itself, after checking).
   */
  rawBodyPaths?: string[];
  /** Routes that take multipart/form-data uploads bigger than the usual JSON limit. */
  uploads?: UploadRoute[];
}

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
    // The gateway (and tests) on the same host forward the client's address.
    trustProxy: 'loopback',
    routerOptions: { ignoreTrailingSlash: true },
  });
  const app = await NestFactory.create<NestFastifyApplication>(rootModule as never, adapter, {
    bufferLogs: true,
  });
  acceptJsonBodies(app, options.rawBodyPaths ?? []);
  acceptUploadBodies(app, options.uploads ?? []);
  return startNestApp(app, options);
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
