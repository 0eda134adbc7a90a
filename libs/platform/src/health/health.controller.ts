import { Controller, Get, Inject, Optional } from '@nestjs/common';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
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

/** GET /health: 200 when this process and the dependencies it has (database, bus, key-value) are up. */
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Optional() private readonly dataSource?: DataSource,
    @Optional() @Inject(EVENT_BUS) private readonly bus?: EventBus,
    @Optional() @Inject(KEY_VALUE_STORE) private readonly keyValue?: KeyValueStore,
    @Optional() @Inject(EXTRA_HEALTH_CHECKS) private readonly extra?: ExtraHealthCheck[],
  ) {}

  @Get()
  @Public()
  @HealthCheck()
  check() {
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
