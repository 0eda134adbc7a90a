import type { SalesOverview } from '@ihe/contracts';
import { api } from '../../app/api.js';

/** The sales-manager dashboard's figures (spec 2 §7): counts and the platform revenue, computed by the server. */
export const salesOverviewApi = api.enhanceEndpoints({ addTagTypes: ['SalesOverview'] }).injectEndpoints({
  endpoints: (build) => ({
    getSalesOverview: build.query<SalesOverview, void>({
      query: () => '/sales/overview',
      providesTags: ['SalesOverview'],
    }),
  }),
});

export const { useGetSalesOverviewQuery } = salesOverviewApi;
