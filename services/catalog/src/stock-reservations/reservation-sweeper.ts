import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PeriodicTask } from '@ihe/platform';
import { loadCatalogSettings } from '../catalog.settings.js';
import { StockReservationsService } from './stock-reservations.service.js';

const BATCH = 100;

/**
 * Releases reservations nobody confirmed within RESERVATION_TTL_MS (a checkout that died between
 * reserving and writing its order, or whose release call was lost), every RESERVATION_SWEEP_MS.
 * One catalog instance sweeps per interval (the others skip it, see PeriodicTask); a forced sweep or
 * a long pass may still meet another instance's, which is harmless: each release re-checks the row
 * under its lock.
 */
@Injectable()
export class ReservationSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ReservationSweeper.name);
  private readonly task: PeriodicTask<void>;

  constructor(
    private readonly reservations: StockReservationsService,
    dataSource: DataSource,
  ) {
    this.task = new PeriodicTask(() => this.releaseExpired(), loadCatalogSettings().RESERVATION_SWEEP_MS, {
      name: 'stock-reservation-sweep',
      dataSource,
    });
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }

  /** One pass (also called by tests); overlapping calls share the pass under way. */
  sweep(): Promise<void> {
    return this.task.run();
  }

  private async releaseExpired(): Promise<void> {
    try {
      let released = 0;
      let ids: string[];
      do {
        ids = await this.reservations.expiredIds(BATCH);
        for (const id of ids) if (await this.reservations.expire(id)) released++;
      } while (ids.length === BATCH && this.task.active);
      if (released > 0) this.logger.log(`released ${released} expired stock reservation(s)`);
    } catch (error) {
      this.logger.error(`reservation sweep failed: ${(error as Error).message}`);
    }
  }
}
