import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/**
 * A save that never reached the server or that the server could not complete (network down,
 * timeout, 5xx): the change is kept in the browser instead (spec 1 §4). A refusal (404, 409, 400,
 * 403) is an answer, shown to the user as it is.
 */
export function isUnreachable(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  if (!error || !('status' in error)) return true;
  const { status } = error;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return true;
  if (status === 'PARSING_ERROR') return error.originalStatus >= 500;
  return typeof status === 'number' && status >= 500;
}
