import { auditCsvFileName, type AuditLogQuery, type AuditLogResponse } from '@ihe/contracts';
import { api } from '../../app/api.js';
import { CSV_RESPONSE, toCsvFile, type CsvFile } from '../csv-download/csv-file.js';
import { auditLogQueryString } from './audit-log-filters.js';

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** The audit log (spec 2 §7): a page with its exact total, and the CSV export with the same filters. */
export const salesAuditLogApi = api.enhanceEndpoints({ addTagTypes: ['SalesAuditLog'] }).injectEndpoints({
  endpoints: (build) => ({
    listAuditLog: build.query<AuditLogResponse, AuditLogQuery>({
      query: (filters) => withQuery('/sales/audit-log', auditLogQueryString(filters)),
      providesTags: ['SalesAuditLog'],
    }),
    // A mutation, not a query: the file is fetched when asked for and not kept in the cache.
    exportAuditLog: build.mutation<CsvFile, Pick<AuditLogQuery, 'action' | 'search'>>({
      query: ({ action, search }) => ({
        url: withQuery('/sales/audit-log/export', auditLogQueryString({ action, search })),
        ...CSV_RESPONSE,
      }),
      transformResponse: toCsvFile(() => auditCsvFileName(new Date())),
    }),
  }),
});

export const { useListAuditLogQuery, useExportAuditLogMutation } = salesAuditLogApi;
