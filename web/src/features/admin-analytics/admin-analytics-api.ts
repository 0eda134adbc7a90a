import type { DailyFinancials } from '@ihe/contracts';
import { api } from '../../app/api.js';
import { listItems } from '../admin-area/list-items.js';
import { CSV_RESPONSE, toCsvFile, type CsvFile } from '../csv-download/csv-file.js';

export interface DateRange {
  from: string;
  to: string;
}

const rangeQuery = ({ from, to }: DateRange) => new URLSearchParams({ from, to }).toString();

/** Daily financials for a range of Lagos dates and their CSV (admins only, spec 2 §7). */
export const adminAnalyticsApi = api.enhanceEndpoints({ addTagTypes: ['AdminAnalytics'] }).injectEndpoints({
  endpoints: (build) => ({
    getDailyFinancials: build.query<DailyFinancials[], DateRange>({
      query: (range) => `/admin/analytics/daily?${rangeQuery(range)}`,
      transformResponse: listItems<DailyFinancials>,
      providesTags: ['AdminAnalytics'],
    }),
    // A mutation, not a query: the file is fetched when asked for and not kept in the cache.
    exportDailyFinancials: build.mutation<CsvFile, DateRange>({
      query: (range) => ({ url: `/admin/analytics/daily/export?${rangeQuery(range)}`, ...CSV_RESPONSE }),
      transformResponse: toCsvFile(({ from, to }: DateRange) => `financial-analytics-${from}-to-${to}.csv`),
    }),
  }),
});

export const { useGetDailyFinancialsQuery, useExportDailyFinancialsMutation } = adminAnalyticsApi;
