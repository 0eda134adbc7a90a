import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { queryPrepared } from '../database/prepared-query.js';
import { EVENT_BUS, type EventBus } from '../messaging/event-bus.port.js';
import { errorMessage } from '../messaging/error-message.js';
import type { MessagingStatus } from './messaging-status.js';

export const MESSAGING_STATUS_SERVICE = Symbol('MESSAGING_STATUS_SERVICE');

/** Reads this service's outbox backlog (its own schema) and asks its bus for the dead-letter count. */
@Injectable()
export class MessagingStatusReader {
  private readonly logger = new Logger('MessagingStatusReader');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(MESSAGING_STATUS_SERVICE) private readonly service: string,
  ) {}

  async read(): Promise<MessagingStatus> {
    const [outbox, deadLetters] = await Promise.all([this.outbox(), this.deadLetters()]);
    return { service: this.service, outbox, deadLetters };
  }

  // The relay's partial index (published_at IS NULL) keeps this cheap however many rows were published.
  private async outbox(): Promise<MessagingStatus['outbox']> {
    const { rows } = await queryPrepared<{ backlog: number; age: number | null }>(
      this.dataSource,
      `SELECT count(*)::int AS backlog,
              floor(extract(epoch FROM now() - min(created_at)))::int AS age
         FROM outbox WHERE published_at IS NULL`,
      [],
    );
    return { backlog: rows[0].backlog, oldestUnpublishedAgeSeconds: rows[0].age };
  }

  private async deadLetters(): Promise<number | null> {
    if (!this.bus.deadLetterCount) return null;
    try {
      return await this.bus.deadLetterCount(this.service);
    } catch (error) {
      this.logger.warn(`Dead letters of ${this.service} not counted: ${errorMessage(error)}`);
      return null;
    }
  }
}
