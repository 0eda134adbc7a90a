import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SALES_MANAGER_COLUMNS, type SalesManagerRow } from './sales-manager-row.js';

/** The SQL of an approval decision, run inside the caller's transaction. */
@Injectable()
export class SalesManagerApprovalWriter {
  /** The sales manager's profile, locked until the transaction ends (two admins decide one at a time). */
  async lock(manager: EntityManager, id: string): Promise<SalesManagerRow | null> {
    const rows: SalesManagerRow[] = await manager.query(
      `SELECT ${SALES_MANAGER_COLUMNS} FROM profiles WHERE id = $1 AND role = 'sales_manager' FOR UPDATE`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Records the decision on the (locked) profile; returns the row as it is now. */
  async record(
    manager: EntityManager,
    id: string,
    decision: { isApproved: boolean; reason: string | null; by: string },
  ): Promise<SalesManagerRow> {
    // TypeORM answers an UPDATE … RETURNING with [rows, affectedCount].
    const [[row]] = (await manager.query(
      `UPDATE profiles
          SET is_approved = $2, approval_reason = $3, approval_decided_by = $4,
              approval_decided_at = now(), updated_at = now()
        WHERE id = $1 AND role = 'sales_manager'
        RETURNING ${SALES_MANAGER_COLUMNS}`,
      [id, decision.isApproved, decision.reason, decision.by],
    )) as [SalesManagerRow[], number];
    if (!row) throw new Error(`Sales manager ${id} vanished although it was locked`);
    return row;
  }
}
