import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_MESSAGES } from '@ihe/contracts';
import { createAppStore } from '../../app/store.js';
import * as toastModule from '../../components/toast.js';
import { makeUser, signedInSession, stubFetch } from '../../test/render.js';
import { addToCart, removeFromCart, setCartQuantity, syncLocalCart } from './cart-actions.js';
import { cartApi } from './cart-api.js';
import { CART_QUEUE_STORAGE_KEY, loadCartQueue } from './cart-change-queue.js';
import { selectCartItemCount } from './cart-count.js';
import { makeCartView, makeLine, makeSnapshot } from './cart-test-data.js';

// antd's static toasts would render React into a document that is gone once the file ends.
beforeEach(() => {
  for (const level of ['success', 'error', 'warning', 'info'] as const)
    vi.spyOn(toastModule.toast, level).mockImplementation(() => {});
});

const yam = makeSnapshot();
const rice = makeSnapshot({ id: 'rice-1', name: 'Ofada rice', price: 2500, stockQuantity: 40 });

/**
 * A server cart the fake answers from: changes apply as the orders service applies them, and the
 * connection can be cut. Calls are recorded as "METHOD /path".
 */
function fakeServer(initial: Record<string, number>) {
  const cart = new Map(Object.entries(initial));
  const state = { online: true, refuse: new Set<string>() };
  const view = () =>
    makeCartView([...cart].map(([id, quantity]) => makeLine(quantity, id === yam.id ? yam : rice)));
  const calls = stubFetch(({ method, path, body }) => {
    if (!state.online) throw new TypeError('Failed to fetch');
    // The orders service refuses unknown fields, as here.
    const allowed = { POST: ['productId', 'quantity'], PATCH: ['quantity'], PUT: ['items'] }[method] ?? [];
    if (body && Object.keys(body).some((key) => !allowed.includes(key)))
      return { status: 400, body: { statusCode: 400, message: 'property kind should not exist' } };
    const productId = path.split('/')[3] ?? (body as { productId?: string } | undefined)?.productId ?? '';
    if (state.refuse.has(productId))
      return { status: 409, body: { statusCode: 409, message: `${productId} is out of stock` } };
    const quantity = (body as { quantity?: number } | undefined)?.quantity ?? 0;
    if (method === 'POST') cart.set(productId, (cart.get(productId) ?? 0) + quantity);
    if (method === 'PATCH') {
      if (quantity <= 0) cart.delete(productId);
      else cart.set(productId, quantity);
    }
    if (method === 'DELETE') cart.delete(productId);
    if (method === 'PUT')
      for (const item of (body as { items: { productId: string; quantity: number }[] }).items)
        cart.set(item.productId, Math.max(cart.get(item.productId) ?? 0, item.quantity));
    return { status: 200, body: view() };
  });
  return { cart, state, calls: () => calls.map((call) => `${call.method} ${call.path}`) };
}

async function signedInWithServerCart() {
  const store = createAppStore({ session: signedInSession(), cart: { lines: [] } });
  await store.dispatch(cartApi.endpoints.getCart.initiate(undefined, { subscribe: false }));
  return store;
}

