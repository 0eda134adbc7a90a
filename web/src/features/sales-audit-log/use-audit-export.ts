import { SALES_MESSAGES, type AuditLogQuery } from '@ihe/contracts';
import { toast } from '../../components/toast.js';
import { useExportAuditLogMutation } from './sales-audit-log-api.js';
import { saveBlob } from './save-file.js';

/** Downloads the CSV with the current filters (with the access token), saved under the server's file name. */
export function useAuditExport() {
  const [fetchCsv, { isLoading, reset }] = useExportAuditLogMutation();

  const exportCsv = async (filters: Pick<AuditLogQuery, 'action' | 'search'>) => {
    try {
      const { csv, fileName } = await fetchCsv(filters).unwrap();
      saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
      toast.success(SALES_MESSAGES.exported);
    } catch {
      toast.error(SALES_MESSAGES.exportFailed);
    } finally {
      // The file's text is not kept in the store once saved.
      reset();
    }
  };

  return { exportCsv, exporting: isLoading };
}
