import { VERIFICATION_STATUSES, type VerificationStatus } from '@ihe/contracts';

/** The admin vendors page's state in the query string (docs/web-ui.md: the URL is the state). */
export interface VendorRequestFilters {
  status: VerificationStatus | null;
  search: string;
  page: number;
}

export const VENDOR_REQUESTS_PAGE_SIZE = 20;

export function parseVendorRequestFilters(params: URLSearchParams): VendorRequestFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: (VERIFICATION_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as VerificationStatus)
      : null,
    search: params.get('search')?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The next query string: a new status or search starts again at page 1; defaults leave the URL clean. */
export function withVendorRequestFilters(
  previous: URLSearchParams,
  change: Partial<VendorRequestFilters>,
): URLSearchParams {
  const current = parseVendorRequestFilters(previous);
  const resetsPage = 'status' in change || 'search' in change;
  const next = { ...current, ...change, page: resetsPage ? 1 : (change.page ?? current.page) };
  const params = new URLSearchParams();
  if (next.status) params.set('status', next.status);
  if (next.search.trim()) params.set('search', next.search.trim());
  if (next.page > 1) params.set('page', String(next.page));
  return params;
}
