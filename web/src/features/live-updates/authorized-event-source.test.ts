import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorizedEventSource } from './authorized-event-source.js';

describe('authorizedEventSource', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the stream with the access token in the Authorization header, not in the URL', async () => {
    const requests: Array<{ url: string; headers: Record<string, string> }> = [];
    vi.stubGlobal('fetch', async (input: string | URL, init: { headers: Record<string, string> }) => {
      requests.push({ url: String(input), headers: init.headers });
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('event: ready\ndata: {"live":true}\n\n'));
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    });

    const source = authorizedEventSource('http://localhost/api/v1/events/stream', 'token-1');
    const data = await new Promise<string>((resolve) =>
      source.addEventListener('ready', (event) => resolve((event as MessageEvent<string>).data)),
    );
    source.close();

    expect(JSON.parse(data)).toEqual({ live: true });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('http://localhost/api/v1/events/stream');
    expect(requests[0]!.headers).toMatchObject({
      Authorization: 'Bearer token-1',
      Accept: 'text/event-stream',
    });
  });
});
