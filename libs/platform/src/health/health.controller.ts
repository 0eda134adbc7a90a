import { Controller, Get, Inject, Logger, Optional, Res } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { HealthCheckService, HealthIndicatorService, type HealthCheckResult } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { Public } from '../auth/auth.decorators.js';
import { EVENT_BUS, type EventBus } from '../messaging/event-bus.port.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../key-value/key-value.port.js';

/** Further dependencies a process reports on (the gateway: the services behind it). */
export interface ExtraHealthCheck {
  key: string;
  run: () => Promise<boolean>;
}
export const EXTRA_HEALTH_CHECKS = Symbol('EXTRA_HEALTH_CHECKS');

/**
 * GET /health: `{ status: 'up' }` (200) when this process and the dependencies it has (database, bus,
 * key-value, the gateway's services) are up, else `{ status: 'down' }` (503). Anyone may ask (probes,
 * guests through the gateway), so the answer names no dependency and no error: those go to the log.
 */
@Controller('health')
export class HealthController {
  private readonly logger = new Logger('Health');

  constructor(
    private readonly health: HealthCheckService,
    private readonly adapterHost: HttpAdapterHost,
    private readonly indicators: HealthIndicatorService,
    @Optional() private readonly dataSource?: DataSource,
    @Optional() @Inject(EVENT_BUS) private readonly bus?: EventBus,
    @Optional() @Inject(KEY_VALUE_STORE) private readonly keyValue?: KeyValueStore,
    @Optional() @Inject(EXTRA_HEALTH_CHECKS) private readonly extra?: ExtraHealthCheck[],
  ) {}

  @Get()
  @Public()
  async check(@Res({ passthrough: true }) response: unknown): Promise<{ status: 'up' | 'down' }> {
    const result = await this.run().catch((error: { response?: HealthCheckResult }) => error.response);
    if (result?.status === 'ok') return { status: 'up' };
    this.logger.warn(`Health check down: ${JSON.stringify(result?.error ?? result ?? 'no result')}`);
    this.adapterHost.httpAdapter.status(response, 503);
    return { status: 'down' };
  }

  /** Terminus's check: resolves when all are up, rejects with a 503 carrying the details otherwise. */
  private run(): Promise<HealthCheckResult> {
    const checks = [];
    if (this.dataSource) checks.push(() => this.probe('database', () => this.dataSource!.query('select 1')));
    if (this.bus) checks.push(() => this.probe('bus', async () => this.bus!.isHealthy()));
    if (this.keyValue) checks.push(() => this.probe('keyValue', () => this.keyValue!.isHealthy()));
    for (const extra of this.extra ?? []) checks.push(() => this.probe(extra.key, extra.run));
    return this.health.check(checks);
  }

  private async probe(key: string, run: () => Promise<unknown>) {
    const session = this.indicators.check(key);
    try {
      const result = await run();
      return result === false ? session.down('unavailable') : session.up();
    } catch (error) {
      return session.down((error as Error).message);
    }
  }
}
