/**
 * The rows of a list answer. The admin contracts type the activity feed and the daily financials as rows
 * without naming a wrapper, so both a bare array and `{ items }` are read.
 */
export function listItems<T>(body: T[] | { items?: T[] } | null | undefined): T[] {
  if (Array.isArray(body)) return body;
  return body?.items ?? [];
}
