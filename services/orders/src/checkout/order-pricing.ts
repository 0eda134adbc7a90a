import { deliveryFee, lineTotal, type ReservedLine } from '@ihe/contracts';

export interface PricedLine extends ReservedLine {
  /** quantity × unit (display) price, to the kobo. */
  lineTotal: number;
}

/** What one vendor of the order earns: its lines at the base price (spec 2 §9). */
export interface VendorShare {
  vendorId: string | null;
  vendorName: string | null;
  vendorPhone: string | null;
  earnings: number;
  itemsTotal: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  subtotal: number;
  deliveryFee: number;
  total: number;
  vendors: VendorShare[];
}

const kobo = (naira: number) => Math.round(naira * 100);
const naira = (kobos: number) => kobos / 100;

/**
 * Prices an order from its reserved lines (catalog's prices at reservation time): line totals, the
 * subtotal, the delivery fee (free above 10,000, else 1,500) and the total, summed in kobo so no
 * floating-point drift creeps in; and each vendor's earnings, in order of first appearance.
 */
export function priceOrder(reserved: ReservedLine[]): PricedOrder {
  const lines = reserved.map((line) => ({ ...line, lineTotal: lineTotal(line.quantity, line.unitPrice) }));
  const subtotal = naira(lines.reduce((sum, line) => sum + kobo(line.lineTotal), 0));
  const fee = deliveryFee(subtotal);
  const vendors = new Map<string | null, VendorShare>();
  for (const line of lines) {
    const share = vendors.get(line.vendorId) ?? {
      vendorId: line.vendorId,
      vendorName: line.vendorName,
      vendorPhone: line.vendorPhone,
      earnings: 0,
      itemsTotal: 0,
    };
    share.earnings = naira(kobo(share.earnings) + kobo(lineTotal(line.quantity, line.basePrice)));
    share.itemsTotal = naira(kobo(share.itemsTotal) + kobo(line.lineTotal));
    vendors.set(line.vendorId, share);
  }
  return {
    lines,
    subtotal,
    deliveryFee: fee,
    total: naira(kobo(subtotal) + kobo(fee)),
    vendors: [...vendors.values()],
  };
}
