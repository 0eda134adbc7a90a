import type { AdminSalesManagerQuery } from '@ihe/contracts';
import { api } from '../../app/api.js';
import { apiUrl, withQuery, type ApiBody, type ApiQuery, type ApiResult } from '../../app/api-routes.js';

/** GET /admin/sales-managers with the search only when there is one. */
export function salesManagersUrl({ search }: AdminSalesManagerQuery): string {
  const query: ApiQuery<'/admin/sales-managers', 'get'> = { search: search?.trim() || undefined };
  return withQuery(apiUrl('/admin/sales-managers'), query);
}

/** Sales-manager applications and the admin's approve / reject / revoke (admins only, spec 2 §7). */
export const adminSalesManagersApi = api
  .enhanceEndpoints({ addTagTypes: ['SalesManagerApplication'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listSalesManagers: build.query<ApiResult<'/admin/sales-managers', 'get'>, AdminSalesManagerQuery>({
        query: salesManagersUrl,
        providesTags: ['SalesManagerApplication'],
      }),
      approveSalesManager: build.mutation<
        ApiResult<'/admin/sales-managers/{id}/approve', 'post'>,
        { id: string }
      >({
        query: ({ id }) => ({ url: apiUrl('/admin/sales-managers/{id}/approve', { id }), method: 'POST' }),
        // Errors too: a 409 means another admin decided first, so the list must show it.
        invalidatesTags: ['SalesManagerApplication'],
      }),
      rejectSalesManager: build.mutation<
        ApiResult<'/admin/sales-managers/{id}/reject', 'post'>,
        ApiBody<'/admin/sales-managers/{id}/reject', 'post'> & { id: string }
      >({
        query: ({ id, ...body }) => ({
          url: apiUrl('/admin/sales-managers/{id}/reject', { id }),
          method: 'POST',
          body,
        }),
        invalidatesTags: ['SalesManagerApplication'],
      }),
    }),
  });

export const { useListSalesManagersQuery, useApproveSalesManagerMutation, useRejectSalesManagerMutation } =
  adminSalesManagersApi;
