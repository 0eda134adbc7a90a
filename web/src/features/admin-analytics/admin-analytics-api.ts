import { api } from '../../app/api.js';
import { apiUrl, withQuery, type ApiQuery, type ApiResult, type ApiSchema } from '../../app/api-routes.js';
import { listItems } from '../admin-area/list-items.js';
import { CSV_RESPONSE, toCsvFile, type CsvFile } from '../csv-download/csv-file.js';

export interface DateRange {
  from: string;
  to: string;
}

const rangeQuery = ({
  from,
  to,
}: DateRange): ApiQuery<'/admin/analytics/daily', 'get'> &
  ApiQuery<'/admin/analytics/daily/export', 'get'> => ({ from, to });

/** Daily financials for a range of Lagos dates and their CSV (admins only, spec 2 §7). */
export const adminAnalyticsApi = api.enhanceEndpoints({ addTagTypes: ['AdminAnalytics'] }).injectEndpoints({
  endpoints: (build) => ({
    getDailyFinancials: build.query<ApiResult<'/admin/analytics/daily', 'get'>, DateRange>({
      query: (range) => withQuery(apiUrl('/admin/analytics/daily'), rangeQuery(range)),
      transformResponse: listItems<ApiSchema<'DailyFinancials'>>,
      providesTags: ['AdminAnalytics'],
    }),
    // A mutation, not a query: the file is fetched when asked for and not kept in the cache. The answer is
    // the CSV file itself (text/csv), read into a CsvFile here, so its type is not the document's.
    exportDailyFinancials: build.mutation<CsvFile, DateRange>({
      query: (range) => ({
        url: withQuery(apiUrl('/admin/analytics/daily/export'), rangeQuery(range)),
        ...CSV_RESPONSE,
      }),
      transformResponse: toCsvFile(({ from, to }: DateRange) => `financial-analytics-${from}-to-${to}.csv`),
    }),
  }),
});

export const { useGetDailyFinancialsQuery, useExportDailyFinancialsMutation } = adminAnalyticsApi;
