import { ADMIN_LIMITS, type AdminOverview, type SystemActivity } from '@ihe/contracts';
import { api } from '../../app/api.js';
import { listItems } from '../admin-area/list-items.js';

/** The admin overview and the recent system activity (admins only, spec 2 §7); user actions refresh both. */
export const adminDashboardApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminOverview', 'AdminActivity'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminOverview: build.query<AdminOverview, void>({
        query: () => '/admin/overview',
        providesTags: ['AdminOverview'],
      }),
      listRecentActivity: build.query<SystemActivity[], void>({
        query: () => `/admin/activity?limit=${ADMIN_LIMITS.recentActivity}`,
        transformResponse: listItems<SystemActivity>,
        providesTags: ['AdminActivity'],
      }),
    }),
  });

export const { useGetAdminOverviewQuery, useListRecentActivityQuery } = adminDashboardApi;
