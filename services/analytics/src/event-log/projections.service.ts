import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  NotificationOrderOutcome,
  OrderPlaced,
  OrderStatusChanged,
  ProductCreated,
  ProductDeleted,
  ProductStockChanged,
  ProductUpdated,
  UserApprovalChanged,
  UserLoggedIn,
  UserProfileUpdated,
  UserRegistered,
  UserStatusChanged,
  VendorRegistered,
  VendorVerificationDecided,
  type EventEnvelope,
} from '@ihe/contracts';
import { OrderLedgerService } from '../ledger/order-ledger.service.js';
import { ActivityWriter } from '../projections/activity.writer.js';
import { ProductsWriter } from '../projections/products.writer.js';
import { UsersWriter } from '../projections/users.writer.js';

/** Every event analytics consumes (the queue's bindings, and what a rebuild replays). */
export const CONSUMED_EVENTS = [
  UserRegistered,
  VendorRegistered,
  UserProfileUpdated,
  UserApprovalChanged,
  UserStatusChanged,
  UserLoggedIn,
  VendorVerificationDecided,
  ProductCreated,
  ProductUpdated,
  ProductDeleted,
  ProductStockChanged,
  OrderPlaced,
  OrderStatusChanged,
  NotificationOrderOutcome,
] as const;

const ROLE_NAMES: Record<string, string> = {
  consumer: 'consumer',
  vendor: 'vendor',
  sales_manager: 'sales manager',
  admin: 'admin',
};

/**
 * Applies one event to every projection (ledger, daily aggregates, activity, users, products, outcomes).
 * The live handlers and the rebuild call the same code, so a replay gives the same figures.
 */
@Injectable()
export class ProjectionsService {
  constructor(
    private readonly orders: OrderLedgerService,
    private readonly users: UsersWriter,
    private readonly products: ProductsWriter,
    private readonly activity: ActivityWriter,
  ) {}

  async apply(manager: EntityManager, event: EventEnvelope): Promise<void> {
    switch (event.name) {
      case OrderPlaced.name:
        return this.orders.placed(manager, OrderPlaced.parse(event));
      case OrderStatusChanged.name:
        return this.orders.statusChanged(manager, OrderStatusChanged.parse(event));
      case ProductCreated.name:
      case ProductUpdated.name:
        return this.products.upsert(manager, ProductCreated.schema.parse(event.payload).product);
      case ProductDeleted.name:
        return this.products.deleted(manager, ProductDeleted.parse(event).payload.productId);
      case ProductStockChanged.name: {
        const { payload } = ProductStockChanged.parse(event);
        return this.products.stockChanged(manager, payload.productId, payload.stockQuantity);
      }
      case NotificationOrderOutcome.name:
        return this.notificationOutcome(manager, NotificationOrderOutcome.parse(event));
      default:
        return this.applyUserEvent(manager, event);
    }
  }

  private async applyUserEvent(manager: EntityManager, event: EventEnvelope): Promise<void> {
    switch (event.name) {
      case UserRegistered.name: {
        const user = UserRegistered.parse(event).payload;
        await this.users.registered(manager, user);
        const description = `New ${ROLE_NAMES[user.role]} registered: ${user.fullName}`;
        const entry = {
          id: event.id,
          type: 'user_registration' as const,
          description,
          userName: user.fullName,
        };
        return this.activity.add(manager, { ...entry, at: user.createdAt });
      }
      case VendorRegistered.name:
        return this.users.vendorRegistered(manager, VendorRegistered.parse(event).payload);
      case UserProfileUpdated.name:
        return this.users.profileUpdated(manager, UserProfileUpdated.parse(event).payload);
      case UserLoggedIn.name:
        return this.users.loggedIn(manager, UserLoggedIn.parse(event).payload);
      case UserApprovalChanged.name: {
        const change = UserApprovalChanged.parse(event).payload;
        await this.users.approvalChanged(manager, change);
        if (!change.by) return;
        const verb = change.isApproved ? 'approved' : change.from === true ? 'revoked' : 'rejected';
        const name = (await this.users.nameOf(manager, change.userId)) ?? 'a user';
        return this.adminAction(
          manager,
          event,
          `Admin ${verb} ${ROLE_NAMES[change.role]} ${name}`,
          change.by,
        );
      }
      case UserStatusChanged.name: {
        const change = UserStatusChanged.parse(event).payload;
        await this.users.statusChanged(manager, change);
        const name = (await this.users.nameOf(manager, change.userId)) ?? 'a user';
        const notes = change.notes ? ` (${change.notes})` : '';
        return this.adminAction(manager, event, `Admin ${change.status} ${name}${notes}`, null);
      }
      case VendorVerificationDecided.name: {
        const decision = VendorVerificationDecided.parse(event).payload;
        await this.users.verificationDecided(manager, decision);
        const name = decision.businessName ?? decision.fullName ?? 'a vendor';
        const verb = decision.status === 'requires_documents' ? 'asked for documents from' : decision.status;
        return this.adminAction(manager, event, `Admin ${verb} vendor ${name}`, decision.processedBy);
      }
    }
  }

  private adminAction(manager: EntityManager, event: EventEnvelope, description: string, by: string | null) {
    const entry = { id: event.id, type: 'admin_action' as const, description, userName: null, userId: by };
    return this.activity.add(manager, { ...entry, at: event.occurredAt });
  }

  private async notificationOutcome(
    manager: EntityManager,
    event: EventEnvelope<{ orderId: string; sent: number; total: number; disabled: boolean }>,
  ): Promise<void> {
    const { orderId, sent, total, disabled } = event.payload;
    await manager.query(
      `INSERT INTO notification_outcomes (event_id, order_id, sent, total, disabled, occurred_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (event_id) DO NOTHING`,
      [event.id, orderId, sent, total, disabled, event.occurredAt],
    );
  }
}
