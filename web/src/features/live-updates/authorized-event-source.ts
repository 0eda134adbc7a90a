import { EventSource as FetchEventSource } from 'eventsource';

/**
 * An EventSource that sends the access token in the Authorization header: the browser's own cannot send
 * headers, and a token in the URL ends up in logs and history (the gateway refuses one). The `eventsource`
 * package implements the standard over fetch, reconnecting and Last-Event-ID included.
 */
export function authorizedEventSource(url: string, accessToken: string): EventSource {
  const source = new FetchEventSource(url, {
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...init.headers, Authorization: `Bearer ${accessToken}` } }),
  });
  return source as unknown as EventSource;
}
