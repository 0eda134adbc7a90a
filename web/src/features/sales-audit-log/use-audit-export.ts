import { SALES_MESSAGES } from '@ihe/contracts';
import { useCsvDownload } from '../csv-download/use-csv-download.js';
import { useExportAuditLogMutation } from './sales-audit-log-api.js';

/** Downloads the CSV with the current filters (with the access token), saved under the server's file name. */
export function useAuditExport() {
  const { download, downloading } = useCsvDownload(useExportAuditLogMutation(), {
    done: SALES_MESSAGES.exported,
    failed: SALES_MESSAGES.exportFailed,
  });
  return { exportCsv: download, exporting: downloading };
}
