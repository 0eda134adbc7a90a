import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ADMIN_SALES_MANAGER_LIMITS,
  type AdminSalesManagerList,
  type SalesManagerState,
} from '@ihe/contracts';
import { queryPrepared } from '@ihe/platform';
import { containsPattern } from './sales-manager-approval.rules.js';
import { SALES_MANAGER_COLUMNS, toSalesManagerItem, type SalesManagerRow } from './sales-manager-row.js';

// A null pattern switches the search off, so one text (one prepared statement) serves both queries.
const LIST = `SELECT ${SALES_MANAGER_COLUMNS} FROM profiles
  WHERE role = 'sales_manager'
    AND ($1::text IS NULL OR full_name ILIKE $1 OR email ILIKE $1 OR company_id_code ILIKE $1)
  ORDER BY created_at DESC, id DESC LIMIT $2`;

const COUNTS = `SELECT
    count(*) FILTER (WHERE is_approved IS NULL)::int AS pending,
    count(*) FILTER (WHERE is_approved)::int AS approved,
    count(*) FILTER (WHERE NOT is_approved)::int AS rejected
  FROM profiles WHERE role = 'sales_manager'`;

/** The admin's list of sales managers (spec 2 §7 admin: the profiles of role sales_manager, newest first). */
@Injectable()
export class SalesManagersReader {
  constructor(private readonly dataSource: DataSource) {}

  async list(search?: string): Promise<AdminSalesManagerList> {
    const pattern = search?.trim() ? containsPattern(search.trim()) : null;
    const [page, counts] = await Promise.all([
      queryPrepared<SalesManagerRow & Record<string, unknown>>(this.dataSource, LIST, [
        pattern,
        ADMIN_SALES_MANAGER_LIMITS.listMax,
      ]),
      queryPrepared<Record<SalesManagerState, number>>(this.dataSource, COUNTS, []),
    ]);
    return { items: page.rows.map(toSalesManagerItem), counts: counts.rows[0] };
  }
}
