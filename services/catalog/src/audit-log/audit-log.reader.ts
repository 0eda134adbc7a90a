import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AUDIT_ACTIONS, type AuditAction, type AuditLogEntry, type AuditLogResponse } from '@ihe/contracts';
import { queryPrepared } from '@ihe/platform';

export interface AuditLogFilter {
  action?: AuditAction;
  search?: string;
}

/** A row of the log as pg returns it. */
export interface AuditLogRow {
  seq: string;
  id: string;
  action: AuditAction;
  product_id: string | null;
  product_name: string | null;
  actor_id: string | null;
  actor_name: string | null;
  old_data: Record<string, unknown> | null;
  new_data: Record<string, unknown> | null;
  created_at: Date;
}

const COLUMNS = `seq, id, action, product_id, product_name, actor_id, actor_name, old_data, new_data, created_at`;

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The audit log's reads: a page (newest first) with its exact total, and the export's keyset batches.
 * Only the conditions asked for are in the SQL, so each shape gets its own plan: seq order from the primary
 * key, the action filter from (action, seq), the search from the trigram indexes on the names (an action
 * matches the search when its text contains it: `action = ANY(…)`, a btree condition).
 */
@Injectable()
export class AuditLogReader {
  constructor(private readonly dataSource: DataSource) {}

  async page(filter: AuditLogFilter, page: number, pageSize: number): Promise<AuditLogResponse> {
    const where = whereOf(filter);
    const offset = where.params.length;
    const [{ rows }, total] = await Promise.all([
      // The offset is skipped on the seq keys alone (an index-only scan of the primary key, or of
      // (action, seq) with the action filter), and only the page's rows are read from the table: a deep
      // page (5,000 of a million-entry log) no longer fetches every skipped entry's row.
      queryPrepared<AuditLogRow>(
        this.dataSource,
        `SELECT ${COLUMNS} FROM product_audit_log
          WHERE seq = ANY(ARRAY(SELECT seq FROM product_audit_log ${where.sql}
                                ORDER BY seq DESC LIMIT $${offset + 1} OFFSET $${offset + 2}))
          ORDER BY seq DESC`,
        [...where.params, pageSize, (page - 1) * pageSize],
      ),
      this.total(filter, where),
    ]);
    return { items: rows.map(toAuditLogEntry), total };
  }

  /** The newest entry's seq now: an export covers the log up to here (a stable end while it streams). */
  async lastSeq(): Promise<string> {
    const [row]: Array<{ seq: string | null }> = await this.dataSource.query(
      `SELECT max(seq)::text AS seq FROM product_audit_log`,
    );
    return row.seq ?? '0';
  }

  /** Up to `limit` entries older than `beforeSeq`, newest first (keyset: no offset, no open cursor). */
  async batch(filter: AuditLogFilter, beforeSeq: string, limit: number): Promise<AuditLogRow[]> {
    const where = whereOf(filter, 'seq < $1');
    const { rows } = await queryPrepared<AuditLogRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM product_audit_log ${where.sql} ORDER BY seq DESC LIMIT $${where.params.length + 2}`,
      [beforeSeq, ...where.params, limit],
    );
    return rows;
  }

  /** Exact: the kept per-action totals when there is no search, a count of the matches otherwise. */
  private async total(filter: AuditLogFilter, where: { sql: string; params: unknown[] }): Promise<number> {
    if (!filter.search) {
      const { rows } = await queryPrepared<{ total: string }>(
        this.dataSource,
        `SELECT COALESCE(sum(total), 0)::text AS total FROM product_audit_counts
          WHERE $1::text IS NULL OR action = $1`,
        [filter.action ?? null],
      );
      return Number(rows[0].total);
    }
    const { rows } = await queryPrepared<{ total: string }>(
      this.dataSource,
      `SELECT count(*)::text AS total FROM product_audit_log ${where.sql}`,
      where.params,
    );
    return Number(rows[0].total);
  }
}

/** The WHERE clause of a filter; `first` is a condition already holding $1 (parameters then follow). */
function whereOf(filter: AuditLogFilter, first?: string): { sql: string; params: unknown[] } {
  const conditions: string[] = first ? [first] : [];
  const params: unknown[] = [];
  const next = (value: unknown) => {
    params.push(value);
    return `$${params.length + (first ? 1 : 0)}`;
  };
  if (filter.action) conditions.push(`action = ${next(filter.action)}`);
  if (filter.search) {
    const text = filter.search.toLowerCase();
    const pattern = next(containing(filter.search));
    const actions = AUDIT_ACTIONS.filter((action) => action.includes(text));
    conditions.push(
      `(product_name ILIKE ${pattern} OR actor_name ILIKE ${pattern}` +
        (actions.length ? ` OR action = ANY(${next(actions)}::text[]))` : ')'),
    );
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

export function toAuditLogEntry(row: AuditLogRow): AuditLogEntry {
  return {
    id: row.id,
    action: row.action,
    createdAt: new Date(row.created_at).toISOString(),
    productId: row.product_id,
    productName: row.product_name,
    actorId: row.actor_id,
    actorName: row.actor_name,
    oldData: row.old_data,
    newData: row.new_data,
  };
}
