import { ORDER_STATUSES, type OrderStatus } from '@ihe/contracts';

export const VENDOR_ORDERS_PAGE_SIZE = 20;

/** The vendor orders page's state, kept in the query string (docs/web-ui.md: the URL is the state). */
export interface VendorOrderFilters {
  search: string;
  status: OrderStatus | 'all';
  page: number;
  /** The order whose details dialog is open. */
  order: string | null;
}

export function parseVendorOrderFilters(params: URLSearchParams): VendorOrderFilters {
  const status = params.get('status')?.toLowerCase() ?? 'all';
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() ?? '',
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : 'all',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    order: params.get('order') || null,
  };
}

/** Only what differs from the defaults, so a clean page has a clean URL. */
export function vendorOrderFiltersToParams(filters: VendorOrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.order) params.set('order', filters.order);
  return params;
}

/** A new search or status starts again at page 1. */
export function withVendorOrderFilterChange(
  filters: VendorOrderFilters,
  change: Partial<VendorOrderFilters>,
): VendorOrderFilters {
  const resetsPage = 'search' in change || 'status' in change;
  return { ...filters, ...change, page: resetsPage ? 1 : (change.page ?? filters.page) };
}

/** The orders page with one order's details open (the dashboard's View). */
export function vendorOrderDetailsPath(orderId: string): string {
  return `/vendor-dashboard/orders?order=${encodeURIComponent(orderId)}`;
}
