import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  ProductCreated,
  ProductDeleted,
  ProductStockChanged,
  ProductUpdated,
  type EventEnvelope,
} from '@ihe/contracts';
import { InboxService } from '@ihe/platform';
import { ProductProjectionWriter } from './product-projection.writer.js';

/** The inbox consumer name: one event is applied to the projection once. */
export const PRODUCT_PROJECTION_CONSUMER = 'orders.product-projection';

/**
 * Keeps product_snapshots in step with catalog. Payloads are checked against the contracts' schemas
 * (a malformed event throws: the bus retries it, then dead-letters it). Redelivery changes nothing
 * (inbox); an event older than the stored state changes nothing (the writer's clocks).
 */
@Controller()
export class ProductEventsHandler {
  constructor(
    private readonly inbox: InboxService,
    private readonly writer: ProductProjectionWriter,
  ) {}

  @EventPattern<string>(ProductCreated.name)
  async onProductCreated(@Payload() event: EventEnvelope): Promise<void> {
    const { payload, occurredAt } = ProductCreated.parse(event);
    await this.inbox.handleOnce(event, PRODUCT_PROJECTION_CONSUMER, (manager) =>
      this.writer.applyProduct(manager, payload.product, occurredAt),
    );
  }

  @EventPattern<string>(ProductUpdated.name)
  async onProductUpdated(@Payload() event: EventEnvelope): Promise<void> {
    const { payload, occurredAt } = ProductUpdated.parse(event);
    await this.inbox.handleOnce(event, PRODUCT_PROJECTION_CONSUMER, (manager) =>
      this.writer.applyProduct(manager, payload.product, occurredAt),
    );
  }

  @EventPattern<string>(ProductDeleted.name)
  async onProductDeleted(@Payload() event: EventEnvelope): Promise<void> {
    const { payload, occurredAt } = ProductDeleted.parse(event);
    await this.inbox.handleOnce(event, PRODUCT_PROJECTION_CONSUMER, (manager) =>
      this.writer.applyDeleted(manager, payload.productId, occurredAt),
    );
  }

  /** The busiest event (every checkout line sends one): applied in one statement with its inbox record. */
  @EventPattern<string>(ProductStockChanged.name)
  async onProductStockChanged(@Payload() event: EventEnvelope): Promise<void> {
    const { payload, occurredAt } = ProductStockChanged.parse(event);
    await this.writer.applyStockOnce(
      this.inbox.recordSql(event, PRODUCT_PROJECTION_CONSUMER, 1),
      payload.productId,
      payload.stockQuantity,
      occurredAt,
    );
  }
}
