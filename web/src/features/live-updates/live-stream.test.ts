import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from './fake-event-source.js';
import { openLiveStream } from './live-stream.js';

const create = (url: string) => new FakeEventSource(url) as unknown as EventSource;

describe('openLiveStream', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('passes on the two live events, parsed', () => {
    const onOrderStatusChanged = vi.fn();
    const onNotificationOutcome = vi.fn();
    openLiveStream('/s', { onOrderStatusChanged, onNotificationOutcome }, { createEventSource: create });
    const source = FakeEventSource.latest();
    const change = { orderId: 'o-1', from: 'pending', to: 'confirmed', occurredAt: '2026-11-22T14:05:00Z' };
    source.emit('order.status-changed', change);
    source.emit('notification.order-outcome', { orderId: 'o-1', sent: 4, total: 4, disabled: false });
    source.emit('order.status-changed', 'not json');
    expect(onOrderStatusChanged).toHaveBeenCalledTimes(1);
    expect(onOrderStatusChanged).toHaveBeenCalledWith(change);
    expect(onNotificationOutcome).toHaveBeenCalledWith({
      orderId: 'o-1',
      sent: 4,
      total: 4,
      disabled: false,
    });
  });

  it('leaves a dropped connection to the browser, reopens a closed one with growing pauses', () => {
    const onOpen = vi.fn();
    openLiveStream('/s', { onOpen }, { createEventSource: create, initialDelayMs: 1_000, maxDelayMs: 4_000 });
    FakeEventSource.latest().drop();
    vi.advanceTimersByTime(10_000);
    expect(FakeEventSource.instances).toHaveLength(1);

    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[0]!.closed).toBe(true);

    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(1_999);
    expect(FakeEventSource.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(3);

    // Once open again the pause starts over.
    FakeEventSource.latest().open();
    expect(onOpen).toHaveBeenCalledTimes(1);
    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.instances).toHaveLength(4);
  });

  it('close() stops the connection and any pending reconnect', () => {
    const stream = openLiveStream('/s', {}, { createEventSource: create });
    FakeEventSource.latest().fail();
    stream.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest().closed).toBe(true);
  });

  it('does not reopen a stream the gateway ended because its token expired', () => {
    openLiveStream('/s', {}, { createEventSource: create });
    const source = FakeEventSource.latest();
    source.emit('session-expired', {});
    expect(source.closed).toBe(true);
    source.fail();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
