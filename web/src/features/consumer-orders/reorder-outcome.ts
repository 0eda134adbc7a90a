import { formatKg } from '../catalog/product-format.js';
import { ORDERS_MESSAGES } from './orders-messages.js';

/** What happened to one order line put back in the cart. */
export interface ReorderLine {
  name: string;
  /** kg on the old order. */
  requested: number;
  /** kg the cart gained (the server caps a line at the stock); 0 when the product is gone or sold out. */
  added: number;
}

export interface ReorderOutcome {
  level: 'success' | 'warning' | 'error';
  message: string;
}

const kg = formatKg;

/** The toast after Reorder: what went into the cart, and what stock allowed less of or not at all. */
export function reorderOutcome(lines: ReorderLine[]): ReorderOutcome {
  const added = lines.filter((line) => line.added > 0);
  if (added.length === 0) return { level: 'error', message: ORDERS_MESSAGES.reorderNothing };
  const parts = [`Added ${added.map((line) => `${line.name} × ${kg(line.added)}`).join(', ')} to cart`];
  const limited = added.filter((line) => line.added < line.requested);
  if (limited.length > 0) parts.push(`Limited by stock: ${limited.map((line) => line.name).join(', ')}`);
  const missing = lines.filter((line) => line.added <= 0);
  if (missing.length > 0) parts.push(`Not available: ${missing.map((line) => line.name).join(', ')}`);
  return {
    level: limited.length > 0 || missing.length > 0 ? 'warning' : 'success',
    message: parts.join('. '),
  };
}
