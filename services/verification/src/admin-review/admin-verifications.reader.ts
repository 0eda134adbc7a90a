import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  VERIFICATION_LIMITS,
  VERIFICATION_STATUSES,
  type AdminVendorVerificationList,
  type VerificationStatus,
} from '@ihe/contracts';
import { queryPrepared } from '@ihe/platform';
import { containsPattern } from '../requests/verification.rules.js';
import { toAdminItem, VERIFICATION_ROW_COLUMNS, type VerificationRow } from '../requests/verification-row.js';
import type { AdminListQueryDto } from './admin-list-query.dto.js';

// Null parameters switch a filter off, so one text (one prepared statement) serves every query.
const FILTER = `FROM verification_requests r LEFT JOIN vendors v ON v.id = r.vendor_id
  WHERE ($1::text IS NULL OR r.status = $1)
    AND ($2::text IS NULL OR v.full_name ILIKE $2 OR v.email ILIKE $2 OR v.business_name ILIKE $2)`;

/** The admin's list (spec 2 §7 admin: requests joined with the vendor's profile, newest first). */
@Injectable()
export class AdminVerificationsReader {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: AdminListQueryDto): Promise<AdminVendorVerificationList> {
    const status = query.status && query.status !== 'all' ? query.status : null;
    const search = query.search?.trim() ? containsPattern(query.search.trim()) : null;
    const pageSize = query.pageSize ?? VERIFICATION_LIMITS.pageSizeDefault;
    const offset = ((query.page ?? 1) - 1) * pageSize;
    const [page, total, counts] = await Promise.all([
      queryPrepared<VerificationRow & Record<string, unknown>>(
        this.dataSource,
        `SELECT ${VERIFICATION_ROW_COLUMNS} ${FILTER} ORDER BY r.created_at DESC, r.id DESC LIMIT $3 OFFSET $4`,
        [status, search, pageSize, offset],
      ),
      queryPrepared<{ total: number }>(this.dataSource, `SELECT count(*)::int AS total ${FILTER}`, [
        status,
        search,
      ]),
      this.counts(),
    ]);
    return { items: page.rows.map(toAdminItem), total: total.rows[0].total, counts };
  }

  private async counts(): Promise<Record<VerificationStatus, number>> {
    const { rows } = await queryPrepared<{ status: VerificationStatus; n: number }>(
      this.dataSource,
      `SELECT status, count(*)::int AS n FROM verification_requests GROUP BY status`,
      [],
    );
    const counts = Object.fromEntries(VERIFICATION_STATUSES.map((s) => [s, 0])) as Record<
      VerificationStatus,
      number
    >;
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }
}
