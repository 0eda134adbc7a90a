import { CART_MESSAGES, type CartProductSnapshot, type CartView } from '@ihe/contracts';
import { describeApiError } from '../../app/api-error.js';
import type { AppThunk, RootState } from '../../app/store.js';
import { toast } from '../../components/toast.js';
import { cartApi } from './cart-api.js';
import { isUnreachable } from './cart-failure.js';
import type { QueuedCartChange } from './cart-change-queue.js';
import { cartOwnerOf, isSignedIn, showsLocalCart } from './cart-owner.js';
import { sendQueuedCartChanges } from './cart-queue-sync.js';
import { mergeRequestOf } from './local-cart.js';
import {
  cartChangeQueued,
  cartQueueDropped,
  localCartReplaced,
  localItemAdded,
  localItemRemoved,
  localQuantitySet,
} from './local-cart-slice.js';

export type CartChangeOutcome =
  | { ok: true; savedLocally: boolean }
  | { ok: false; reason: 'login-required' }
  | { ok: false; reason: 'refused'; message?: string };

/** The server's own text for this refusal (orders service), repeated when the browser refuses alike. */
const CART_ERRORS_SHOWN = { outOfStock: (name: string) => `${name} is out of stock` };

const selectServerCart = cartApi.endpoints.getCart.select();

export function selectServerCartView(state: RootState) {
  return selectServerCart(state).data;
}

/**
 * The endpoints also store the answered cart, a tick later; awaiting it here means the badge is
 * right by the time the caller says "Added…".
 */
const savedOnServer =
  (view: CartView): AppThunk<Promise<CartChangeOutcome>> =>
  async (dispatch) => {
    await dispatch(cartApi.util.upsertQueryData('getCart', undefined, view));
    return { ok: true, savedLocally: false };
  };

/** A consumer whose earlier save failed has a cart in the browser waiting to be sent. */
function hasPendingLocalCart(state: RootState): boolean {
  return cartOwnerOf(state.session) === 'server' && showsLocalCart(state);
}

/**
 * The server cart could not be saved (spec 1 §4): the browser keeps it from now on, starting from
 * the last server cart seen, and queues the change, sent when the connection returns (or at the
 * next change or login). Lines not merged yet (a guest cart whose merge failed) go first.
 */
const keepLocally = (): AppThunk => (dispatch, getState) => {
  const state = getState();
  const userId = state.session.user?.id;
  if (!userId || state.cart.queue?.userId === userId) return;
  if (state.cart.lines.length === 0) dispatch(localCartReplaced(selectServerCartView(state)?.items ?? []));
  else dispatch(cartChangeQueued({ userId, change: { kind: 'merge', ...mergeRequestOf(state.cart.lines) } }));
};

const queueChange =
  (change: QueuedCartChange): AppThunk =>
  (dispatch, getState) => {
    const userId = getState().session.user?.id;
    if (userId) dispatch(cartChangeQueued({ userId, change }));
  };

/** Tries to merge a pending local cart first; true when the change must stay in the browser. */
const keepsLocalCart = (): AppThunk<Promise<boolean>> => async (dispatch, getState) => {
  if (!hasPendingLocalCart(getState())) return false;
  await dispatch(syncLocalCart());
  return hasPendingLocalCart(getState());
};

/**
 * Add to cart (spec 1 §4, §5): guests are refused; consumers save on the server, or in the browser
 * when that fails (which needs the product's snapshot to show the line later).
 */
export const addToCart =
  (
    productId: string,
    quantity: number,
    product?: CartProductSnapshot,
  ): AppThunk<Promise<CartChangeOutcome>> =>
  async (dispatch, getState) => {
    if (!isSignedIn(getState().session)) return { ok: false, reason: 'login-required' };
    const addLocally = (): CartChangeOutcome => {
      if (!product) return { ok: false, reason: 'refused' };
      dispatch(keepLocally());
      const before = getState().cart.lines;
      dispatch(localItemAdded({ product, quantity, addedAt: new Date().toISOString() }));
      if (getState().cart.lines === before)
        return { ok: false, reason: 'refused', message: CART_ERRORS_SHOWN.outOfStock(product.name) };
      dispatch(queueChange({ kind: 'add', productId, quantity }));
      return { ok: true, savedLocally: true };
    };
    if (await dispatch(keepsLocalCart())) return addLocally();
    const result = await dispatch(
      cartApi.endpoints.addCartItem.initiate({ productId, quantity }, { track: false }),
    );
    if (result.data) return dispatch(savedOnServer(result.data));
    if (cartOwnerOf(getState().session) === 'server' && isUnreachable(result.error)) return addLocally();
    return { ok: false, reason: 'refused', message: describeApiError(result.error).message };
  };

