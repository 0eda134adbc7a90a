export interface ServerSentEvent {
  event: string;
  id?: string;
  data: unknown;
}

export interface OpenStream {
  status: number;
  events: ServerSentEvent[];
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  /** Waits for an event matching `match` (already received or arriving within the timeout). */
  next(match: (event: ServerSentEvent) => boolean, timeoutMs?: number): Promise<ServerSentEvent>;
  close(): void;
}

/** A minimal EventSource for tests: opens the stream with fetch and parses the events as they come. */
export async function openStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<OpenStream & { body?: unknown }> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    return {
      status: response.status,
      body: await response.json(),
      events: [],
      ended: Promise.resolve(),
      next: () => Promise.reject(new Error('not a stream')),
      close: () => undefined,
    };
  }
  const events: ServerSentEvent[] = [];
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':') || !line.includes(':')) continue;
            const at = line.indexOf(':');
            fields.set(line.slice(0, at), line.slice(at + 1).trimStart());
          }
          if (fields.has('data'))
            events.push({
              event: fields.get('event') ?? 'message',
              id: fields.get('id'),
              data: JSON.parse(fields.get('data')!),
            });
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: response.status,
    events,
    ended,
    async next(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => abort.abort(),
  };
}
