/**
 * A vendor's earnings statement (issue 15), read by analytics from its ledger: what the vendor earns (base
 * price × quantity) per order and per Lagos day, net of the parts it declined or that were cancelled.
 * The vendor is the token's user: a vendor only ever sees its own lines.
 */

/** The periods the dashboard offers (days ending today, Lagos); the API takes any from/to of up to 366 days. */
export const VENDOR_STATEMENT_PERIODS = [7, 30, 90] as const;
export type VendorStatementPeriod = (typeof VENDOR_STATEMENT_PERIODS)[number];

/** One line of the vendor's part of an order, as placed. */
export interface VendorStatementLine {
  productId: string | null;
  /** The name the order was placed with ('' when the order did not carry one). */
  productName: string;
  /** kg. */
  quantity: number;
  /** Base price × quantity, as booked when the order was placed. */
  earnings: number;
}

/** The vendor's part of one order. */
export interface VendorStatementOrder {
  orderId: string;
  /** ORD- + the last 6 characters of the order id (the vendor screens' reference). */
  orderNumber: string;
  placedAt: string;
  /** The order's Lagos day (reversals count on it too). */
  date: string;
  /** earned: counts; reversed: the vendor declined its part or it was cancelled, its earnings taken back. */
  status: 'earned' | 'reversed';
  /** Net: 0 when reversed. */
  earnings: number;
  lines: VendorStatementLine[];
}

/** One Lagos day of the period (every day present, oldest first). */
export interface VendorStatementDay {
  date: string;
  /** Net earnings of the orders placed that day. */
  earnings: number;
  /** Orders placed that day whose part was not reversed. */
  orders: number;
}

/** GET /api/v1/vendor/statement?from=YYYY-MM-DD&to=YYYY-MM-DD (default: the last 30 Lagos days). */
export interface VendorStatement {
  from: string;
  to: string;
  totals: {
    /** Net of reversals. */
    earnings: number;
    /** Orders whose part was not reversed. */
    orders: number;
    /** kg sold, net of reversals. */
    quantity: number;
    /** What reversals took back. */
    reversedEarnings: number;
    reversedOrders: number;
  };
  days: VendorStatementDay[];
  /** Newest first. */
  orders: VendorStatementOrder[];
}

/**
 * GET /api/v1/vendor/statement/export?from=&to=: one row per ledger entry (a line as placed, or its
 * reversal with negative figures), so the Earnings column sums to the statement's net total.
 */
export const VENDOR_STATEMENT_CSV_COLUMNS = [
  'Date',
  'Order',
  'Product',
  'Quantity (kg)',
  'Earnings (NGN)',
  'Entry',
] as const;

/** The CSV's Entry values. */
export const VENDOR_STATEMENT_ENTRIES = {
  sale: 'Sale',
  reversal: 'Reversal (declined or cancelled)',
} as const;

/** The download's name carries its period. */
export const vendorStatementCsvFileName = (from: string, to: string) =>
  `ihe-earnings-statement-${from}-to-${to}.csv`;

export const VENDOR_STATEMENT_MESSAGES = {
  title: 'Earnings statement',
  loadFailed: 'Failed to load your earnings statement',
  empty: 'No earnings in this period yet',
  exported: 'Earnings statement downloaded',
  exportFailed: 'Failed to export data',
} as const;
