import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  NotificationOrderOutcome,
  OrderPlaced,
  OrderStatusChanged,
  ProductCreated,
  ProductDeleted,
  ProductStockChanged,
  ProductUpdated,
  UserApprovalChanged,
  UserProfileUpdated,
  UserRegistered,
  UserStatusChanged,
  UserLoggedIn,
  VendorRegistered,
  VendorVerificationDecided,
  type EventEnvelope,
} from '@ihe/contracts';
import { EventConsumerService } from './event-consumer.service.js';

/**
 * Every event analytics hears (queue `analytics`), each consumed once through the inbox and logged for
 * replays. One method per event, as the transport binds a routing key per pattern.
 */
@Controller()
export class AnalyticsEventsHandler {
  constructor(private readonly consumer: EventConsumerService) {}

  @EventPattern<string>(UserRegistered.name)
  async onUserRegistered(@Payload() event: EventEnvelope) {
    await this.consumer.consume(event);
  }

  @EventPattern<string>(VendorRegistered.name)
  async onVendorRegistered(@Payload() event: EventEnvelope) {
    await this.consumer.consume(event);
  }

  @EventPattern<string>(UserProfileUpdated.name)
  async onUserProfileUpdated(@Payload() event: EventEnvelope) {
    await this.consumer.consume(event);
  }

  @EventPattern<string>(UserApprovalChanged.name)
  async onUserApprovalChanged(@Payload() event: EventEnvelope) {
    await this.consumer.consume(event);
  }

  @EventPattern<string>(UserStatusChanged.name)
  async onUserStatusChanged(@Payload() event: EventEnvelope) {
    await this.consumer.consume(event);
  }

  @EventPattern<string>(UserLoggedIn.name)
  async onUserLoggedIn(@Payload() event: EventEnvelope) {
    await this.consumer.consume(event);
  }

  @EventPattern<string>(VendorVerificationDecided.name)
  async onVendorVerificationDecided(@Payload() event: EventEnvelope) {
    await this.consumer.consume(event);
  }

  @EventPattern<string>(ProductCreated.name)
  async onProductCreated(@Payload() event: EventEnvelope) {
    await this.consumer.consume(event);
  }

  @EventPattern<string>(ProductUpdated.name)
  async onProductUpdated(@Payload() event: EventEnvelope) {
    await this.consumer.consume(event);
  }

  @EventPattern<string>(ProductDeleted.name)
  async onProductDeleted(@Payload() event: EventEnvelope) {
    await this.consumer.consume(event);
  }

  @EventPattern<string>(ProductStockChanged.name)
  async onProductStockChanged(@Payload() event: EventEnvelope) {
    await this.consumer.consume(event);
  }

  @EventPattern<string>(OrderPlaced.name)
  async onOrderPlaced(@Payload() event: EventEnvelope) {
    await this.consumer.consume(event);
  }

  @EventPattern<string>(OrderStatusChanged.name)
  async onOrderStatusChanged(@Payload() event: EventEnvelope) {
    await this.consumer.consume(event);
  }

  @EventPattern<string>(NotificationOrderOutcome.name)
  async onNotificationOrderOutcome(@Payload() event: EventEnvelope) {
    await this.consumer.consume(event);
  }
}
