import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { UserProfileUpdated, UserRegistered, type EventEnvelope } from '@ihe/contracts';
import { InboxService } from '@ihe/platform';

/** The inbox consumer name: one event is applied to the projection once. */
export const CUSTOMER_PROJECTION_CONSUMER = 'orders.customer-projection';

/**
 * Keeps `customers` (consumer name, email, phone for order.placed) in step with identity. Events of one
 * user may arrive out of order (retries): an update for an unseen consumer creates the row with what it
 * knows, and a late registration then fills only what is still empty, so older data never wins.
 */
@Controller()
export class CustomerEventsHandler {
  constructor(private readonly inbox: InboxService) {}

  @EventPattern<string>(UserRegistered.name)
  async onUserRegistered(@Payload() event: EventEnvelope): Promise<void> {
    const { payload } = UserRegistered.parse(event);
    if (payload.role !== 'consumer') return;
    await this.inbox.handleOnce(event, CUSTOMER_PROJECTION_CONSUMER, async (manager) => {
      await manager.query(
        `INSERT INTO customers (id, full_name, email, phone_number) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET
           full_name = COALESCE(customers.full_name, EXCLUDED.full_name),
           email = COALESCE(customers.email, EXCLUDED.email),
           phone_number = COALESCE(customers.phone_number, EXCLUDED.phone_number),
           updated_at = now()`,
        [payload.userId, payload.fullName, payload.email, payload.phoneNumber],
      );
    });
  }

  @EventPattern<string>(UserProfileUpdated.name)
  async onUserProfileUpdated(@Payload() event: EventEnvelope): Promise<void> {
    const { payload } = UserProfileUpdated.parse(event);
    if (payload.role !== 'consumer') return;
    const { fullName, email, phoneNumber } = payload.changed;
    const columns = (
      [
        ['full_name', fullName],
        ['email', email],
        ['phone_number', phoneNumber],
      ] as const
    ).filter(([, value]) => value !== undefined);
    if (columns.length === 0) return;
    await this.inbox.handleOnce(event, CUSTOMER_PROJECTION_CONSUMER, async (manager) => {
      const names = columns.map(([name]) => name);
      await manager.query(
        `INSERT INTO customers (id, ${names.join(', ')}) VALUES ($1, ${names.map((_, i) => `$${i + 2}`).join(', ')})
         ON CONFLICT (id) DO UPDATE SET ${names.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}, updated_at = now()`,
        [payload.userId, ...columns.map(([, value]) => value)],
      );
    });
  }
}
