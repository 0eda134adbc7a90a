import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOutcomeWaiter } from './outcome-waiter.js';

const outcome = (orderId: string, sent = 4) => ({ orderId, sent, total: 4, disabled: false });

describe('createOutcomeWaiter', () => {
  afterEach(() => vi.useRealTimers());

  it('hands the outcome to the order waiting for it', async () => {
    const waiter = createOutcomeWaiter();
    const waiting = waiter.wait('o-1');
    waiter.receive(outcome('o-2'));
    waiter.receive(outcome('o-1', 3));
    expect(await waiting).toEqual(outcome('o-1', 3));
  });

  it('keeps an outcome that came before the checkout answer', async () => {
    const waiter = createOutcomeWaiter();
    waiter.receive(outcome('o-1'));
    expect(await waiter.wait('o-1')).toEqual(outcome('o-1'));
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    const waiter = createOutcomeWaiter();
    const waiting = waiter.wait('o-1', 15_000);
    vi.advanceTimersByTime(15_000);
    expect(await waiting).toBeNull();
    waiter.receive(outcome('o-1'));
  });
});
