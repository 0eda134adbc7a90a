import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { fileNameFromDisposition } from './save-file.js';

/** A downloaded CSV: its text and the name to save it under. */
export interface CsvFile {
  csv: string;
  fileName: string;
}

/** Request options of a CSV download: CSV as text on success; a JSON error body stays readable for its message. */
export const CSV_RESPONSE = { responseHandler: 'content-type' } as const;

/** transformResponse of a CSV download: the server's file name (Content-Disposition), else the fallback. */
export function toCsvFile<Arg>(fallbackName: (arg: Arg) => string) {
  return (csv: string, meta: unknown, arg: Arg): CsvFile => ({
    csv,
    fileName:
      fileNameFromDisposition(
        (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('Content-Disposition'),
      ) ?? fallbackName(arg),
  });
}
