import { configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { api } from './api.js';
import { initialSessionState, sessionReducer, type SessionState } from '../features/session/session-slice.js';
import { sessionMiddleware } from '../features/session/session-middleware.js';
import { loadStoredSession } from '../features/session/session-storage.js';

export function createAppStore(preloaded?: { session?: SessionState }) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionReducer },
    preloadedState: { session: preloaded?.session ?? initialSessionState(loadStoredSession()) },
    middleware: (getDefault) => getDefault().concat(api.middleware, sessionMiddleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;
