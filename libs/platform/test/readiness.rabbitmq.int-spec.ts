import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Module, Post, type INestApplication } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { defineEvent, type EventEnvelope } from '@ihe/contracts';
import { createServiceApp, PlatformModule, Public } from '../src/index.js';
import { MessagingTables1730000000000, OutboxService } from '../src/messaging/index.js';
import { findFreePort } from '../src/net/free-port.js';
import { prepareServiceTestEnv, type ServiceTestEnv } from '../src/testing/service-test-env.js';
import { TcpProxy } from '../src/testing/tcp-proxy.js';
import { eventually } from './messaging-test-database.js';

const GadgetMade = defineEvent('gadget.made', 1, z.object({}));

@Controller('gadgets')
class GadgetsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** A write that publishes an event: it goes to the outbox, whatever the broker's state. */
  @Post()
  @Public()
  async make() {
    await this.dataSource.transaction((manager) => this.outbox.add(manager, GadgetMade.create({})));
    return { made: true };
  }
}

/** Like every service, it also hears events (its bus connects at start). */
@Controller()
class GadgetsConsumer {
  readonly heard: string[] = [];

  @EventPattern('gadget.made')
  onMade(@Payload() event: EventEnvelope) {
    this.heard.push(event.id);
  }
}

@Module({
  imports: [
    PlatformModule.forService({
      service: 'gadgets',
      database: { entities: [], migrations: [MessagingTables1730000000000] },
      messaging: true,
    }),
  ],
  controllers: [GadgetsController, GadgetsConsumer],
})
class GadgetsModule {}

function required(name: 'AMQP_URL' | 'REDIS_URL'): URL {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: this test needs the real server behind it`);
  return new URL(value);
}

/**
 * Readiness (docs/operations.md): the service reaches RabbitMQ, Redis and its PostgreSQL database through TCP
 * proxies the test cuts. A shared dependency down leaves it ready and degraded; its own database down makes it
 * not ready.
 */
describe('GET /health while dependencies go away (real RabbitMQ, Redis, PostgreSQL)', () => {
  const proxies: Record<'broker' | 'redis' | 'database', TcpProxy> = {} as never;
  let env: ServiceTestEnv;
  let app: INestApplication;
  let url: string;

  beforeAll(async () => {
    proxies.broker = new TcpProxy(required('AMQP_URL'));
    proxies.redis = new TcpProxy(required('REDIS_URL'));
    for (const proxy of [proxies.broker, proxies.redis]) await proxy.start();
    env = await prepareServiceTestEnv({ AMQP_URL: proxies.broker.url, REDIS_URL: proxies.redis.url });
    const database = new URL(env.database.url);
    proxies.database = new TcpProxy(new URL(`tcp://${database.hostname}:${database.port || 5432}`));
    await proxies.database.start();
    database.hostname = '127.0.0.1';
    database.port = String(proxies.database.port);
    process.env.DATABASE_URL = database.toString();
    const port = await findFreePort();
    app = await createServiceApp(GadgetsModule, { service: 'gadgets', port, consumeEvents: true });
    url = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await app?.close();
    for (const proxy of Object.values(proxies)) await proxy.stop();
    await env?.cleanup();
  });

  const health = async () => {
    const answer = await fetch(`${url}/health`);
    return { status: answer.status, body: (await answer.json()) as { status: string; degraded?: string[] } };
  };
  const dependencyUp = async (dependency: string) => {
    const text = await (await fetch(`${url}/metrics`)).text();
    const line = text
      .split('\n')
      .find((l) => l.startsWith(`dependency_up{`) && l.includes(`"${dependency}"`));
    return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
  };

  it('is up with every dependency answering', async () => {
    expect(await health()).toEqual({ status: 200, body: { status: 'up' } });
    expect(await dependencyUp('bus')).toBe(1);
    expect(await dependencyUp('database')).toBe(1);
  });

  it('stays ready (200) and says degraded while the broker is down; writes still succeed; up once it is back', async () => {
    await proxies.broker.cut();
    await eventually(async () => (await health()).body.status === 'degraded', 10_000);
    expect(await health()).toEqual({ status: 200, body: { status: 'degraded', degraded: ['bus'] } });
    expect(await dependencyUp('bus')).toBe(0);
    const write = await fetch(`${url}/gadgets`, { method: 'POST' });
    expect(write.status).toBe(201);

    await proxies.broker.restore();
    await eventually(async () => (await health()).body.status === 'up', 30_000);
    expect(await dependencyUp('bus')).toBe(1);
  });

  it('stays ready and says degraded while Redis is down', async () => {
    await proxies.redis.cut();
    await eventually(async () => (await health()).body.status === 'degraded', 10_000);
    expect(await health()).toEqual({ status: 200, body: { status: 'degraded', degraded: ['keyValue'] } });
    expect(await dependencyUp('keyValue')).toBe(0);
    await proxies.redis.restore();
    await eventually(async () => (await health()).body.status === 'up', 30_000);
  });

  it('is not ready (503) without its own database, and ready again once it answers', async () => {
    await proxies.database.cut();
    await eventually(async () => (await health()).status === 503, 10_000);
    expect((await health()).body).toEqual({ status: 'down' });
    await proxies.database.restore();
    await eventually(async () => (await health()).status === 200, 30_000);
    expect((await health()).body).toEqual({ status: 'up' });
  });
});
