import { ORDER_FILTER_STATUSES, type OrderFilterStatus } from './order-status.js';

/** The orders page's state, kept in the query string (docs/web-ui.md: the URL is the state). */
export interface OrderFilters {
  search: string;
  status: OrderFilterStatus | 'all';
  page: number;
  /** The order whose tracking timeline is open. */
  track: string | null;
}

export const ORDERS_PAGE_SIZE = 10;

export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const status = params.get('status')?.toLowerCase() ?? 'all';
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() ?? '',
    status: (ORDER_FILTER_STATUSES as readonly string[]).includes(status)
      ? (status as OrderFilterStatus)
      : 'all',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    track: params.get('track') || null,
  };
}

/** Only what differs from the defaults, so a clean page has a clean URL. */
export function orderFiltersToParams(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.track) params.set('track', filters.track);
  return params;
}

/** A new search or status starts again at page 1. */
export function withFilterChange(filters: OrderFilters, change: Partial<OrderFilters>): OrderFilters {
  const resetsPage = 'search' in change || 'status' in change;
  return { ...filters, ...change, page: resetsPage ? 1 : (change.page ?? filters.page) };
}

export function hasActiveFilters(filters: Pick<OrderFilters, 'search' | 'status'>): boolean {
  return filters.search.trim() !== '' || filters.status !== 'all';
}

/** Path of the orders page with one order's tracking open (the dashboard's Track Order). */
export function trackOrderPath(orderId: string): string {
  return `/consumer-dashboard/orders?track=${encodeURIComponent(orderId)}`;
}

export function invoicePath(orderId: string): string {
  return `/consumer-dashboard/orders/${encodeURIComponent(orderId)}/invoice`;
}
