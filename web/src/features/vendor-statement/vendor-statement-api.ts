import { vendorStatementCsvFileName, type VendorStatement } from '@ihe/contracts';
import { api } from '../../app/api.js';
import { CSV_RESPONSE, toCsvFile, type CsvFile } from '../csv-download/csv-file.js';

export interface StatementRange {
  from: string;
  to: string;
}

const rangeQuery = ({ from, to }: StatementRange) => new URLSearchParams({ from, to }).toString();

/** The signed-in vendor's earnings statement (analytics, from its ledger) and its CSV. */
export const vendorStatementApi = api.enhanceEndpoints({ addTagTypes: ['VendorStatement'] }).injectEndpoints({
  endpoints: (build) => ({
    getVendorStatement: build.query<VendorStatement, StatementRange>({
      query: (range) => `/vendor/statement?${rangeQuery(range)}`,
      providesTags: ['VendorStatement'],
    }),
    // A mutation, not a query: the file is fetched when asked for and not kept in the cache.
    exportVendorStatement: build.mutation<CsvFile, StatementRange>({
      query: (range) => ({ url: `/vendor/statement/export?${rangeQuery(range)}`, ...CSV_RESPONSE }),
      transformResponse: toCsvFile(({ from, to }: StatementRange) => vendorStatementCsvFileName(from, to)),
    }),
  }),
});

export const { useGetVendorStatementQuery, useExportVendorStatementMutation } = vendorStatementApi;
