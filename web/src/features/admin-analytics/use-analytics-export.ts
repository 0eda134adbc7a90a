import { ADMIN_MESSAGES } from '@ihe/contracts';
import { useCsvDownload } from '../csv-download/use-csv-download.js';
import { useExportDailyFinancialsMutation } from './admin-analytics-api.js';

/** Downloads the period's financial CSV (with the access token) with the spec's toasts. */
export function useAnalyticsExport() {
  return useCsvDownload(useExportDailyFinancialsMutation(), {
    done: ADMIN_MESSAGES.exported,
    failed: ADMIN_MESSAGES.exportFailed,
  });
}
