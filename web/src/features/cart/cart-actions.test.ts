import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_MESSAGES } from '@ihe/contracts';
import { createAppStore } from '../../app/store.js';
import * as toastModule from '../../components/toast.js';
import { makeLoginResponse, makeUser, signedInSession, stubFetch } from '../../test/render.js';
import { signedIn } from '../session/session-slice.js';
import { addToCart, removeFromCart, setCartQuantity, syncLocalCart } from './cart-actions.js';
import { cartApi } from './cart-api.js';
import { cartBadgeText, selectCartItemCount } from './cart-count.js';
import { CART_STORAGE_KEY } from './local-cart-storage.js';
import { makeCartView, makeLine, makeSnapshot } from './cart-test-data.js';

// antd's static toasts would render React into a document that is gone once the file ends.
beforeEach(() => {
  for (const level of ['success', 'error', 'warning', 'info'] as const)
    vi.spyOn(toastModule.toast, level).mockImplementation(() => {});
});

const yam = makeSnapshot();
const rice = makeSnapshot({ id: 'rice-1', name: 'Ofada rice', price: 2500, stockQuantity: 40 });

function consumerStore(localLines = [] as ReturnType<typeof makeLine>[]) {
  return createAppStore({ session: signedInSession(), cart: { lines: localLines } });
}

async function loadServerCart(store: ReturnType<typeof consumerStore>) {
  await store.dispatch(cartApi.endpoints.getCart.initiate(undefined, { subscribe: false }));
}

describe('adding to the cart', () => {
  it('refuses a guest without calling the server', async () => {
    const calls = stubFetch(() => ({ status: 500 }));
    const store = createAppStore({
      session: { status: 'signedOut', user: null, tokens: null, endReason: null },
    });
    expect(await store.dispatch(addToCart(yam.id, 2, yam))).toEqual({ ok: false, reason: 'login-required' });
    expect(calls).toHaveLength(0);
    expect(store.getState().cart.lines).toEqual([]);
  });

  it('saves a consumer’s item on the server and the badge follows the answer', async () => {
    const answer = makeCartView([makeLine(2)]);
    const calls = stubFetch(() => ({ status: 200, body: answer }));
    const store = consumerStore();
    expect(await store.dispatch(addToCart(yam.id, 2, yam))).toEqual({ ok: true, savedLocally: false });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/cart/items',
      body: { productId: yam.id, quantity: 2 },
    });
    expect(selectCartItemCount(store.getState())).toBe(2);
    expect(store.getState().cart.lines).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('keeps the cart in the browser when the save fails (5xx), starting from the server cart', async () => {
    stubFetch(({ method }) =>
      method === 'GET' ? { status: 200, body: makeCartView([makeLine(3, rice)]) } : { status: 503 },
    );
    const store = consumerStore();
    await loadServerCart(store);
    expect(await store.dispatch(addToCart(yam.id, 2, yam))).toEqual({ ok: true, savedLocally: true });
    const lines = store.getState().cart.lines;
    expect(lines.map((line) => [line.productId, line.quantity])).toEqual([
      [yam.id, 2],
      [rice.id, 3],
    ]);
    expect(selectCartItemCount(store.getState())).toBe(5);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).lines).toHaveLength(2);
  });

  it('keeps the cart in the browser when the network is down', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const store = consumerStore();
    expect(await store.dispatch(addToCart(yam.id, 1, yam))).toEqual({ ok: true, savedLocally: true });
    expect(selectCartItemCount(store.getState())).toBe(1);
  });

  it('shows the server’s refusal and keeps nothing locally', async () => {
    stubFetch(() => ({
      status: 409,
      body: { statusCode: 409, message: 'Abakaliki white yam is out of stock' },
    }));
    const store = consumerStore();
    expect(await store.dispatch(addToCart(yam.id, 1, yam))).toEqual({
      ok: false,
      reason: 'refused',
      message: 'Abakaliki white yam is out of stock',
    });
    expect(store.getState().cart.lines).toEqual([]);
  });

  it('cannot keep an item locally without knowing the product', async () => {
    stubFetch(() => ({ status: 503 }));
    const store = consumerStore();
    expect(await store.dispatch(addToCart(yam.id, 1))).toEqual({ ok: false, reason: 'refused' });
  });
});

