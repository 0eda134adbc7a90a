/**
 * The gateway is same-origin under /api/v1. The URL is absolute because Node's fetch (used by
 * the unit tests under jsdom) rejects relative URLs; in the browser it is the same thing.
 */
export function apiUrl(path = ''): string {
  // Pages rendered ahead at build time (src/prerender) run in Node, without a window, and fetch nothing.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}/api/v1${path}`;
}
