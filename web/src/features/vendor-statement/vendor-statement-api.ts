import { vendorStatementCsvFileName } from '@ihe/contracts';
import { api } from '../../app/api.js';
import { apiUrl, withQuery, type ApiQuery, type ApiResult } from '../../app/api-routes.js';
import { CSV_RESPONSE, toCsvFile, type CsvFile } from '../csv-download/csv-file.js';

export interface StatementRange {
  from: string;
  to: string;
}

const rangeQuery = ({
  from,
  to,
}: StatementRange): ApiQuery<'/vendor/statement', 'get'> & ApiQuery<'/vendor/statement/export', 'get'> => ({
  from,
  to,
});

/** The signed-in vendor's earnings statement (analytics, from its ledger) and its CSV. */
export const vendorStatementApi = api.enhanceEndpoints({ addTagTypes: ['VendorStatement'] }).injectEndpoints({
  endpoints: (build) => ({
    getVendorStatement: build.query<ApiResult<'/vendor/statement', 'get'>, StatementRange>({
      query: (range) => withQuery(apiUrl('/vendor/statement'), rangeQuery(range)),
      providesTags: ['VendorStatement'],
    }),
    // A mutation, not a query: the file is fetched when asked for and not kept in the cache. The answer is
    // the CSV file itself (text/csv), read into a CsvFile here, so its type is not the document's.
    exportVendorStatement: build.mutation<CsvFile, StatementRange>({
      query: (range) => ({
        url: withQuery(apiUrl('/vendor/statement/export'), rangeQuery(range)),
        ...CSV_RESPONSE,
      }),
      transformResponse: toCsvFile(({ from, to }: StatementRange) => vendorStatementCsvFileName(from, to)),
    }),
  }),
});

export const { useGetVendorStatementQuery, useExportVendorStatementMutation } = vendorStatementApi;
