/** A stand-in for the browser's EventSource in tests (jsdom has none). */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  /** `accessToken`: what the real one sends in its Authorization header. */
  constructor(
    readonly url: string,
    readonly accessToken?: string,
  ) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }

  close() {
    this.closed = true;
    this.readyState = 2;
  }

  open() {
    this.readyState = 1;
    this.onopen?.();
  }

  emit(name: string, data: unknown) {
    // A closed EventSource hears nothing more.
    if (this.closed) return;
    const event = new MessageEvent('message', {
      data: typeof data === 'string' ? data : JSON.stringify(data),
    });
    for (const listener of this.listeners.get(name) ?? []) listener(event);
  }

  /** The browser retries by itself: CONNECTING. */
  drop() {
    this.readyState = 0;
    this.onerror?.();
  }

  /** An HTTP error answer: the browser gives up, CLOSED. */
  fail() {
    this.readyState = 2;
    this.onerror?.();
  }

  static latest(): FakeEventSource {
    const latest = FakeEventSource.instances.at(-1);
    if (!latest) throw new Error('no EventSource was opened');
    return latest;
  }
}
