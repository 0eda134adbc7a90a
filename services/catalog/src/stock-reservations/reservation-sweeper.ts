import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { loadCatalogSettings } from '../catalog.settings.js';
import { StockReservationsService } from './stock-reservations.service.js';

const BATCH = 100;

/**
 * Releases reservations nobody confirmed within RESERVATION_TTL_MS (a checkout that died between
 * reserving and writing its order, or whose release call was lost), every RESERVATION_SWEEP_MS.
 * Several catalog instances may sweep at once: each release re-checks the row under its lock.
 */
@Injectable()
export class ReservationSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ReservationSweeper.name);
  private readonly intervalMs = loadCatalogSettings().RESERVATION_SWEEP_MS;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(private readonly reservations: StockReservationsService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), this.intervalMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One pass (also called by tests); overlapping calls share the pass under way. */
  sweep(): Promise<void> {
    this.running ??= this.releaseExpired().finally(() => (this.running = undefined));
    return this.running;
  }

  private async releaseExpired(): Promise<void> {
    try {
      let released = 0;
      let ids: string[];
      do {
        ids = await this.reservations.expiredIds(BATCH);
        for (const id of ids) if (await this.reservations.expire(id)) released++;
      } while (ids.length === BATCH && this.timer);
      if (released > 0) this.logger.log(`released ${released} expired stock reservation(s)`);
    } catch (error) {
      this.logger.error(`reservation sweep failed: ${(error as Error).message}`);
    }
  }
}
