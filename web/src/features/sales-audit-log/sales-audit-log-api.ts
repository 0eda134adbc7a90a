import { auditCsvFileName, type AuditLogQuery, type AuditLogResponse } from '@ihe/contracts';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { api } from '../../app/api.js';
import { auditLogQueryString } from './audit-log-filters.js';
import { fileNameFromDisposition } from './save-file.js';

export interface AuditLogExport {
  csv: string;
  fileName: string;
}

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** The audit log (spec 2 §7): a page with its exact total, and the CSV export with the same filters. */
export const salesAuditLogApi = api.enhanceEndpoints({ addTagTypes: ['SalesAuditLog'] }).injectEndpoints({
  endpoints: (build) => ({
    listAuditLog: build.query<AuditLogResponse, AuditLogQuery>({
      query: (filters) => withQuery('/sales/audit-log', auditLogQueryString(filters)),
      providesTags: ['SalesAuditLog'],
    }),
    // A mutation, not a query: the file is fetched when asked for and not kept in the cache.
    exportAuditLog: build.mutation<AuditLogExport, Pick<AuditLogQuery, 'action' | 'search'>>({
      query: ({ action, search }) => ({
        url: withQuery('/sales/audit-log/export', auditLogQueryString({ action, search })),
        // CSV as text on success; a JSON error body stays readable for its message.
        responseHandler: 'content-type',
      }),
      transformResponse: (csv: string, meta) => ({
        csv,
        fileName:
          fileNameFromDisposition(
            (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('Content-Disposition'),
          ) ?? auditCsvFileName(new Date()),
      }),
    }),
  }),
});

export const { useListAuditLogQuery, useExportAuditLogMutation } = salesAuditLogApi;
