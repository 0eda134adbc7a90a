import { AUDIT_ACTIONS, type AuditAction, type AuditLogQuery } from '@ihe/contracts';
import type { ApiQuery } from '../../app/api-routes.js';

/** The audit log page's state in the query string (docs/web-ui.md: the URL is the state). */
export interface AuditLogFilters {
  action: AuditAction | null;
  search: string;
  page: number;
}

export function parseAuditLogFilters(params: URLSearchParams): AuditLogFilters {
  const action = params.get('action') ?? '';
  const page = Number(params.get('page'));
  return {
    action: (AUDIT_ACTIONS as readonly string[]).includes(action) ? (action as AuditAction) : null,
    search: params.get('search')?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The next query string: a new action or search starts at page 1; defaults leave the URL clean. */
export function withAuditLogFilters(
  previous: URLSearchParams,
  change: Partial<AuditLogFilters>,
): URLSearchParams {
  const current = parseAuditLogFilters(previous);
  const resetsPage = 'action' in change || 'search' in change;
  const next = { ...current, ...change, page: resetsPage ? 1 : (change.page ?? current.page) };
  const params = new URLSearchParams();
  if (next.action) params.set('action', next.action);
  if (next.search.trim()) params.set('search', next.search.trim());
  if (next.page > 1) params.set('page', String(next.page));
  return params;
}

/** The filters as the API's query string (page and pageSize only for the list, not the export). */
export function auditLogQueryString({ page, pageSize, action, search }: AuditLogQuery): string {
  const params: ApiQuery<'/sales/audit-log', 'get'> = {};
  if (page) params.page = String(page);
  if (pageSize) params.pageSize = String(pageSize);
  if (action) params.action = action;
  if (search?.trim()) params.search = search.trim();
  return new URLSearchParams(params as Record<string, string>).toString();
}
