import { auditActor, auditDetails, auditType, type AuditLogEntry } from '@ihe/contracts';

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, or a leading tab / carriage return, which
 * some strip before looking) gets a leading apostrophe, so it shows as text and never runs (OWASP CSV
 * injection). Quoting of commas, quotes and newlines is the CSV writer's (csv-stringify).
 */
export function neutralised(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** One CSV record: Type, Action, User, Details, Timestamp (spec 2 §9), formulas neutralised. */
export function auditCsvRecord(entry: AuditLogEntry): string[] {
  return [auditType(entry), entry.action, auditActor(entry), auditDetails(entry), entry.createdAt].map(
    neutralised,
  );
}
