import { api } from '../../app/api.js';
import { apiUrl, type ApiResult } from '../../app/api-routes.js';

/** GET /vendor/dashboard: the four figures, the 5 newest orders and the chart series. */
export const vendorDashboardApi = api.enhanceEndpoints({ addTagTypes: ['VendorDashboard'] }).injectEndpoints({
  endpoints: (build) => ({
    getVendorDashboard: build.query<ApiResult<'/vendor/dashboard', 'get'>, void>({
      query: () => apiUrl('/vendor/dashboard'),
      providesTags: ['VendorDashboard'],
    }),
  }),
});

export const { useGetVendorDashboardQuery } = vendorDashboardApi;
