import type { AuditLogEntry } from '../api/sales.js';
import { formatKg, formatNaira } from '../format/quantities.js';

/**
 * An audit entry in words: the audit page and the CSV's Details column (spec 2 §9) say the same,
 * so the rule lives here once.
 */

/** Fields a change names, in this order, with their labels. */
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
const MONEY = new Set(['price', 'basePrice']);
const KG = new Set(['stockQuantity', 'minimumOrderQuantity']);

function show(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return String(value.length);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' && MONEY.has(key)) return formatNaira(value);
  if (typeof value === 'number' && KG.has(key)) return `${formatKg(value)} kg`;
  return String(value);
}

/** What an entry did, in words. */
export function auditDetails(entry: AuditLogEntry): string {
  const product = entry.productName ?? 'a product';
  const before = entry.oldData ?? {};
  const after = entry.newData ?? {};
  switch (entry.action) {
    case 'create':
      return `Created ${product} (price ${show('price', after.price)}, stock ${show('stockQuantity', after.stockQuantity)})`;
    case 'delete':
      return `Deleted ${product}`;
    case 'update': {
      const changes = FIELDS.filter(
        ([key]) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
      ).map(([key, label]) => `${label} ${show(key, before[key])} → ${show(key, after[key])}`);
      return `Updated ${product}${changes.length ? `: ${changes.join('; ')}` : ''}`;
    }
    case 'approve':
    case 'reject': {
      const who = after.salesManagerName ?? after.salesManagerId;
      const reason = typeof after.reason === 'string' ? ` (${after.reason})` : '';
      return `${entry.action === 'approve' ? 'Approved' : 'Rejected'} sales manager ${show('', who)}${reason}`;
    }
  }
}

/** Product entries and approval decisions (the CSV's Type column). */
export const auditType = (entry: AuditLogEntry): string => (entry.productId ? 'Product' : 'Sales manager');

/** Who acted (the CSV's User column). */
export const auditActor = (entry: AuditLogEntry): string => entry.actorName ?? entry.actorId ?? 'System';
