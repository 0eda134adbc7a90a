import type { VendorDashboardResponse } from '@ihe/contracts';
import { api } from '../../app/api.js';

/** GET /vendor/dashboard: the four figures, the 5 newest orders and the chart series. */
export const vendorDashboardApi = api.enhanceEndpoints({ addTagTypes: ['VendorDashboard'] }).injectEndpoints({
  endpoints: (build) => ({
    getVendorDashboard: build.query<VendorDashboardResponse, void>({
      query: () => '/vendor/dashboard',
      providesTags: ['VendorDashboard'],
    }),
  }),
});

export const { useGetVendorDashboardQuery } = vendorDashboardApi;
