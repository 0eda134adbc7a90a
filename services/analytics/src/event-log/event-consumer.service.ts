import { Injectable } from '@nestjs/common';
import { envelopeSchema, type EventEnvelope } from '@ihe/contracts';
import { InboxService } from '@ihe/platform';
import { EventLogWriter } from './event-log.writer.js';
import { ProjectionsService } from './projections.service.js';

/** The inbox consumer name of every analytics handler (one queue, one consumer). */
export const ANALYTICS_CONSUMER = 'analytics';

/**
 * Consumes an event once (inbox): logs its raw envelope and applies it to the projections, all in one
 * transaction, so a redelivery changes nothing and the log holds exactly what the projections saw.
 */
@Injectable()
export class EventConsumerService {
  constructor(
    private readonly inbox: InboxService,
    private readonly log: EventLogWriter,
    private readonly projections: ProjectionsService,
  ) {}

  async consume(event: EventEnvelope): Promise<boolean> {
    const checked = envelopeSchema.parse(event) as EventEnvelope;
    return this.inbox.handleOnce(checked, ANALYTICS_CONSUMER, async (manager) => {
      if (await this.log.append(manager, checked)) await this.projections.apply(manager, checked);
    });
  }
}
