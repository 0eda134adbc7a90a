import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { LoginErrorBody } from '@ihe/contracts';

/** What the UI needs from a failed call: the HTTP status and the gateway's `{ statusCode, message }`. */
export interface ApiFailure {
  status?: number;
  body?: Partial<LoginErrorBody>;
  /** The server's message when it sent one (shown as the toast, spec 1 §8). */
  message?: string;
}

export function describeApiError(error: FetchBaseQueryError | SerializedError | undefined): ApiFailure {
  if (!error || !('status' in error)) return {};
  const status = typeof error.status === 'number' ? error.status : undefined;
  const data = 'data' in error ? error.data : undefined;
  const body = data && typeof data === 'object' ? (data as Partial<LoginErrorBody>) : undefined;
  const message = typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
  return { status, body, message };
}
