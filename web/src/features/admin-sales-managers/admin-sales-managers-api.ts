import type {
  AdminSalesManagerList,
  AdminSalesManagerQuery,
  RejectSalesManagerRequest,
  SalesManagerDecisionResponse,
} from '@ihe/contracts';
import { api } from '../../app/api.js';

/** GET /admin/sales-managers with the search only when there is one. */
export function salesManagersUrl({ search }: AdminSalesManagerQuery): string {
  const term = search?.trim();
  return term ? `/admin/sales-managers?${new URLSearchParams({ search: term })}` : '/admin/sales-managers';
}

const decisionUrl = (id: string, decision: 'approve' | 'reject') =>
  `/admin/sales-managers/${encodeURIComponent(id)}/${decision}`;

/** Sales-manager applications and the admin's approve / reject / revoke (admins only, spec 2 §7). */
export const adminSalesManagersApi = api
  .enhanceEndpoints({ addTagTypes: ['SalesManagerApplication'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listSalesManagers: build.query<AdminSalesManagerList, AdminSalesManagerQuery>({
        query: salesManagersUrl,
        providesTags: ['SalesManagerApplication'],
      }),
      approveSalesManager: build.mutation<SalesManagerDecisionResponse, { id: string }>({
        query: ({ id }) => ({ url: decisionUrl(id, 'approve'), method: 'POST' }),
        // Errors too: a 409 means another admin decided first, so the list must show it.
        invalidatesTags: ['SalesManagerApplication'],
      }),
      rejectSalesManager: build.mutation<
        SalesManagerDecisionResponse,
        RejectSalesManagerRequest & { id: string }
      >({
        query: ({ id, ...body }) => ({ url: decisionUrl(id, 'reject'), method: 'POST', body }),
        invalidatesTags: ['SalesManagerApplication'],
      }),
    }),
  });

export const { useListSalesManagersQuery, useApproveSalesManagerMutation, useRejectSalesManagerMutation } =
  adminSalesManagersApi;
