import { describe, expect, it } from 'vitest';
import {
  CART_QUEUE_STORAGE_KEY,
  loadCartQueue,
  parseCartQueue,
  saveCartQueue,
  withQueuedChange,
  type QueuedCartChange,
} from './cart-change-queue.js';

const queue = (...changes: QueuedCartChange[]) =>
  changes.reduce<QueuedCartChange[]>((queued, change) => withQueuedChange(queued, change), []);

describe('the queue of unsent cart changes', () => {
  it('keeps changes of different products in order', () => {
    expect(
      queue(
        { kind: 'add', productId: 'yam', quantity: 2 },
        { kind: 'remove', productId: 'rice' },
        { kind: 'set', productId: 'beans', quantity: 4 },
      ),
    ).toEqual([
      { kind: 'add', productId: 'yam', quantity: 2 },
      { kind: 'remove', productId: 'rice' },
      { kind: 'set', productId: 'beans', quantity: 4 },
    ]);
  });

  it('adds up consecutive adds of one product', () => {
    expect(
      queue({ kind: 'add', productId: 'yam', quantity: 2 }, { kind: 'add', productId: 'yam', quantity: 3 }),
    ).toEqual([{ kind: 'add', productId: 'yam', quantity: 5 }]);
  });

  it('lets a later quantity or removal replace a product’s earlier changes, keeping a merge', () => {
    const merge: QueuedCartChange = { kind: 'merge', items: [{ productId: 'yam', quantity: 9 }] };
    expect(
      queue(
        merge,
        { kind: 'add', productId: 'yam', quantity: 2 },
        { kind: 'set', productId: 'rice', quantity: 1 },
        { kind: 'set', productId: 'yam', quantity: 5 },
        { kind: 'remove', productId: 'yam' },
      ),
    ).toEqual([merge, { kind: 'set', productId: 'rice', quantity: 1 }, { kind: 'remove', productId: 'yam' }]);
  });

  it('keeps an add that follows a removal (the line comes back)', () => {
    expect(
      queue({ kind: 'remove', productId: 'yam' }, { kind: 'add', productId: 'yam', quantity: 1 }),
    ).toEqual([
      { kind: 'remove', productId: 'yam' },
      { kind: 'add', productId: 'yam', quantity: 1 },
    ]);
  });

  it('round-trips through localStorage with its owner, and removes the key when empty', () => {
    const stored = { userId: 'u-1', changes: [{ kind: 'remove', productId: 'yam' }] as QueuedCartChange[] };
    saveCartQueue(stored);
    expect(loadCartQueue()).toEqual(stored);
    saveCartQueue({ userId: 'u-1', changes: [] });
    expect(localStorage.getItem(CART_QUEUE_STORAGE_KEY)).toBeNull();
    saveCartQueue(stored);
    saveCartQueue(undefined);
    expect(loadCartQueue()).toBeUndefined();
  });

  it('drops what it cannot trust', () => {
    expect(parseCartQueue('not json')).toBeUndefined();
    expect(parseCartQueue('{"changes": []}')).toBeUndefined();
    expect(parseCartQueue(JSON.stringify({ userId: 'u-1', changes: 'no' }))).toBeUndefined();
    const raw = JSON.stringify({
      version: 1,
      userId: 'u-1',
      changes: [
        { kind: 'set', productId: 'yam', quantity: 2.5 },
        { kind: 'launch', productId: 'yam' },
        null,
        {
          kind: 'merge',
          items: [
            { productId: '', quantity: 1 },
            { productId: 'rice', quantity: 2 },
          ],
        },
        { kind: 'add', productId: 'beans', quantity: 3 },
      ],
    });
    expect(parseCartQueue(raw)).toEqual({
      userId: 'u-1',
      changes: [
        { kind: 'merge', items: [{ productId: 'rice', quantity: 2 }] },
        { kind: 'add', productId: 'beans', quantity: 3 },
      ],
    });
  });
});
