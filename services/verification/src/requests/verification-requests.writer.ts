import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Opening requests: one per vendor (the unique vendor_id backs the inbox's "once"). */
@Injectable()
export class VerificationRequestsWriter {
  /** Opens the vendor's pending request; false when it has one already. */
  async open(manager: EntityManager, vendorId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO verification_requests (vendor_id) VALUES ($1)
       ON CONFLICT (vendor_id) DO NOTHING RETURNING id`,
      [vendorId],
    );
    return rows.length > 0;
  }
}
