import type { AddCartItemRequest } from '@ihe/contracts';

/**
 * A signed-in consumer's cart changes that could not reach the server (offline, 5xx), kept in the
 * browser in order and sent when the connection returns. Replaying the changes themselves (not a
 * merge of the resulting cart) keeps a lowered quantity or a removed line: the server's merge keeps
 * the larger quantity and never removes.
 */
export type QueuedCartChange =
  | { kind: 'merge'; items: AddCartItemRequest[] }
  | { kind: 'add'; productId: string; quantity: number }
  | { kind: 'set'; productId: string; quantity: number }
  | { kind: 'remove'; productId: string };

/** The queue belongs to one consumer: another account signing in on this browser never sends it. */
export interface CartChangeQueue {
  userId: string;
  changes: QueuedCartChange[];
}

export const CART_QUEUE_STORAGE_KEY = 'ihe.cart.queue';

/**
 * Appends a change. A later quantity or removal of a product makes its earlier changes pointless,
 * so they are dropped: the queue stays about one entry per product however long the user is offline.
 */
export function withQueuedChange(changes: QueuedCartChange[], change: QueuedCartChange): QueuedCartChange[] {
  if (change.kind === 'merge') return [...changes, change];
  const last = changes.at(-1);
  if (change.kind === 'add' && last?.kind === 'add' && last.productId === change.productId)
    return [...changes.slice(0, -1), { ...last, quantity: last.quantity + change.quantity }];
  if (change.kind === 'add') return [...changes, change];
  const kept = changes.filter((queued) => queued.kind === 'merge' || queued.productId !== change.productId);
  return [...kept, change];
}

export function loadCartQueue(): CartChangeQueue | undefined {
  try {
    return parseCartQueue(localStorage.getItem(CART_QUEUE_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

export function saveCartQueue(queue: CartChangeQueue | undefined): void {
  try {
    if (!queue || queue.changes.length === 0) localStorage.removeItem(CART_QUEUE_STORAGE_KEY);
    else localStorage.setItem(CART_QUEUE_STORAGE_KEY, JSON.stringify({ version: 1, ...queue }));
  } catch {
    // Private mode or a full quota: the queue still lives for this page.
  }
}

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isQuantity = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

function parseChange(entry: Partial<Record<string, unknown>> | null): QueuedCartChange | null {
  if (!entry) return null;
  const { kind, productId, quantity } = entry;
  if (kind === 'merge' && Array.isArray(entry.items)) {
    const items = (entry.items as Partial<AddCartItemRequest>[]).filter(
      (item) => isId(item?.productId) && isQuantity(item.quantity) && item.quantity > 0,
    ) as AddCartItemRequest[];
    return items.length > 0 ? { kind, items } : null;
  }
  if (!isId(productId)) return null;
  if (kind === 'remove') return { kind, productId };
  if ((kind === 'add' || kind === 'set') && isQuantity(quantity)) return { kind, productId, quantity };
  return null;
}

/** What an older version or another tab left; anything malformed is dropped, not sent. */
export function parseCartQueue(raw: string | null): CartChangeQueue | undefined {
  if (!raw) return undefined;
  let stored: Partial<CartChangeQueue> | null;
  try {
    stored = JSON.parse(raw) as Partial<CartChangeQueue> | null;
  } catch {
    return undefined;
  }
  if (!isId(stored?.userId) || !Array.isArray(stored.changes)) return undefined;
  const changes = stored.changes
    .map((entry) => parseChange(entry as Partial<Record<string, unknown>> | null))
    .filter((change): change is QueuedCartChange => change !== null);
  return changes.length > 0 ? { userId: stored.userId, changes } : undefined;
}
