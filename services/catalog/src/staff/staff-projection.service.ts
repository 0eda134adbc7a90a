import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  UserApprovalChanged,
  UserProfileUpdated,
  UserRegistered,
  type EventEnvelope,
  type PayloadOf,
} from '@ihe/contracts';
import { InboxService } from '@ihe/platform';
import { ProductAuditWriter } from '../audit-log/product-audit.writer.js';

/** The inbox consumer name: one record per handled event, so a redelivery changes nothing. */
export const STAFF_PROJECTION_CONSUMER = 'catalog.staff-projection';

const STAFF_ROLES: ReadonlySet<string> = new Set(['sales_manager', 'admin']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * catalog's copy of identity's staff accounts (a sibling of the vendors projection): sales managers' names
 * and approval (who may use /api/v1/sales), admins' names (the audit log's actors). An approval decision on
 * a sales manager also becomes an approve / reject audit entry, in the same inbox transaction (spec 2 §4).
 * Events of one user may arrive out of order (retries): a late registration fills only empty fields, and an
 * approval older than the one applied still gets its audit entry but does not overwrite the newer state.
 */
@Injectable()
export class StaffProjectionService {
  constructor(
    private readonly inbox: InboxService,
    private readonly audit: ProductAuditWriter,
  ) {}

  async onRegistered(event: EventEnvelope): Promise<void> {
    const { payload } = UserRegistered.parse(event);
    if (!STAFF_ROLES.has(payload.role)) return;
    await this.inbox.handleOnce(event, STAFF_PROJECTION_CONSUMER, async (manager) => {
      await manager.query(
        `INSERT INTO staff_members (id, role, full_name, is_approved) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET
           full_name = COALESCE(staff_members.full_name, EXCLUDED.full_name),
           is_approved = CASE WHEN staff_members.approval_changed_at IS NULL
                              THEN EXCLUDED.is_approved ELSE staff_members.is_approved END,
           updated_at = now()`,
        [payload.userId, payload.role, payload.fullName, payload.isApproved],
      );
    });
  }

  async onProfileUpdated(event: EventEnvelope): Promise<void> {
    const { payload } = UserProfileUpdated.parse(event);
    if (!STAFF_ROLES.has(payload.role) || payload.changed.fullName === undefined) return;
    await this.inbox.handleOnce(event, STAFF_PROJECTION_CONSUMER, async (manager) => {
      await manager.query(
        `INSERT INTO staff_members (id, role, full_name) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET full_name = EXCLUDED.full_name, updated_at = now()`,
        [payload.userId, payload.role, payload.changed.fullName],
      );
    });
  }

  async onApprovalChanged(event: EventEnvelope): Promise<void> {
    const parsed = UserApprovalChanged.parse(event);
    if (parsed.payload.role !== 'sales_manager') return;
    await this.inbox.handleOnce(event, STAFF_PROJECTION_CONSUMER, (manager) =>
      this.applyApproval(manager, parsed),
    );
  }

  private async applyApproval(
    manager: EntityManager,
    { payload, occurredAt }: EventEnvelope<PayloadOf<typeof UserApprovalChanged>>,
  ): Promise<void> {
    const [before]: Array<{ full_name: string | null; is_approved: boolean | null }> = await manager.query(
      `SELECT full_name, is_approved FROM staff_members WHERE id = $1 FOR UPDATE`,
      [payload.userId],
    );
    await manager.query(
      `INSERT INTO staff_members (id, role, is_approved, approval_changed_at) VALUES ($1, 'sales_manager', $2, $3)
       ON CONFLICT (id) DO UPDATE SET is_approved = EXCLUDED.is_approved,
         approval_changed_at = EXCLUDED.approval_changed_at, updated_at = now()
       WHERE staff_members.approval_changed_at IS NULL
          OR staff_members.approval_changed_at <= EXCLUDED.approval_changed_at`,
      [payload.userId, payload.isApproved, occurredAt],
    );
    // Back to pending (null) is no audit action of spec 2 §4; approve and reject are.
    if (payload.isApproved === null) return;
    // identity's `from` (the state before) when it sends one, else the projection's.
    const from = payload.from === undefined ? (before?.is_approved ?? null) : payload.from;
    const by = payload.by !== null && UUID.test(payload.by) ? payload.by : null;
    await this.audit.recordDecision(manager, {
      action: payload.isApproved ? 'approve' : 'reject',
      actorId: by,
      salesManagerId: payload.userId,
      oldData: { isApproved: from },
      newData: {
        salesManagerId: payload.userId,
        salesManagerName: before?.full_name ?? null,
        isApproved: payload.isApproved,
        by: payload.by,
        ...(payload.reason ? { reason: payload.reason } : {}),
        decidedAt: occurredAt,
      },
    });
  }
}
