import { configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { api } from './api.js';
import { initialSessionState, sessionReducer, type SessionState } from '../features/session/session-slice.js';
import { sessionMiddleware } from '../features/session/session-middleware.js';
import { loadStoredSession } from '../features/session/session-storage.js';
import { cartMiddleware } from '../features/cart/cart-middleware.js';
import { loadLocalCart } from '../features/cart/local-cart-storage.js';
import { loadCartQueue } from '../features/cart/cart-change-queue.js';
import { localCartReducer, type LocalCartState } from '../features/cart/local-cart-slice.js';

// Immer (in RTK's reducers) freezes each state it makes, walking every new API answer whole: ~15 ms of the
// shop's list arriving, unthrottled (issue 14). The built app skips it; tests keep it and catch a mutation.
if (import.meta.env.PROD) setAutoFreeze(false);

export function createAppStore(preloaded?: { session?: SessionState; cart?: LocalCartState }) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionReducer, cart: localCartReducer },
    preloadedState: {
      session: preloaded?.session ?? initialSessionState(loadStoredSession()),
      cart: preloaded?.cart ?? { lines: loadLocalCart(), queue: loadCartQueue() },
    },
    middleware: (getDefault) => getDefault().concat(api.middleware, sessionMiddleware, cartMiddleware),
    // RTK Query's answers reach the components in the task that brought them, not in the next animation
    // frame (RTK's default): drawn inside a frame, the render and that frame's style, layout and paint were
    // one long task (~100 ms unthrottled on /shop when the products came, issue 14).
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;
