import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UserApprovalChanged, UserProfileUpdated, UserRegistered, type PayloadOf } from '@ihe/contracts';
import { InboxService } from '@ihe/platform';
import type { EventEnvelope } from '@ihe/contracts';
import { PublicListingCache } from '../public-cache/public-listing-cache.js';

/** The inbox consumer name: one record per handled event, so a redelivery changes nothing. */
export const VENDOR_PROJECTION_CONSUMER = 'catalog.vendor-projection';

/**
 * Keeps the vendors table in step with identity. Events of one user may arrive out of order (retries):
 * a profile update for an unseen vendor creates the row with what it knows, and a late registration then
 * fills only the fields still empty, so older data never overwrites newer.
 */
@Injectable()
export class VendorProjectionService {
  constructor(
    private readonly inbox: InboxService,
    private readonly cache: PublicListingCache,
  ) {}

  async onRegistered(event: EventEnvelope): Promise<void> {
    const { payload } = UserRegistered.parse(event);
    if (payload.role !== 'vendor') return;
    await this.inbox.handleOnce(event, VENDOR_PROJECTION_CONSUMER, (manager) =>
      this.register(manager, payload),
    );
    await this.cache.invalidate(); // listings show vendor names
  }

  async onProfileUpdated(event: EventEnvelope): Promise<void> {
    const { payload } = UserProfileUpdated.parse(event);
    if (payload.role !== 'vendor') return;
    await this.inbox.handleOnce(event, VENDOR_PROJECTION_CONSUMER, (manager) =>
      this.applyChanges(manager, payload),
    );
    await this.cache.invalidate();
  }

  async onApprovalChanged(event: EventEnvelope): Promise<void> {
    const { payload } = UserApprovalChanged.parse(event);
    if (payload.role !== 'vendor') return;
    await this.inbox.handleOnce(event, VENDOR_PROJECTION_CONSUMER, async (manager) => {
      await manager.query(
        `INSERT INTO vendors (id, role, is_approved) VALUES ($1, 'vendor', $2)
         ON CONFLICT (id) DO UPDATE SET is_approved = EXCLUDED.is_approved, updated_at = now()`,
        [payload.userId, payload.isApproved],
      );
    });
  }

  private async register(manager: EntityManager, payload: PayloadOf<typeof UserRegistered>): Promise<void> {
    await manager.query(
      `INSERT INTO vendors (id, role, full_name, business_name, phone_number, is_approved)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET
         full_name = COALESCE(vendors.full_name, EXCLUDED.full_name),
         business_name = COALESCE(vendors.business_name, EXCLUDED.business_name),
         phone_number = COALESCE(vendors.phone_number, EXCLUDED.phone_number),
         is_approved = COALESCE(vendors.is_approved, EXCLUDED.is_approved),
         updated_at = now()`,
      [
        payload.userId,
        payload.role,
        payload.fullName,
        payload.businessName,
        payload.phoneNumber,
        payload.isApproved,
      ],
    );
  }

  private async applyChanges(
    manager: EntityManager,
    payload: PayloadOf<typeof UserProfileUpdated>,
  ): Promise<void> {
    const { changed } = payload;
    const columns: Array<[string, unknown]> = [];
    if (changed.fullName !== undefined) columns.push(['full_name', changed.fullName]);
    if (changed.businessName !== undefined) columns.push(['business_name', changed.businessName]);
    if (changed.phoneNumber !== undefined) columns.push(['phone_number', changed.phoneNumber]);
    if (columns.length === 0) return;
    const names = columns.map(([name]) => name);
    const placeholders = columns.map((_, i) => `$${i + 2}`);
    const updates = names.map((name) => `${name} = EXCLUDED.${name}`);
    await manager.query(
      `INSERT INTO vendors (id, role, ${names.join(', ')}) VALUES ($1, 'vendor', ${placeholders.join(', ')})
       ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}, updated_at = now()`,
      [payload.userId, ...columns.map(([, value]) => value)],
    );
  }
}
