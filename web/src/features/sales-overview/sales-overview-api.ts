import { api } from '../../app/api.js';
import { apiUrl, type ApiResult } from '../../app/api-routes.js';

/** The sales-manager dashboard's figures (spec 2 §7): counts and the platform revenue, computed by the server. */
export const salesOverviewApi = api.enhanceEndpoints({ addTagTypes: ['SalesOverview'] }).injectEndpoints({
  endpoints: (build) => ({
    getSalesOverview: build.query<ApiResult<'/sales/overview', 'get'>, void>({
      query: () => apiUrl('/sales/overview'),
      providesTags: ['SalesOverview'],
    }),
  }),
});

export const { useGetSalesOverviewQuery } = salesOverviewApi;
