import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { AUDIT_CSV_COLUMNS } from '@ihe/contracts';
import { AuditLogReader, toAuditLogEntry, type AuditLogFilter } from './audit-log.reader.js';
import { auditCsvRecord } from './audit-csv.rules.js';

/** Entries read per query while exporting: memory stays at about one batch whatever the log's size. */
export const EXPORT_BATCH = 1000;

/**
 * The audit log as CSV (spec 2 §9 columns), streamed: keyset batches (seq below the last one sent, up to
 * the newest entry when the export began) flow through csv-stringify to the reply, and the next batch is
 * read only when the reply has taken the last (stream backpressure). A 100,000-entry log never sits in
 * memory, and no connection is held open between batches.
 */
@Injectable()
export class AuditExportService {
  constructor(private readonly reader: AuditLogReader) {}

  async csv(filter: AuditLogFilter): Promise<Readable> {
    const end = BigInt(await this.reader.lastSeq()) + 1n;
    const records = Readable.from(this.records(filter, end), { objectMode: true, highWaterMark: 16 });
    const csv = stringify({ header: true, columns: [...AUDIT_CSV_COLUMNS], bom: false });
    records.on('error', (error) => csv.destroy(error));
    return records.pipe(csv);
  }

  private async *records(filter: AuditLogFilter, end: bigint): AsyncGenerator<string[]> {
    let before = end.toString();
    for (;;) {
      const rows = await this.reader.batch(filter, before, EXPORT_BATCH);
      for (const row of rows) yield auditCsvRecord(toAuditLogEntry(row));
      if (rows.length < EXPORT_BATCH) return;
      before = rows[rows.length - 1].seq;
    }
  }
}