/** Changes a line's quantity; 0 or less removes it. */
export const setCartQuantity =
  (productId: string, quantity: number): AppThunk<Promise<CartChangeOutcome>> =>
  async (dispatch, getState) => {
    const setLocally = (): CartChangeOutcome => {
      dispatch(localQuantitySet({ productId, quantity }));
      return { ok: true, savedLocally: true };
    };
    const queueAndSetLocally = (): CartChangeOutcome => {
      dispatch(keepLocally());
      dispatch(queueChange({ kind: 'set', productId, quantity }));
      return setLocally();
    };
    if (cartOwnerOf(getState().session) === 'local') return setLocally();
    if (await dispatch(keepsLocalCart())) return queueAndSetLocally();
    const result = await dispatch(
      cartApi.endpoints.setCartItemQuantity.initiate({ productId, quantity }, { track: false }),
    );
    if (result.data) return dispatch(savedOnServer(result.data));
    if (isUnreachable(result.error)) return queueAndSetLocally();
    return { ok: false, reason: 'refused', message: describeApiError(result.error).message };
  };

export const removeFromCart =
  (productId: string): AppThunk<Promise<CartChangeOutcome>> =>
  async (dispatch, getState) => {
    const removeLocally = (): CartChangeOutcome => {
      dispatch(localItemRemoved(productId));
      return { ok: true, savedLocally: true };
    };
    const queueAndRemoveLocally = (): CartChangeOutcome => {
      dispatch(keepLocally());
      dispatch(queueChange({ kind: 'remove', productId }));
      return removeLocally();
    };
    if (cartOwnerOf(getState().session) === 'local') return removeLocally();
    if (await dispatch(keepsLocalCart())) return queueAndRemoveLocally();
    const result = await dispatch(cartApi.endpoints.removeCartItem.initiate(productId, { track: false }));
    if (result.data) return dispatch(savedOnServer(result.data));
    if (isUnreachable(result.error)) return queueAndRemoveLocally();
    return { ok: false, reason: 'refused', message: describeApiError(result.error).message };
  };

let syncing: Promise<boolean> | null = null;

/**
 * Sends what the browser kept to the consumer's server cart and clears the local copy: "Cart synced
 * successfully!" (spec 1 §4). Queued changes are replayed in order; a cart with no queue (a guest's)
 * is merged (PUT /cart). Runs at login, at start-up with stored tokens, when the connection returns,
 * and before the next change while a failed save is pending. One at a time.
 */
export const syncLocalCart = (): AppThunk<Promise<boolean>> => (dispatch, getState) => {
  syncing ??= (async () => {
    const { session, cart } = getState();
    if (cartOwnerOf(session) !== 'server') return false;
    if (cart.queue && cart.queue.userId === session.user?.id) return dispatch(sendQueuedCartChanges());
    // Another account's unsent changes are never sent to this one.
    if (cart.queue) dispatch(cartQueueDropped());
    const sent = getState().cart.lines;
    if (sent.length === 0) return false;
    const result = await dispatch(
      cartApi.endpoints.mergeCart.initiate(mergeRequestOf(sent), { track: false }),
    );
    // Lines changed locally while the merge was in flight wait for the next merge.
    const untouched = () => getState().cart.lines.filter((line) => !sent.includes(line));
    if (result.data) {
      await dispatch(cartApi.util.upsertQueryData('getCart', undefined, result.data));
      dispatch(localCartReplaced(untouched()));
      toast.success(CART_MESSAGES.synced);
      return true;
    }
    const failure = describeApiError(result.error);
    if (failure.status === 400) {
      // The server will never take this cart (e.g. a malformed line from an old version): drop it
      // rather than retry forever, and say why.
      dispatch(localCartReplaced(untouched()));
      if (failure.message) toast.error(failure.message);
    }
    return false;
  })().finally(() => {
    syncing = null;
  });
  return syncing;
};
