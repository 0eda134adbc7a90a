import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Controller, Get, Logger, Module, Param, Post, type INestApplication } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { defineEvent, type EventEnvelope } from '@ihe/contracts';
import { createServiceApp, PlatformModule, Public } from '../src/index.js';
import {
  MessagingTables1730000000000,
  OutboxService,
  resetSharedInProcessEventBus,
} from '../src/messaging/index.js';
import { findFreePort } from '../src/net/free-port.js';
import { jsonRequest } from '../src/testing/json-request.js';
import { prepareServiceTestEnv, type ServiceTestEnv } from '../src/testing/service-test-env.js';
import { eventually } from './messaging-test-database.js';

// Created like every service's events: without a correlation id of their own.
const WidgetMade = defineEvent('widget.made', 1, z.object({}));
const WidgetCounted = defineEvent('widget.counted', 1, z.object({}));

/** What the widgets consumer saw: the events it handled. */
const handled: EventEnvelope[] = [];

@Controller('widgets')
class WidgetsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  @Get(':id')
  @Public()
  one(@Param('id') id: string) {
    return { id };
  }

  /** Makes a widget: widget.made through the outbox. */
  @Post()
  @Public()
  async make() {
    await this.dataSource.transaction((manager) => this.outbox.add(manager, WidgetMade.create({})));
    return { made: true };
  }
}

@Controller()
class WidgetsConsumer {
  private readonly logger = new Logger('WidgetsConsumer');

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** Counts the widget: logs a line and publishes widget.counted, which it handles too. */
  @EventPattern('widget.made')
  async onMade(@Payload() event: EventEnvelope) {
    handled.push(event);
    this.logger.log(`counting widget of event ${event.id}`);
    await this.dataSource.transaction((manager) => this.outbox.add(manager, WidgetCounted.create({})));
  }

  @EventPattern('widget.counted')
  onCounted(@Payload() event: EventEnvelope) {
    handled.push(event);
  }
}

@Module({
  imports: [
    PlatformModule.forService({
      service: 'widgets',
      database: { entities: [], migrations: [MessagingTables1730000000000] },
      messaging: true,
    }),
  ],
  controllers: [WidgetsController, WidgetsConsumer],
})
class WidgetsModule {}

/** The value of one series in a Prometheus exposition, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && wanted.every((label) => l.includes(label)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics and correlation ids (in-process bus, real PostgreSQL)', () => {
  const savedAmqpUrl = process.env.AMQP_URL;
  let env: ServiceTestEnv;
  let app: INestApplication;
  let url: string;
  const logged: string[] = [];

  beforeAll(async () => {
    delete process.env.AMQP_URL;
    // Readable lines go through process.stdout.write, where the test reads them.
    env = await prepareServiceTestEnv({ LOG_FORMAT: 'pretty', LOG_LEVEL: 'info' });
    const write = process.stdout.write.bind(process.stdout);
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      logged.push(String(chunk));
      return write(chunk);
    });
    const port = await findFreePort();
    app = await createServiceApp(WidgetsModule, { service: 'widgets', port, consumeEvents: true });
    url = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
    await resetSharedInProcessEventBus();
    await env?.cleanup();
    if (savedAmqpUrl !== undefined) process.env.AMQP_URL = savedAmqpUrl;
  });

  const metrics = async () => {
    const answer = await fetch(`${url}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    return answer.text();
  };

  it('times requests by route template and status, never by raw URL', async () => {
    await jsonRequest(url, 'GET', '/widgets/41');
    await jsonRequest(url, 'GET', '/widgets/42');
    await jsonRequest(url, 'GET', '/no-such-route/42');
    const text = await metrics();
    const series = { service: 'widgets', method: 'GET', status: '200', route: '/widgets/:id' };
    expect(sample(text, 'http_request_duration_seconds_count', series)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '(unmatched)', status: '404' })).toBe(
      1,
    );
    expect(text).not.toContain('/widgets/41');
    expect(text).not.toContain('no-such-route');
  });

  it('counts published and consumed events, carrying the request id through them and their logs', async () => {
    const made = await jsonRequest(url, 'POST', '/widgets', { headers: { 'x-request-id': 'abc123' } });
    expect(made.status).toBe(201);
    expect(made.headers.get('x-request-id')).toBe('abc123');
    await eventually(() => handled.length === 2);

    // The request's id went into widget.made, and from its handler into widget.counted.
    expect(handled.map((event) => [event.name, event.correlationId])).toEqual([
      ['widget.made', 'abc123'],
      ['widget.counted', 'abc123'],
    ]);
    const handlerLine = logged.find((line) => line.includes('counting widget of event'));
    expect(handlerLine).toContain('abc123');

    await eventually(
      async () => sample(await metrics(), 'events_consumed_total', { event: 'widget.counted' }) === 1,
    );
    const text = await metrics();
    for (const event of ['widget.made', 'widget.counted']) {
      expect(sample(text, 'events_published_total', { event, outcome: 'ok', service: 'widgets' })).toBe(1);
      expect(sample(text, 'events_consumed_total', { event, outcome: 'ok' })).toBe(1);
    }
  });

  it('reports the outbox backlog, its oldest age and the dead letters when scraped', async () => {
    const text = await metrics();
    expect(text).toMatch(/^outbox_backlog\{service="widgets"\} 0$/m);
    expect(text).toMatch(/^outbox_oldest_unpublished_age_seconds\{service="widgets"\} 0$/m);
    expect(text).toMatch(/^dead_lettered_messages\{service="widgets"\} 0$/m);
  });
});
