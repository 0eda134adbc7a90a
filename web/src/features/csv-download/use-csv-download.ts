import { toast } from '../../components/toast.js';
import type { CsvFile } from './csv-file.js';
import { saveBlob } from './save-file.js';

/** An RTK Query mutation hook's result for a CSV download (fetched with the access token by the base query). */
type CsvMutation<Arg> = readonly [
  (arg: Arg) => { unwrap(): Promise<CsvFile> },
  { isLoading: boolean; reset: () => void },
];

/** Fetches a CSV, saves it under the server's file name and says so in a toast (the spec's texts). */
export function useCsvDownload<Arg>(
  [fetchCsv, { isLoading, reset }]: CsvMutation<Arg>,
  messages: { done: string; failed: string },
) {
  const download = async (arg: Arg) => {
    try {
      const { csv, fileName } = await fetchCsv(arg).unwrap();
      saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
      toast.success(messages.done);
    } catch {
      toast.error(messages.failed);
    } finally {
      // The file's text is not kept in the store once saved.
      reset();
    }
  };
  return { download, downloading: isLoading };
}
