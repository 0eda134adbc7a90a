import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AUDIT_ACTIONS, type AuditAction, type AuditLogEntry, type AuditLogResponse } from '@ihe/contracts';
import { queryPrepared } from '@ihe/platform';
import { LogVersionMemo } from './log-version-memo.js';

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

/** Offsets from which a page's entries are remembered (LogVersionMemo): below, skipping them costs less. */
const REMEMBERED_OFFSET_FROM = 1000;
/** How many pages' positions and searches' totals are remembered (a few hundred bytes each). */
const REMEMBERED_ANSWERS = 1000;
/** The log's version in a statement's own snapshot (LogVersionMemo). */
const VERSION = `(SELECT COALESCE(sum(total), 0) FROM product_audit_counts)::text`;

/**
 * The audit log's reads: a page (newest first) with its exact total, and the export's keyset batches.
 * Only the conditions asked for are in the SQL, so each shape gets its own plan: seq order from the primary
 * key, the action filter from (action, seq), the search from the trigram indexes on the names (an action
 * matches the search when its text contains it: `action = ANY(…)`, a btree condition).
 *
 * Every page first reads the log's version (and the action's kept total) from the five per-action totals.
 * What is costly to compute again — a search's exact count (26,000 matches of a million entries: ~150 ms)
 * and which entries a deep or searched page holds (an offset walk of 50,000 keys: ~5 ms; names tested one
 * by one) — is remembered against that version (LogVersionMemo) and stays exact: a new entry changes the
 * version and it is computed afresh.
 */
@Injectable()
export class AuditLogReader {
  private readonly searchTotals = new LogVersionMemo<number>(REMEMBERED_ANSWERS);
  private readonly pageEntries = new LogVersionMemo<string[]>(REMEMBERED_ANSWERS);

  constructor(private readonly dataSource: DataSource) {}

  async page(filter: AuditLogFilter, page: number, pageSize: number): Promise<AuditLogResponse> {
    const where = whereOf(filter);
    const offset = (page - 1) * pageSize;
    // A search's page is found by testing entries' names one by one (or through the trigram indexes).
    const remembered = offset >= REMEMBERED_OFFSET_FROM || filter.search !== undefined;
    const [log, freshRows] = await Promise.all([
      this.logState(filter.action),
      remembered ? undefined : this.pageRows(where, offset, pageSize),
    ]);
    const [rows, total] = await Promise.all([
      freshRows ?? this.rememberedPageRows(filter, where, offset, pageSize, log.version),
      filter.search ? this.searchTotal(filter, where, log.version) : log.actionTotal,
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

  /** The log's version and the kept total of `action` (of every action without one), in one snapshot. */
  private async logState(action?: AuditAction): Promise<{ version: string; actionTotal: number }> {
    const { rows } = await queryPrepared<{ version: string; total: string }>(
      this.dataSource,
      `SELECT COALESCE(sum(total), 0)::text AS version,
              COALESCE(sum(total) FILTER (WHERE $1::text IS NULL OR action = $1), 0)::text AS total
         FROM product_audit_counts`,
      [action ?? null],
    );
    return { version: rows[0].version, actionTotal: Number(rows[0].total) };
  }

  /**
   * The offset is skipped on the seq keys alone (an index-only scan of the primary key, or of (action, seq)
   * with the action filter), and only the page's rows are read from the table.
   */
  private async pageRows(where: Where, offset: number, pageSize: number): Promise<AuditLogRow[]> {
    const next = where.params.length;
    const { rows } = await queryPrepared<AuditLogRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM product_audit_log
        WHERE seq = ANY(ARRAY(SELECT seq FROM product_audit_log ${where.sql}
                              ORDER BY seq DESC LIMIT $${next + 1} OFFSET $${next + 2}))
        ORDER BY seq DESC`,
      [...where.params, pageSize, offset],
    );
    return rows;
  }

  /** A deep or searched page: its entries' seqs as remembered at `version`, else found afresh (and kept). */
  private async rememberedPageRows(
    filter: AuditLogFilter,
    where: Where,
    offset: number,
    pageSize: number,
    version: string,
  ): Promise<AuditLogRow[]> {
    const key = JSON.stringify([filter.action ?? null, filter.search ?? null, offset, pageSize]);
    let seqs = this.pageEntries.get(key, version);
    if (!seqs) {
      const next = where.params.length;
      const { rows } = await queryPrepared<{ version: string; seqs: string[] }>(
        this.dataSource,
        `SELECT ${VERSION} AS version,
                ARRAY(SELECT seq FROM product_audit_log ${where.sql}
                      ORDER BY seq DESC LIMIT $${next + 1} OFFSET $${next + 2})::text[] AS seqs`,
        [...where.params, pageSize, offset],
      );
      seqs = rows[0].seqs;
      this.pageEntries.set(key, rows[0].version, seqs);
    }
    if (seqs.length === 0) return [];
    const { rows } = await queryPrepared<AuditLogRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM product_audit_log WHERE seq = ANY($1::bigint[]) ORDER BY seq DESC`,
      [seqs],
    );
    return rows;
  }

  /** A search's exact total: as remembered at `version`, else counted (with the version it was counted at). */
  private async searchTotal(filter: AuditLogFilter, where: Where, version: string): Promise<number> {
    const key = JSON.stringify([filter.action ?? null, filter.search]);
    const known = this.searchTotals.get(key, version);
    if (known !== undefined) return known;
    const { rows } = await queryPrepared<{ version: string; total: string }>(
      this.dataSource,
      `SELECT ${VERSION} AS version, (SELECT count(*) FROM product_audit_log ${where.sql})::text AS total`,
      where.params,
    );
    const total = Number(rows[0].total);
    this.searchTotals.set(key, rows[0].version, total);
    return total;
  }
}

interface Where {
  sql: string;
  params: unknown[];
}

/** The WHERE clause of a filter; `first` is a condition already holding $1 (parameters then follow). */
function whereOf(filter: AuditLogFilter, first?: string): Where {
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