describe('changing the cart', () => {
  it('changes a guest’s browser cart without the server, capped at stock; 0 removes', async () => {
    const calls = stubFetch(() => ({ status: 500 }));
    const store = createAppStore({ cart: { lines: [makeLine(2), makeLine(1, rice)] } });
    await store.dispatch(setCartQuantity(rice.id, 500));
    expect(store.getState().cart.lines.find((line) => line.productId === rice.id)?.quantity).toBe(40);
    await store.dispatch(setCartQuantity(rice.id, 0));
    await store.dispatch(removeFromCart(yam.id));
    expect(store.getState().cart.lines).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('patches and deletes on the server for a consumer', async () => {
    const calls = stubFetch(({ method }) => ({
      status: 200,
      body: method === 'DELETE' ? makeCartView([]) : makeCartView([makeLine(4)]),
    }));
    const store = consumerStore();
    await store.dispatch(setCartQuantity(yam.id, 4));
    expect(selectCartItemCount(store.getState())).toBe(4);
    await store.dispatch(removeFromCart(yam.id));
    expect(selectCartItemCount(store.getState())).toBe(0);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `PATCH /cart/items/${yam.id}`,
      `DELETE /cart/items/${yam.id}`,
    ]);
    expect(calls[0]?.body).toEqual({ quantity: 4 });
  });
});

describe('merging the browser cart into the server cart', () => {
  it('merges at login with "Cart synced successfully!" and clears the local copy', async () => {
    const success = vi.mocked(toastModule.toast.success);
    const merged = makeCartView([makeLine(3), makeLine(2, rice)]);
    const calls = stubFetch(() => ({ status: 200, body: merged }));
    const store = createAppStore({ cart: { lines: [makeLine(3), makeLine(2, rice)] } });
    expect(selectCartItemCount(store.getState())).toBe(5);

    store.dispatch(signedIn(makeLoginResponse()));

    await vi.waitFor(() => expect(success).toHaveBeenCalledWith(CART_MESSAGES.synced));
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/cart',
      body: {
        items: [
          { productId: yam.id, quantity: 3 },
          { productId: rice.id, quantity: 2 },
        ],
      },
    });
    expect(store.getState().cart.lines).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(selectCartItemCount(store.getState())).toBe(5);
  });

  it('does not merge for other roles (their carts are not on the server)', async () => {
    const calls = stubFetch(() => ({ status: 200, body: makeCartView([]) }));
    const store = createAppStore({ cart: { lines: [makeLine(1)] } });
    store.dispatch(signedIn(makeLoginResponse(makeUser({ role: 'vendor' }))));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
    expect(store.getState().cart.lines).toHaveLength(1);
  });

  it('keeps the local cart when the merge fails, and merges before the next change', async () => {
    let serverUp = false;
    const calls = stubFetch(({ method }) => {
      if (!serverUp) return { status: 503 };
      return {
        status: 200,
        body: makeCartView(method === 'PUT' ? [makeLine(1)] : [makeLine(1), makeLine(2, rice)]),
      };
    });
    const store = consumerStore([makeLine(1)]);
    expect(await store.dispatch(syncLocalCart())).toBe(false);
    expect(store.getState().cart.lines).toHaveLength(1);

    serverUp = true;
    expect(await store.dispatch(addToCart(rice.id, 2, rice))).toEqual({ ok: true, savedLocally: false });
    expect(calls.slice(-2).map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /cart',
      'POST /cart/items',
    ]);
    expect(store.getState().cart.lines).toEqual([]);
    expect(selectCartItemCount(store.getState())).toBe(3);
  });

  it('drops a cart the server will never take (400) and says why', async () => {
    const error = vi.mocked(toastModule.toast.error);
    stubFetch(() => ({ status: 400, body: { statusCode: 400, message: 'Invalid product id' } }));
    const store = consumerStore([makeLine(1, { id: 'not-a-uuid' })]);
    expect(await store.dispatch(syncLocalCart())).toBe(false);
    expect(store.getState().cart.lines).toEqual([]);
    expect(error).toHaveBeenCalledWith('Invalid product id');
  });
});

describe('the header badge', () => {
  it('counts a guest’s browser cart in kg', () => {
    const store = createAppStore({ cart: { lines: [makeLine(3), makeLine(2, rice)] } });
    expect(selectCartItemCount(store.getState())).toBe(5);
  });

  it('shows 99+ above 99', () => {
    expect(cartBadgeText(0)).toBe('0');
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('99+');
    expect(cartBadgeText(1250)).toBe('99+');
  });
});