describe('a signed-in consumer’s cart changes made offline', () => {
  it('are kept in order while offline and sent when the connection returns', async () => {
    const server = fakeServer({ [yam.id]: 5, [rice.id]: 2 });
    const store = await signedInWithServerCart();
    server.state.online = false;

    expect(await store.dispatch(setCartQuantity(yam.id, 3))).toEqual({ ok: true, savedLocally: true });
    expect(await store.dispatch(removeFromCart(rice.id))).toEqual({ ok: true, savedLocally: true });
    expect(selectCartItemCount(store.getState())).toBe(3);
    expect(loadCartQueue()).toEqual({
      userId: 'u-1',
      changes: [
        { kind: 'set', productId: yam.id, quantity: 3 },
        { kind: 'remove', productId: rice.id },
      ],
    });

    server.state.online = true;
    expect(await store.dispatch(syncLocalCart())).toBe(true);
    // The lowered quantity and the removal both reach the server (a merge would have kept 5 and rice).
    expect(Object.fromEntries(server.cart)).toEqual({ [yam.id]: 3 });
    expect(server.calls().slice(-2)).toEqual([
      `PATCH /cart/items/${yam.id}`,
      `DELETE /cart/items/${rice.id}`,
    ]);
    expect(store.getState().cart).toEqual({ lines: [] });
    expect(localStorage.getItem(CART_QUEUE_STORAGE_KEY)).toBeNull();
    expect(selectCartItemCount(store.getState())).toBe(3);
    expect(toastModule.toast.success).toHaveBeenCalledWith(CART_MESSAGES.synced);
  });

  it('show an emptied cart as empty until sent, not the server’s old lines', async () => {
    const server = fakeServer({ [yam.id]: 2 });
    const store = await signedInWithServerCart();
    server.state.online = false;
    await store.dispatch(removeFromCart(yam.id));
    expect(store.getState().cart.lines).toEqual([]);
    expect(selectCartItemCount(store.getState())).toBe(0);

    server.state.online = true;
    expect(await store.dispatch(syncLocalCart())).toBe(true);
    expect(server.cart.size).toBe(0);
    expect(selectCartItemCount(store.getState())).toBe(0);
  });

  it('stay queued when the connection drops again mid-way, and the next change sends them first', async () => {
    const server = fakeServer({ [yam.id]: 5 });
    const store = await signedInWithServerCart();
    server.state.online = false;
    await store.dispatch(setCartQuantity(yam.id, 4));
    expect(await store.dispatch(syncLocalCart())).toBe(false);
    expect(store.getState().cart.queue?.changes).toHaveLength(1);

    server.state.online = true;
    expect(await store.dispatch(addToCart(rice.id, 2, rice))).toEqual({ ok: true, savedLocally: false });
    expect(server.calls().slice(-2)).toEqual([`PATCH /cart/items/${yam.id}`, 'POST /cart/items']);
    expect(Object.fromEntries(server.cart)).toEqual({ [yam.id]: 4, [rice.id]: 2 });
    expect(store.getState().cart).toEqual({ lines: [] });
  });

  it('drop a change the server refuses, with its text, and send the rest', async () => {
    const server = fakeServer({});
    const store = await signedInWithServerCart();
    server.state.online = false;
    await store.dispatch(addToCart(yam.id, 2, yam));
    await store.dispatch(addToCart(rice.id, 1, rice));
    server.state.online = true;
    server.state.refuse.add(yam.id);

    expect(await store.dispatch(syncLocalCart())).toBe(true);
    expect(toastModule.toast.error).toHaveBeenCalledWith(`${yam.id} is out of stock`);
    expect(Object.fromEntries(server.cart)).toEqual({ [rice.id]: 1 });
    expect(store.getState().cart.queue).toBeUndefined();
    expect(selectCartItemCount(store.getState())).toBe(1);
  });

  it('send a guest cart whose merge failed first, then the changes', async () => {
    const server = fakeServer({});
    server.state.online = false;
    const store = createAppStore({ session: signedInSession(), cart: { lines: [makeLine(3)] } });
    expect(await store.dispatch(syncLocalCart())).toBe(false);
    await store.dispatch(setCartQuantity(yam.id, 1));

    server.state.online = true;
    expect(await store.dispatch(syncLocalCart())).toBe(true);
    expect(server.calls().slice(-2)).toEqual(['PUT /cart', `PATCH /cart/items/${yam.id}`]);
    expect(Object.fromEntries(server.cart)).toEqual({ [yam.id]: 1 });
  });

  it('are never sent to another account signing in on the same browser', async () => {
    const server = fakeServer({});
    const store = createAppStore({
      session: signedInSession(makeUser({ id: 'u-2' })),
      cart: { lines: [makeLine(1)], queue: { userId: 'u-1', changes: [{ kind: 'remove', productId: 'x' }] } },
    });
    expect(await store.dispatch(syncLocalCart())).toBe(true);
    expect(server.calls()).toEqual(['PUT /cart']);
    expect(store.getState().cart.queue).toBeUndefined();
  });

  it('start from the stored queue after a reload', async () => {
    const server = fakeServer({ [yam.id]: 5 });
    const first = await signedInWithServerCart();
    server.state.online = false;
    await first.dispatch(setCartQuantity(yam.id, 2));

    // A new page: the store reads the browser cart and the queue back.
    const reloaded = createAppStore({ session: signedInSession() });
    expect(reloaded.getState().cart.queue?.changes).toEqual([
      { kind: 'set', productId: yam.id, quantity: 2 },
    ]);
    expect(selectCartItemCount(reloaded.getState())).toBe(2);
    server.state.online = true;
    expect(await reloaded.dispatch(syncLocalCart())).toBe(true);
    expect(Object.fromEntries(server.cart)).toEqual({ [yam.id]: 2 });
  });
});
