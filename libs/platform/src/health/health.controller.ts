import { Controller, Get, Inject, Logger, Optional, Res } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { HealthCheckService, HealthIndicatorService, type HealthCheckResult } from '@nestjs/terminus';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { Public } from '../auth/auth.decorators.js';
import { EVENT_BUS, type EventBus } from '../messaging/event-bus.port.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../key-value/key-value.port.js';
import { ServiceMetrics } from '../metrics/service-metrics.js';

/** Further dependencies a process reports on (the gateway: the services behind it). */
export interface ExtraHealthCheck {
  key: string;
  run: () => Promise<boolean>;
}
export const EXTRA_HEALTH_CHECKS = Symbol('EXTRA_HEALTH_CHECKS');

export type HealthAnswer = { status: 'up' } | { status: 'degraded'; degraded: string[] } | { status: 'down' };

interface Check {
  key: string;
  run: () => Promise<unknown>;
}

/**
 * GET /health, the readiness probe (docs/operations.md, "Readiness"). Ready (200) while this process can do
 * its job: its own database answers. A shared dependency that is down — the broker (writes wait in the
 * outbox), Redis (rate limits and caches), the services behind the gateway — makes it `degraded`, still 200:
 * every replica shares them, so taking this one out of its Service would only add an outage to the failure.
 * `{ status: 'up' }`, `{ status: 'degraded', degraded: ['bus'] }` (dependency names, never errors: anyone
 * may ask), or 503 `{ status: 'down' }` without its database. Errors go to the log; each dependency's state
 * is also the gauge `dependency_up{dependency}` of GET /metrics.
 */
@Controller('health')
export class HealthController {
  private readonly logger = new Logger('Health');
  private readonly dependencyUp?: Gauge<'dependency'>;
  /** Each dependency's last state, so the log tells when one goes down and when it is back, not every probe. */
  private readonly lastStates = new Map<string, boolean>();

  constructor(
    private readonly health: HealthCheckService,
    private readonly adapterHost: HttpAdapterHost,
    private readonly indicators: HealthIndicatorService,
    @Optional() private readonly dataSource?: DataSource,
    @Optional() @Inject(EVENT_BUS) private readonly bus?: EventBus,
    @Optional() @Inject(KEY_VALUE_STORE) private readonly keyValue?: KeyValueStore,
    @Optional() @Inject(EXTRA_HEALTH_CHECKS) private readonly extra?: ExtraHealthCheck[],
    @Optional() metrics?: ServiceMetrics,
  ) {
    if (metrics) {
      const dependencyUp = new Gauge({
        name: 'dependency_up',
        help: '1 while a dependency answers, 0 while it does not (read when scraped)',
        labelNames: ['dependency'],
        registers: [metrics.registry],
        collect: async () => {
          for (const [dependency, up] of await this.states()) dependencyUp.set({ dependency }, up ? 1 : 0);
        },
      });
      this.dependencyUp = dependencyUp;
    }
  }

  @Get()
  @Public()
  async check(@Res({ passthrough: true }) response: unknown): Promise<HealthAnswer> {
    const [ready, states] = await Promise.all([this.ready(), this.states(this.degradable())]);
    for (const [dependency, up] of states) this.dependencyUp?.set({ dependency }, up ? 1 : 0);
    if (!ready) {
      this.adapterHost.httpAdapter.status(response, 503);
      return { status: 'down' };
    }
    const degraded = states.filter(([, up]) => !up).map(([dependency]) => dependency);
    return degraded.length > 0 ? { status: 'degraded', degraded } : { status: 'up' };
  }

  /** What readiness needs: the process's own database (terminus answers 503 with details when it fails). */
  private required(): Check[] {
    return this.dataSource ? [{ key: 'database', run: () => this.dataSource!.query('select 1') }] : [];
  }

  /** Shared dependencies: reported, never a reason to leave the Service. */
  private degradable(): Check[] {
    const checks: Check[] = [];
    if (this.bus) checks.push({ key: 'bus', run: async () => this.bus!.isHealthy() });
    if (this.keyValue) checks.push({ key: 'keyValue', run: () => this.keyValue!.isHealthy() });
    for (const extra of this.extra ?? []) checks.push(extra);
    return checks;
  }

  private async ready(): Promise<boolean> {
    const probes = this.required().map((check) => () => this.probe(check));
    try {
      await this.health.check(probes);
      return true;
    } catch (error) {
      const result = (error as { response?: HealthCheckResult }).response;
      this.logger.warn(`Health check down: ${JSON.stringify(result?.error ?? result ?? 'no result')}`);
      return false;
    }
  }

  /** Each dependency and whether it answers (every one when scraped; the degradable ones for GET /health). */
  private async states(checks = [...this.required(), ...this.degradable()]): Promise<[string, boolean][]> {
    return Promise.all(
      checks.map(async (check): Promise<[string, boolean]> => {
        const result = await this.probe(check);
        const up = result[check.key]?.status === 'up';
        if (this.lastStates.get(check.key) !== up) {
          if (!up)
            this.logger.warn(`Health: ${check.key} does not answer: ${JSON.stringify(result[check.key])}`);
          else if (this.lastStates.has(check.key)) this.logger.log(`Health: ${check.key} answers again`);
          this.lastStates.set(check.key, up);
        }
        return [check.key, up];
      }),
    );
  }

  private async probe(check: Check) {
    const session = this.indicators.check(check.key);
    try {
      const result = await check.run();
      return result === false ? session.down('unavailable') : session.up();
    } catch (error) {
      return session.down((error as Error).message);
    }
  }
}
