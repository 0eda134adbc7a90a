import type { INestApplication } from '@nestjs/common';
import { createServiceApp, EVENT_BUS, type EventBus } from '@ihe/platform';
import { Redis } from 'ioredis';
import {
  freePort,
  jsonRequest,
  observeEvents as observeBusEvents,
  prepareServiceTestEnv,
} from '@ihe/platform/testing';
import { IdentityModule } from '../src/identity.module.js';
import { startIdentity } from '../src/start-identity.js';

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export interface TestIdentity {
  app: INestApplication;
  url: string;
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<ApiAnswer<T>>;
}

/**
 * Starts identity on a free port in this process (environment prepared by prepareServiceTestEnv).
 * `replica`: a second instance on the same database and bus, which leaves consuming events to the first.
 */
export async function startTestIdentity(options: { replica?: boolean } = {}): Promise<TestIdentity> {
  const port = await freePort();
  process.env.IDENTITY_PORT = String(port);
  const app = options.replica
    ? await createServiceApp(IdentityModule, { service: 'identity', port, consumeEvents: false })
    : await startIdentity();
  const url = `http://127.0.0.1:${port}`;
  return {
    app,
    url,
    async call(method, path, body, token) {
      const { status, body: answer } = await jsonRequest(url, method, path, { body, token });
      return { status, body: answer } as never;
    },
  };
}

/** Two identity instances on one database, bus and Redis (REDIS_URL must be set), as two replicas run. */
export interface IdentityReplicas {
  first: TestIdentity;
  second: TestIdentity;
  /** A client of the shared Redis, to read the state both instances keep there. */
  redis: Redis;
  close(): Promise<void>;
}

export async function startIdentityReplicasOnRedis(): Promise<IdentityReplicas> {
  if (!process.env.REDIS_URL) throw new Error('REDIS_URL must name the Redis server both replicas share');
  const env = await prepareServiceTestEnv();
  const first = await startTestIdentity();
  const second = await startTestIdentity({ replica: true });
  const redis = new Redis(process.env.REDIS_URL);
  return {
    first,
    second,
    redis,
    async close() {
      await first.app.close();
      await second.app.close();
      redis.disconnect();
      await env.cleanup();
    },
  };
}

/** Records every event of the given names that reaches a test queue of the app's bus. */
export const observeEvents = (app: INestApplication, names: string[], queue?: string) =>
  observeBusEvents(app.get<EventBus>(EVENT_BUS), names, queue);

export { sleep, waitFor } from '@ihe/platform/testing';

let counter = 0;
/** A valid sign-up body with a unique email. */
export function signupBody(
  role: 'consumer' | 'vendor' | 'sales_manager' = 'consumer',
  patch: Record<string, unknown> = {},
) {
  counter += 1;
  return {
    email: `user${counter}.${Date.now()}@farm.ng`,
    password: 'Harvest2026',
    firstName: 'Ada',
    lastName: 'Okafor',
    phone: '+2348031234567',
    role,
    ...(role === 'consumer' ? { deliveryAddress: '12 Allen Avenue, Ikeja' } : {}),
    ...(role === 'vendor'
      ? { businessName: 'Okafor Farms', businessAddress: 'Km 5 Oyo Road', isFarmer: true }
      : {}),
    ...(role === 'sales_manager' ? { companyId: 'IHE-SM-001' } : {}),
    acceptTerms: true,
    ...patch,
  };
}
