import type { AuditLogEntry } from '@ihe/contracts';

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, or a leading tab / carriage return, which
 * some strip before looking) gets a leading apostrophe, so it shows as text and never runs (OWASP CSV
 * injection). Quoting of commas, quotes and newlines is the CSV writer's (csv-stringify).
 */
export function neutralised(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** Fields a change summary names, in this order, with their labels. */
const FIELDS: Array<[string, string]> = [
  ['name', 'name'],
  ['category', 'category'],
  ['price', 'price'],
  ['basePrice', 'base price'],
  ['stockQuantity', 'stock'],
  ['minimumOrderQuantity', 'minimum order'],
  ['description', 'description'],
  ['farmOrigin', 'farm origin'],
  ['isOrganic', 'organic'],
  ['vendorId', 'vendor'],
  ['imageUrls', 'images'],
];

const show = (value: unknown) =>
  value === null || value === undefined ? '—' : Array.isArray(value) ? `${value.length}` : String(value);

/** What an entry did, in words (the Details column). */
export function auditDetails(entry: AuditLogEntry): string {
  const product = entry.productName ?? '';
  const before = entry.oldData ?? {};
  const after = entry.newData ?? {};
  switch (entry.action) {
    case 'create':
      return `Created ${product} (price ${show(after.price)}, stock ${show(after.stockQuantity)})`;
    case 'delete':
      return `Deleted ${product}`;
    case 'update': {
      const changes = FIELDS.filter(
        ([key]) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
      ).map(([key, label]) => `${label} ${show(before[key])} → ${show(after[key])}`);
      return `Updated ${product}${changes.length ? `: ${changes.join('; ')}` : ''}`;
    }
    case 'approve':
    case 'reject': {
      const who = after.salesManagerName ?? after.salesManagerId ?? '';
      const reason = typeof after.reason === 'string' ? ` (${after.reason})` : '';
      return `${entry.action === 'approve' ? 'Approved' : 'Rejected'} sales manager ${show(who)}${reason}`;
    }
  }
}

/** One CSV record: Type, Action, User, Details, Timestamp (spec 2 §9), formulas neutralised. */
export function auditCsvRecord(entry: AuditLogEntry): string[] {
  return [
    entry.productId ? 'Product' : 'Sales manager',
    entry.action,
    entry.actorName ?? entry.actorId ?? 'System',
    auditDetails(entry),
    entry.createdAt,
  ].map(neutralised);
}
