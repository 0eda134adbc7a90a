import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { OrderPlaced, type EventEnvelope } from '@ihe/contracts';
import { NotificationDispatcher } from '../sending/notification-dispatcher.js';
import { OrderNotificationsPlanner } from './order-notifications.planner.js';

/** The inbox consumer name of the order.placed handler. */
export const ORDER_PLACED_CONSUMER = 'notifications.order-placed';

/**
 * order.placed → one WhatsApp message per recipient. The plan (log entries) is written in one statement
 * with the inbox record, so a redelivered event adds nothing; sending starts once it has committed and
 * does not hold the event (a crash in between leaves pending entries that the dispatcher's sweep sends).
 * A malformed event throws: the bus retries it, then dead-letters it.
 */
@Controller()
export class OrderPlacedHandler {
  constructor(
    private readonly planner: OrderNotificationsPlanner,
    private readonly dispatcher: NotificationDispatcher,
  ) {}

  @EventPattern<string>(OrderPlaced.name)
  async onOrderPlaced(@Payload() event: EventEnvelope): Promise<void> {
    const toSend = await this.planner.plan(OrderPlaced.parse(event), ORDER_PLACED_CONSUMER);
    this.dispatcher.dispatch(toSend);
  }
}
