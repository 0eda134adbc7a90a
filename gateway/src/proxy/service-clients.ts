import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { Pool } from 'undici';
import { BACKEND_SERVICE_NAMES, serviceUrl, type ServiceName } from '@ihe/platform';

/** One keep-alive connection pool per internal service. */
@Injectable()
export class ServiceClients implements OnModuleDestroy {
  private readonly pools = new Map<ServiceName, Pool>();

  pool(service: ServiceName): Pool {
    let pool = this.pools.get(service);
    if (!pool) {
      pool = new Pool(serviceUrl(service), {
        connections: Number(process.env.UPSTREAM_CONNECTIONS ?? 64),
        keepAliveTimeout: 30_000,
        headersTimeout: 30_000,
        bodyTimeout: 60_000,
      });
      this.pools.set(service, pool);
    }
    return pool;
  }

  /** The services the gateway fronts (for /health). */
  known(): ServiceName[] {
    return [...BACKEND_SERVICE_NAMES];
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.close()));
  }
}
