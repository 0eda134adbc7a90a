import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuditAction } from '@ihe/contracts';
import type { ProductRow } from '../products/product-row.js';
import { auditDataOf } from './audit-data.js';

/** Who changes a product on the audit log's record: a sales manager or an admin (spec 2 §3). */
export interface AuditActor {
  id: string;
  role: 'sales_manager' | 'admin';
}

/**
 * Writes audit log entries inside the caller's transaction (ProductsWriter's, or the staff projection's
 * inbox transaction): a change without its entry, or an entry without its change, cannot commit. The
 * actor's name is the one catalog knows at the time (staff projection), kept with the entry.
 */
@Injectable()
export class ProductAuditWriter {
  /** One product change: create (before null), update or delete (after null). */
  async recordProductChange(
    manager: EntityManager,
    actor: AuditActor,
    action: Extract<AuditAction, 'create' | 'update' | 'delete'>,
    before: ProductRow | null,
    after: ProductRow | null,
  ): Promise<void> {
    const product = (after ?? before)!;
    await manager.query(
      `INSERT INTO product_audit_log
         (action, product_id, product_name, actor_id, actor_role, actor_name, old_data, new_data)
       VALUES ($1, $2, $3, $4, $5, (SELECT full_name FROM staff_members WHERE id = $4), $6, $7)`,
      [
        action,
        product.id,
        product.name,
        actor.id,
        actor.role,
        before && JSON.stringify(auditDataOf(before)),
        after && JSON.stringify(auditDataOf(after)),
      ],
    );
  }

  /** An admin's approval decision on a sales manager (no product). */
  async recordDecision(
    manager: EntityManager,
    entry: {
      action: Extract<AuditAction, 'approve' | 'reject'>;
      actorId: string | null;
      salesManagerId: string;
      oldData: Record<string, unknown>;
      newData: Record<string, unknown>;
    },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO product_audit_log
         (action, actor_id, actor_role, actor_name, subject_user_id, old_data, new_data)
       VALUES ($1, $2, 'admin', (SELECT full_name FROM staff_members WHERE id = $2), $3, $4, $5)`,
      [
        entry.action,
        entry.actorId,
        entry.salesManagerId,
        JSON.stringify(entry.oldData),
        JSON.stringify(entry.newData),
      ],
    );
  }
}
