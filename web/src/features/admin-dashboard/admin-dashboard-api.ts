import { ADMIN_LIMITS } from '@ihe/contracts';
import { api } from '../../app/api.js';
import { apiUrl, withQuery, type ApiQuery, type ApiResult, type ApiSchema } from '../../app/api-routes.js';
import { listItems } from '../admin-area/list-items.js';

/** The admin overview and the recent system activity (admins only, spec 2 §7); user actions refresh both. */
export const adminDashboardApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminOverview', 'AdminActivity'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminOverview: build.query<ApiResult<'/admin/overview', 'get'>, void>({
        query: () => apiUrl('/admin/overview'),
        providesTags: ['AdminOverview'],
      }),
      listRecentActivity: build.query<ApiResult<'/admin/activity', 'get'>, void>({
        query: () =>
          withQuery(apiUrl('/admin/activity'), {
            limit: String(ADMIN_LIMITS.recentActivity),
          } satisfies ApiQuery<'/admin/activity', 'get'>),
        transformResponse: listItems<ApiSchema<'SystemActivity'>>,
        providesTags: ['AdminActivity'],
      }),
    }),
  });

export const { useGetAdminOverviewQuery, useListRecentActivityQuery } = adminDashboardApi;
