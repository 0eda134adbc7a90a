import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { OrderPlaced, type EventEnvelope } from '@ihe/contracts';
import { InboxService } from '@ihe/platform';
import { NotificationDispatcher } from '../sending/notification-dispatcher.js';
import { OrderNotificationsPlanner } from './order-notifications.planner.js';

/** The inbox consumer name of the order.placed handler. */
export const ORDER_PLACED_CONSUMER = 'notifications.order-placed';

/**
 * order.placed → one WhatsApp message per recipient. The plan (log entries) is written in the inbox
 * transaction, so a redelivered event adds nothing; sending starts once it has committed and does not
 * hold the event (a crash in between leaves pending entries that the dispatcher's sweep sends).
 * A malformed event throws: the bus retries it, then dead-letters it.
 */
@Controller()
export class OrderPlacedHandler {
  constructor(
    private readonly inbox: InboxService,
    private readonly planner: OrderNotificationsPlanner,
    private readonly dispatcher: NotificationDispatcher,
  ) {}

  @EventPattern<string>(OrderPlaced.name)
  async onOrderPlaced(@Payload() event: EventEnvelope): Promise<void> {
    const parsed = OrderPlaced.parse(event);
    let toSend: string[] = [];
    await this.inbox.handleOnce(parsed, ORDER_PLACED_CONSUMER, async (manager) => {
      toSend = await this.planner.plan(manager, parsed);
    });
    this.dispatcher.dispatch(toSend);
  }
}
