import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  LIVE_EVENTS,
  NotificationOrderOutcome,
  OrderStatusChanged,
  type EventEnvelope,
  type LiveNotificationOutcome,
  type LiveOrderStatusChanged,
} from '@ihe/contracts';
import { acquireSharedEventBus, releaseSharedEventBus, type EventBus } from '@ihe/platform';
import { LiveStreams } from './live-streams.js';

/**
 * Feeds the live streams from the bus. The gateway has no database, so no outbox or inbox: a transient
 * subscription (this replica's own queue, gone when it stops) hands it every order.status-changed and
 * notification.order-outcome; each goes to the streams of the order's consumer, and an order's status
 * change also to those of the vendors it names (vendorIds: its part's vendor, or all on a new order).
 */
@Injectable()
export class LiveEventsSubscriber implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(LiveEventsSubscriber.name);
  private readonly queue = `gateway-live-${randomUUID().slice(0, 8)}`;
  private bus?: EventBus;

  constructor(private readonly streams: LiveStreams) {}

  async onApplicationBootstrap(): Promise<void> {
    this.bus = acquireSharedEventBus();
    await this.bus.subscribe({
      queue: this.queue,
      transient: true,
      events: [OrderStatusChanged.name, NotificationOrderOutcome.name],
      handler: async (event) => this.forward(event),
    });
  }

  async onApplicationShutdown(): Promise<void> {
    const bus = this.bus;
    this.bus = undefined;
    if (!bus) return;
    await bus.unsubscribe?.(this.queue);
    await releaseSharedEventBus(bus);
  }

  forward(event: EventEnvelope): void {
    try {
      if (event.name === OrderStatusChanged.name) {
        const { payload } = OrderStatusChanged.parse(event);
        const data: LiveOrderStatusChanged = {
          orderId: payload.orderId,
          from: payload.from,
          to: payload.to,
          occurredAt: payload.occurredAt,
          fulfilment: payload.fulfilment,
        };
        // The buyer, and each vendor whose part it concerns (their orders page): user ids are stream keys.
        for (const userId of new Set([payload.consumerId, ...payload.vendorIds]))
          this.streams.send(userId, LIVE_EVENTS.orderStatusChanged, event.id, data);
      } else if (event.name === NotificationOrderOutcome.name) {
        const { payload } = NotificationOrderOutcome.parse(event);
        const data: LiveNotificationOutcome = {
          orderId: payload.orderId,
          sent: payload.sent,
          total: payload.total,
          disabled: payload.disabled,
        };
        this.streams.send(payload.consumerId, LIVE_EVENTS.notificationOutcome, event.id, data);
      }
    } catch (error) {
      // A malformed event is nobody's live update: drop it (retrying would not mend it).
      this.logger.warn(`live event ${event.name} ${event.id} dropped: ${(error as Error).message}`);
    }
  }
}
