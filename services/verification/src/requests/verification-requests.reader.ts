import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { queryPrepared } from '@ihe/platform';
import { VERIFICATION_ROW_COLUMNS, type VerificationRow } from './verification-row.js';

/** One vendor's request with its directory row (the latest; a vendor has one today). */
@Injectable()
export class VerificationRequestsReader {
  constructor(private readonly dataSource: DataSource) {}

  async latestFor(vendorId: string): Promise<VerificationRow | null> {
    const { rows } = await queryPrepared<VerificationRow & Record<string, unknown>>(
      this.dataSource,
      `SELECT ${VERIFICATION_ROW_COLUMNS}
         FROM verification_requests r LEFT JOIN vendors v ON v.id = r.vendor_id
        WHERE r.vendor_id = $1 ORDER BY r.created_at DESC LIMIT 1`,
      [vendorId],
    );
    return rows[0] ?? null;
  }
}
