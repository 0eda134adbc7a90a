/**
 * The gateway is same-origin under /api/v1. The URL is absolute because Node's fetch (used by
 * the unit tests under jsdom) rejects relative URLs; in the browser it is the same thing.
 */
export function apiUrl(path = ''): string {
  return `${window.location.origin}/api/v1${path}`;
}
