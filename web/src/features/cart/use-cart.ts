import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CART_MESSAGES, type CartLineView, type CartProductSnapshot, type ProductView } from '@ihe/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { toast } from '../../components/toast.js';
import { authRedirect } from '../guards/guard-decision.js';
import { addToCart, removeFromCart, setCartQuantity, type CartChangeOutcome } from './cart-actions.js';
import { useGetCartQuery } from './cart-api.js';
import { cartOwnerOf, showsLocalCart } from './cart-owner.js';
import { cartTotals, snapshotOf } from './local-cart.js';

/** Could not save and could not keep it either: the spec has no text for this, so a plain one. */
const CART_CHANGE_FAILED = 'Could not update your cart. Please try again.';

export interface UseCart {
  /** Newest first. */
  lines: CartLineView[];
  itemCount: number;
  subtotal: number;
  isLoading: boolean;
  /** The server cart could not be loaded (the drawer offers a retry). */
  isError: boolean;
  refetch: () => void;
  /** Adds with the spec's toasts; a guest is told to log in and sent to /auth?redirect=<here>. */
  add: (
    productId: string,
    quantity: number,
    productName: string,
    product?: ProductView | CartProductSnapshot,
  ) => Promise<CartChangeOutcome>;
  /** 0 or less removes the line. */
  setQuantity: (productId: string, quantity: number) => Promise<CartChangeOutcome>;
  /** Removes the line: "Item removed from cart". */
  remove: (productId: string) => Promise<CartChangeOutcome>;
}

/** Subscribes to the server cart while a consumer is signed in (the header badge needs it loaded). */
export function useServerCart() {
  const owner = useAppSelector((state) => cartOwnerOf(state.session));
  return useGetCartQuery(undefined, { skip: owner !== 'server' });
}

/**
 * UseCart's `add` without the rest: a product card needs only this, and the cart's query hooks were ~3 ms
 * of each card's first render, unthrottled (issue 14).
 */
export function useAddToCart(): UseCart['add'] {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  return useCallback<UseCart['add']>(
    async (productId, quantity, productName, product) => {
      const outcome = await dispatch(addToCart(productId, quantity, product && snapshotOf(product)));
      if (outcome.ok) toast.success(CART_MESSAGES.added(quantity, productName));
      else if (outcome.reason === 'login-required') {
        toast.error(CART_MESSAGES.loginRequired);
        navigate(authRedirect(here));
      } else toast.error(outcome.message ?? CART_CHANGE_FAILED);
      return outcome;
    },
    [dispatch, navigate, here],
  );
}

/**
 * The cart for any page: a signed-in consumer's server cart, or the cart kept in the browser
 * (a guest's, or a consumer's whose last save failed, until it is merged back). Spec 1 §4, §5.
 */
export function useCart(): UseCart {
  const dispatch = useAppDispatch();
  const owner = useAppSelector((state) => cartOwnerOf(state.session));
  const localLines = useAppSelector((state) => state.cart.lines);
  const server = useServerCart();
  const showLocal = useAppSelector(showsLocalCart);

  const addLine = useAddToCart();
  const add = useCallback<UseCart['add']>(
    (productId, quantity, productName, product) =>
      addLine(
        productId,
        quantity,
        productName,
        product ?? server.data?.items.find((line) => line.productId === productId)?.product,
      ),
    [addLine, server.data],
  );

  const setQuantity = useCallback<UseCart['setQuantity']>(
    async (productId, quantity) => {
      const outcome = await dispatch(setCartQuantity(productId, quantity));
      if (!outcome.ok) toast.error((outcome.reason === 'refused' && outcome.message) || CART_CHANGE_FAILED);
      else if (quantity <= 0) toast.success(CART_MESSAGES.removed);
      return outcome;
    },
    [dispatch],
  );

  const remove = useCallback<UseCart['remove']>(
    async (productId) => {
      const outcome = await dispatch(removeFromCart(productId));
      if (outcome.ok) toast.success(CART_MESSAGES.removed);
      else toast.error((outcome.reason === 'refused' && outcome.message) || CART_CHANGE_FAILED);
      return outcome;
    },
    [dispatch],
  );

  const totals = showLocal
    ? cartTotals(localLines)
    : { itemCount: server.data?.itemCount ?? 0, subtotal: server.data?.subtotal ?? 0 };
  return {
    lines: showLocal ? localLines : (server.data?.items ?? []),
    ...totals,
    isLoading: !showLocal && server.isLoading,
    isError: !showLocal && server.isError && !server.data,
    refetch: () => {
      if (owner === 'server') void server.refetch();
    },
    add,
    setQuantity,
    remove,
  };
}
