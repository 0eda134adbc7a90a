import { configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { api } from './api.js';
import { initialSessionState, sessionReducer, type SessionState } from '../features/session/session-slice.js';
import { sessionMiddleware } from '../features/session/session-middleware.js';
import { loadStoredSession } from '../features/session/session-storage.js';
import { cartMiddleware } from '../features/cart/cart-middleware.js';
import { loadLocalCart } from '../features/cart/local-cart-storage.js';
import { loadCartQueue } from '../features/cart/cart-change-queue.js';
import { localCartReducer, type LocalCartState } from '../features/cart/local-cart-slice.js';

export function createAppStore(preloaded?: { session?: SessionState; cart?: LocalCartState }) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionReducer, cart: localCartReducer },
    preloadedState: {
      session: preloaded?.session ?? initialSessionState(loadStoredSession()),
      cart: preloaded?.cart ?? { lines: loadLocalCart(), queue: loadCartQueue() },
    },
    middleware: (getDefault) => getDefault().concat(api.middleware, sessionMiddleware, cartMiddleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;
