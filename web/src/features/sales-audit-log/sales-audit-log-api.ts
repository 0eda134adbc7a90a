import { auditCsvFileName, type AuditLogQuery } from '@ihe/contracts';
import { api } from '../../app/api.js';
import { apiUrl, type ApiResult } from '../../app/api-routes.js';
import { CSV_RESPONSE, toCsvFile, type CsvFile } from '../csv-download/csv-file.js';
import { auditLogQueryString } from './audit-log-filters.js';

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** The audit log (spec 2 §7): a page with its exact total, and the CSV export with the same filters. */
export const salesAuditLogApi = api.enhanceEndpoints({ addTagTypes: ['SalesAuditLog'] }).injectEndpoints({
  endpoints: (build) => ({
    listAuditLog: build.query<ApiResult<'/sales/audit-log', 'get'>, AuditLogQuery>({
      query: (filters) => withQuery(apiUrl('/sales/audit-log'), auditLogQueryString(filters)),
      providesTags: ['SalesAuditLog'],
    }),
    // A mutation, not a query: the file is fetched when asked for and not kept in the cache. The answer is
    // the CSV file itself (text/csv), read into a CsvFile here, so its type is not the document's.
    exportAuditLog: build.mutation<CsvFile, Pick<AuditLogQuery, 'action' | 'search'>>({
      query: ({ action, search }) => ({
        url: withQuery(apiUrl('/sales/audit-log/export'), auditLogQueryString({ action, search })),
        ...CSV_RESPONSE,
      }),
      transformResponse: toCsvFile(() => auditCsvFileName(new Date())),
    }),
  }),
});

export const { useListAuditLogQuery, useExportAuditLogMutation } = salesAuditLogApi;
