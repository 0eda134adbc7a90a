import { lineTotal, type OrderPlacedLine } from '@ihe/contracts';

/** Days are Lagos days (spec: a Nigerian marketplace; Africa/Lagos has no daylight saving). */
export const LEDGER_TIME_ZONE = 'Africa/Lagos';
const lagosDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: LEDGER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Lagos calendar day (YYYY-MM-DD) of an instant. */
export function lagosDay(at: string | Date): string {
  return lagosDate.format(typeof at === 'string' ? new Date(at) : at);
}

/** One money row of the ledger, in kobo (integers: sums never drift). */
export interface LedgerRow {
  kind: 'sale' | 'order';
  /** 0 for the order row, 1.. for the order's lines in their order. */
  lineNo: number;
  vendorId: string | null;
  productId: string | null;
  quantity: number;
  revenueKobo: number;
  deliveryFeeKobo: number;
  vendorEarningsKobo: number;
  companyProfitKobo: number;
  orders: number;
}

const kobo = (naira: number) => Math.round(naira * 100);

/**
 * The rows order.placed books: one per line (revenue = unit price × quantity, vendor earnings = base price ×
 * quantity, company profit = the difference, each to the kobo as orders prices them) and one for the order
 * (its delivery fee, which is revenue but neither profit nor earnings, and the order count).
 */
export function placementRows(
  lines: Pick<OrderPlacedLine, 'productId' | 'vendorId' | 'quantity' | 'unitPrice' | 'basePrice'>[],
  deliveryFee: number,
): LedgerRow[] {
  const sales = lines.map((line, i): LedgerRow => {
    const revenueKobo = kobo(lineTotal(line.quantity, line.unitPrice));
    const vendorEarningsKobo = kobo(lineTotal(line.quantity, line.basePrice));
    return {
      kind: 'sale',
      lineNo: i + 1,
      vendorId: line.vendorId,
      productId: line.productId,
      quantity: line.quantity,
      revenueKobo,
      deliveryFeeKobo: 0,
      vendorEarningsKobo,
      companyProfitKobo: revenueKobo - vendorEarningsKobo,
      orders: 0,
    };
  });
  const feeKobo = kobo(deliveryFee);
  const order: LedgerRow = {
    kind: 'order',
    lineNo: 0,
    vendorId: null,
    productId: null,
    quantity: 0,
    revenueKobo: feeKobo,
    deliveryFeeKobo: feeKobo,
    vendorEarningsKobo: 0,
    companyProfitKobo: 0,
    orders: 1,
  };
  return [order, ...sales];
}

/** A part of an order is one vendor's lines; lines with no vendor form the part keyed ''. */
export const vendorKey = (vendorId: string | null): string => vendorId ?? '';
/** The key of the whole order's cancellation (its fee and its count are reversed). */
export const WHOLE_ORDER_KEY = '*';

/** Average order value: revenue over orders, to the kobo; 0 on a day without orders. */
export function averageOrderValue(revenue: number, orders: number): number {
  return orders > 0 ? Math.round((revenue / orders) * 100) / 100 : 0;
}
