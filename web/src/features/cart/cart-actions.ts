import { CART_MESSAGES, type CartProductSnapshot, type CartView } from '@ihe/contracts';
import { describeApiError } from '../../app/api-error.js';
import type { AppThunk, RootState } from '../../app/store.js';
import { toast } from '../../components/toast.js';
import { cartApi } from './cart-api.js';
import { isUnreachable } from './cart-failure.js';
import { cartOwnerOf, isSignedIn } from './cart-owner.js';
import { mergeRequestOf } from './local-cart.js';
import { localCartReplaced, localItemAdded, localItemRemoved, localQuantitySet } from './local-cart-slice.js';

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

/** A consumer whose earlier save failed has a cart in the browser waiting to be merged. */
function hasPendingLocalCart(state: RootState): boolean {
  return cartOwnerOf(state.session) === 'server' && state.cart.lines.length > 0;
}

/**
 * The server cart could not be saved: the browser keeps it from now on, starting from the last
 * server cart seen, until the next login (or the next change) merges it back (spec 1 §4).
 */
const fallBackToLocal = (): AppThunk => (dispatch, getState) => {
  const state = getState();
  if (state.cart.lines.length === 0) dispatch(localCartReplaced(selectServerCartView(state)?.items ?? []));
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
      dispatch(localItemAdded({ product, quantity, addedAt: new Date().toISOString() }));
      return getState().cart.lines.some((line) => line.productId === productId)
        ? { ok: true, savedLocally: true }
        : { ok: false, reason: 'refused', message: CART_ERRORS_SHOWN.outOfStock(product.name) };
    };
    if (await dispatch(keepsLocalCart())) return addLocally();
    const result = await dispatch(
      cartApi.endpoints.addCartItem.initiate({ productId, quantity }, { track: false }),
    );
    if (result.data) return dispatch(savedOnServer(result.data));
    if (cartOwnerOf(getState().session) === 'server' && isUnreachable(result.error)) {
      dispatch(fallBackToLocal());
      return addLocally();
    }
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
    if (cartOwnerOf(getState().session) === 'local' || (await dispatch(keepsLocalCart())))
      return setLocally();
    const result = await dispatch(
      cartApi.endpoints.setCartItemQuantity.initiate({ productId, quantity }, { track: false }),
    );
    if (result.data) return dispatch(savedOnServer(result.data));
    if (isUnreachable(result.error)) {
      dispatch(fallBackToLocal());
      return setLocally();
    }
    return { ok: false, reason: 'refused', message: describeApiError(result.error).message };
  };

export const removeFromCart =
  (productId: string): AppThunk<Promise<CartChangeOutcome>> =>
  async (dispatch, getState) => {
    const removeLocally = (): CartChangeOutcome => {
      dispatch(localItemRemoved(productId));
      return { ok: true, savedLocally: true };
    };
    if (cartOwnerOf(getState().session) === 'local' || (await dispatch(keepsLocalCart())))
      return removeLocally();
    const result = await dispatch(cartApi.endpoints.removeCartItem.initiate(productId, { track: false }));
    if (result.data) return dispatch(savedOnServer(result.data));
    if (isUnreachable(result.error)) {
      dispatch(fallBackToLocal());
      return removeLocally();
    }
    return { ok: false, reason: 'refused', message: describeApiError(result.error).message };
  };

let syncing: Promise<boolean> | null = null;

/**
 * Merges the cart kept in the browser into the consumer's server cart (PUT /cart) and clears the
 * local copy: "Cart synced successfully!" (spec 1 §4). Runs at login, at start-up with stored
 * tokens, and before the next change while a failed save is pending. One merge at a time.
 */
export const syncLocalCart = (): AppThunk<Promise<boolean>> => (dispatch, getState) => {
  syncing ??= (async () => {
    const state = getState();
    if (cartOwnerOf(state.session) !== 'server' || state.cart.lines.length === 0) return false;
    const sent = state.cart.lines;
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
