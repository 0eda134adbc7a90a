import { randomUUID } from 'node:crypto';

/** One vendor's part (fulfilment) of a new order. */
export interface OrderPart {
  id: string;
  vendorId: string | null;
  vendorName: string | null;
  /** Positions of its lines in the order. */
  positions: number[];
}

/**
 * The parts of a new order: one per vendor, in the order of each vendor's first line; the lines sold
 * with no vendor (sales-manager products) form one part too, with vendorId null.
 */
export function orderParts(
  lines: ReadonlyArray<{ vendorId: string | null; vendorName: string | null }>,
): OrderPart[] {
  const parts = new Map<string | null, OrderPart>();
  lines.forEach((line, position) => {
    const part = parts.get(line.vendorId) ?? {
      id: randomUUID(),
      vendorId: line.vendorId,
      vendorName: line.vendorName,
      positions: [],
    };
    parts.set(line.vendorId, part);
    part.positions.push(position);
  });
  return [...parts.values()];
}
