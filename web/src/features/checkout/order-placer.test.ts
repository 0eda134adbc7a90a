import { describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES } from '@ihe/contracts';
import { makeOrder } from '../consumer-orders/test-orders.js';
import { createCheckoutAttemptKey, randomKey } from './idempotency-key.js';
import { createOrderPlacer, failureMessage, type SendOrder } from './order-placer.js';

const request = { shippingAddress: '12 Market Road, Enugu', paymentMethod: 'cash_on_delivery' as const };

function sequentialKeys() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('checkout attempt key', () => {
  it('keeps one key until the attempt succeeds, then starts a new one', () => {
    const key = createCheckoutAttemptKey(sequentialKeys());
    expect(key.current()).toBe('key-1');
    expect(key.current()).toBe('key-1');
    key.succeeded();
    expect(key.current()).toBe('key-2');
  });

  it('makes UUIDs, also where crypto.randomUUID is missing (plain HTTP pages)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomKey()).toMatch(uuid);
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const a = randomKey();
      expect(a).toMatch(uuid);
      expect(randomKey()).not.toBe(a);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(randomKey()).toMatch(uuid);
  });
});

describe('createOrderPlacer', () => {
  it('sends the same key on every retry after a failure, and a new one after success', async () => {
    const keys: string[] = [];
    const answers = [
      { ok: false as const, status: 409, message: 'Not enough Abakaliki Yam in stock: 3 kg available' },
      { ok: false as const },
      { ok: true as const, order: makeOrder() },
      { ok: true as const, order: makeOrder({ id: 'second-order-000000000001' }) },
    ];
    const send: SendOrder = async (_order, key) => {
      keys.push(key);
      return answers.shift()!;
    };
    const placer = createOrderPlacer(send, createCheckoutAttemptKey(sequentialKeys()));

    expect(await placer.place(request)).toEqual({
      type: 'failed',
      status: 409,
      message: 'Not enough Abakaliki Yam in stock: 3 kg available',
    });
    expect(await placer.place(request)).toEqual({ type: 'failed', message: CHECKOUT_MESSAGES.failedRetry });
    expect(await placer.place(request)).toMatchObject({ type: 'placed' });
    await placer.place(request);
    expect(keys).toEqual(['key-1', 'key-1', 'key-1', 'key-2']);
  });

  it('ignores a second submit while the first is on its way (double click)', async () => {
    let answer!: (value: Awaited<ReturnType<SendOrder>>) => void;
    const send = vi.fn<SendOrder>(() => new Promise((resolve) => (answer = resolve)));
    const placer = createOrderPlacer(send);
    const first = placer.place(request);
    expect(placer.isPlacing()).toBe(true);
    expect(await placer.place(request)).toEqual({ type: 'busy' });
    answer({ ok: true, order: makeOrder() });
    expect(await first).toMatchObject({ type: 'placed' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(placer.isPlacing()).toBe(false);
  });

  it('keeps the key when the request throws (the answer may be lost)', async () => {
    const keys: string[] = [];
    const placer = createOrderPlacer(async (_order, key) => {
      keys.push(key);
      if (keys.length === 1) throw new TypeError('Failed to fetch');
      return { ok: true, order: makeOrder() };
    });
    expect(await placer.place(request)).toEqual({ type: 'failed', message: CHECKOUT_MESSAGES.failedRetry });
    expect(await placer.place(request)).toMatchObject({ type: 'placed' });
    expect(keys[0]).toBe(keys[1]);
  });
});

describe('failureMessage', () => {
  it("shows the server's text for what the buyer can fix, the spec's text otherwise", () => {
    expect(failureMessage(400, 'Your cart is empty')).toBe('Your cart is empty');
    expect(failureMessage(400, undefined)).toBe('Failed to place order. Please try again.');
    expect(failureMessage(500, 'Internal server error')).toBe('Failed to place order. Please try again.');
    expect(failureMessage(undefined, undefined)).toBe('Failed to place order. Please try again.');
  });
});
