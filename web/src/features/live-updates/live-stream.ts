import { LIVE_EVENTS, type LiveNotificationOutcome, type LiveOrderStatusChanged } from '@ihe/contracts';

export interface LiveStreamHandlers {
  onOrderStatusChanged?: (event: LiveOrderStatusChanged) => void;
  onNotificationOutcome?: (event: LiveNotificationOutcome) => void;
  /** The stream is (re)connected; events sent while it was down are lost, so callers may catch up. */
  onOpen?: () => void;
}

export interface LiveStreamOptions {
  createEventSource?: (url: string) => EventSource;
  /** First wait before reconnecting a closed stream; doubles up to `maxDelayMs`, reset on open. */
  initialDelayMs?: number;
  maxDelayMs?: number;
}

/** EventSource.CLOSED, spelled out so tests can run where EventSource does not exist (jsdom). */
const CLOSED = 2;

export interface LiveStream {
  close: () => void;
}

/**
 * A server-sent events connection that stays up. EventSource retries by itself after a dropped
 * connection, but gives up for good on an HTTP error answer (an expired token, a restarting
 * gateway): then it is reopened here after a growing pause, so a phone on a weak network catches up.
 * A stream ended with `session-expired` is not reopened: its token is spent.
 */
export function openLiveStream(
  url: string,
  handlers: LiveStreamHandlers,
  {
    createEventSource = (target) => new EventSource(target),
    initialDelayMs = 1_000,
    maxDelayMs = 30_000,
  }: LiveStreamOptions = {},
): LiveStream {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  let expired = false;
  let delay = initialDelayMs;

  const listen = <T>(target: EventSource, name: string, handler: ((data: T) => void) | undefined) =>
    target.addEventListener(name, (event) => {
      const data = parse<T>((event as MessageEvent<string>).data);
      if (data !== null) handler?.(data);
    });

  const connect = () => {
    timer = null;
    if (closed) return;
    const current = createEventSource(url);
    source = current;
    listen(current, LIVE_EVENTS.orderStatusChanged, (data: LiveOrderStatusChanged) =>
      handlers.onOrderStatusChanged?.(data),
    );
    listen(current, LIVE_EVENTS.notificationOutcome, (data: LiveNotificationOutcome) =>
      handlers.onNotificationOutcome?.(data),
    );
    // The gateway ends the stream when its access token expires. Retrying with that token
    // is pointless: the stream stays closed until the caller opens one with the refreshed token.
    current.addEventListener(LIVE_EVENTS.sessionExpired, () => {
      expired = true;
      current.close();
    });
    current.onopen = () => {
      delay = initialDelayMs;
      handlers.onOpen?.();
    };
    current.onerror = () => {
      // CONNECTING: the browser is already retrying. CLOSED: it gave up, so try again later.
      if (closed || expired || current.readyState !== CLOSED) return;
      current.close();
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    };
  };

  connect();
  return {
    close: () => {
      closed = true;
      if (timer) clearTimeout(timer);
      source?.close();
    },
  };
}

function parse<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
