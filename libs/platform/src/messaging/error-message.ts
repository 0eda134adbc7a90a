/** The message of whatever a handler threw (Nest RPC errors arrive as `{ status, message }` objects). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'message' in error)
    return String((error as { message: unknown }).message);
  return String(error);
}
