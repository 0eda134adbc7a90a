import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { VerificationDecision } from '@ihe/contracts';
import { VERIFICATION_ROW_COLUMNS, type VerificationRow } from '../requests/verification-row.js';

/** The SQL of a decision, run inside the caller's transaction. */
@Injectable()
export class DecisionWriter {
  /** The vendor's latest request, locked until the transaction ends (two admins decide one at a time). */
  async lockLatest(manager: EntityManager, vendorId: string): Promise<VerificationRow | null> {
    const rows: VerificationRow[] = await manager.query(
      `SELECT ${VERIFICATION_ROW_COLUMNS}
         FROM verification_requests r LEFT JOIN vendors v ON v.id = r.vendor_id
        WHERE r.vendor_id = $1 ORDER BY r.created_at DESC LIMIT 1
          FOR UPDATE OF r`,
      [vendorId],
    );
    return rows[0] ?? null;
  }

  /** Records the decision on the (locked, pending) request; returns its processed_at. */
  async record(
    manager: EntityManager,
    vendorId: string,
    decision: { status: VerificationDecision; adminNotes: string | null; processedBy: string },
  ): Promise<Date> {
    // TypeORM answers an UPDATE … RETURNING with [rows, affectedCount].
    const [[row]] = (await manager.query(
      `UPDATE verification_requests
          SET status = $2, admin_notes = $3, processed_by = $4, processed_at = now(), updated_at = now()
        WHERE vendor_id = $1 AND status = 'pending'
        RETURNING processed_at`,
      [vendorId, decision.status, decision.adminNotes, decision.processedBy],
    )) as [Array<{ processed_at: Date }>, number];
    if (!row) throw new Error(`Request of vendor ${vendorId} is not pending although it was locked so`);
    return row.processed_at;
  }
}
