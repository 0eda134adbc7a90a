import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { MemoryRouter, useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import type { LoginResponse, UserProfile } from '@ihe/contracts';
import { AppProviders } from '../app/AppProviders.js';
import { createAppStore, type AppStore } from '../app/store.js';
import type { SessionState } from '../features/session/session-slice.js';

export function makeUser(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'u-1',
    email: 'ada@example.com',
    fullName: 'Ada Obi',
    firstName: 'Ada',
    lastName: 'Obi',
    phoneNumber: '+2348012345678',
    role: 'consumer',
    deliveryAddress: '12 Market Road, Enugu',
    city: 'Enugu',
    state: 'Enugu',
    businessName: null,
    businessAddress: null,
    companyIdCode: null,
    isFarmer: false,
    isApproved: null,
    isActive: true,
    emailVerified: true,
    pendingEmail: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    lastLogin: null,
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export function makeLoginResponse(user = makeUser(), expiresInMs = 15 * 60_000): LoginResponse {
  return {
    accessToken: `access-${Math.random().toString(36).slice(2)}`,
    refreshToken: `refresh-${Math.random().toString(36).slice(2)}`,
    expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
    user,
  };
}

export function signedInSession(user = makeUser()): SessionState {
  const { user: _user, ...tokens } = makeLoginResponse(user);
  return { status: 'signedIn', user, tokens, endReason: null };
}

export const signedOutSession: SessionState = {
  status: 'signedOut',
  user: null,
  tokens: null,
  endReason: null,
};

/** What tests read of the router: where the app is now. */
export interface TestRouter {
  state: { location: Location };
}

function RoutesWithProbe({ routes, router }: { routes: RouteObject[]; router: TestRouter }) {
  router.state.location = useLocation();
  return useRoutes(routes);
}

/**
 * Renders routes in a memory router — declarative, as the app's BrowserRouter is — with the real providers;
 * returns the store, and the router's current location.
 */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', session = signedOutSession }: { path?: string; session?: SessionState } = {},
) {
  const store: AppStore = createAppStore({ session });
  const router: TestRouter = { state: { location: undefined as unknown as Location } };
  const utils = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <RoutesWithProbe routes={routes} router={router} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, store, router };
}

export function renderAt(element: ReactElement, options: { path?: string; session?: SessionState } = {}) {
  return renderRoutes([{ path: '*', element }], options);
}

/** A fetch stub answering by method and path; unmatched calls fail loudly. */
export type FetchHandler = (request: {
  method: string;
  path: string;
  /** The query string's parameters (path has none). */
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

export function stubFetch(handler: FetchHandler) {
  const calls: Parameters<FetchHandler>[0][] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    // Uploads arrive as FormData (multipart); everything else is JSON.
    const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data') ?? false;
    const text = multipart ? '' : await request.clone().text();
    const body = multipart
      ? await request.clone().formData()
      : text
        ? (JSON.parse(text) as unknown)
        : undefined;
    const call = {
      method: request.method,
      path: url.pathname.replace(/^\/api\/v1/, ''),
      query: url.searchParams,
      body,
      headers: request.headers,
    };
    calls.push(call);
    const answer = await handler(call);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
