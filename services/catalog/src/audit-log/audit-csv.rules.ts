import { auditActor, auditDetails, auditType, neutralisedCsvCell, type AuditLogEntry } from '@ihe/contracts';

/** One CSV record: Type, Action, User, Details, Timestamp (spec 2 §9), formulas neutralised. */
export function auditCsvRecord(entry: AuditLogEntry): string[] {
  return [auditType(entry), entry.action, auditActor(entry), auditDetails(entry), entry.createdAt].map(
    neutralisedCsvCell,
  );
}
