import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store.js';
import * as toastModule from '../../components/toast.js';
import { makeLoginResponse, makeUser, signedInSession, stubFetch } from '../../test/render.js';
import { meApi } from './me-api.js';
import { verifyStoredSession } from './session-checks.js';

function storeWith(status: 'signedIn' | 'checking') {
  const session = { ...signedInSession(), status };
  return createAppStore({ session });
}

describe('re-auth on 401', () => {
  it('refreshes once and retries with the new token', async () => {
    const fresh = makeLoginResponse();
    const calls = stubFetch(({ path, headers }) => {
      if (path === '/auth/refresh') return { status: 200, body: fresh };
      return headers.get('Authorization') === `Bearer ${fresh.accessToken}`
        ? { status: 200, body: fresh.user }
        : { status: 401, body: { statusCode: 401, message: 'Unauthorized' } };
    });
    const store = storeWith('signedIn');
    const oldRefresh = store.getState().session.tokens?.refreshToken;
    const result = await store.dispatch(meApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
    expect(result.data?.email).toBe('ada@example.com');
    expect(calls.map((call) => call.path)).toEqual(['/me', '/auth/refresh', '/me']);
    expect(calls[1]?.body).toEqual({ refreshToken: oldRefresh });
    expect(store.getState().session.tokens?.accessToken).toBe(fresh.accessToken);
    expect(JSON.parse(localStorage.getItem('ihe.session') ?? '{}').tokens.refreshToken).toBe(
      fresh.refreshToken,
    );
  });

  it('shares one refresh between concurrent 401s', async () => {
    const fresh = makeLoginResponse();
    const calls = stubFetch(({ path, headers }) => {
      if (path === '/auth/refresh') return { status: 200, body: fresh };
      return headers.get('Authorization') === `Bearer ${fresh.accessToken}`
        ? { status: 200, body: fresh.user }
        : { status: 401 };
    });
    const store = storeWith('signedIn');
    await Promise.all([
      store.dispatch(meApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true })),
      store.dispatch(meApi.endpoints.updateMe.initiate({ city: 'Enugu' })),
    ]);
    expect(calls.filter((call) => call.path === '/auth/refresh')).toHaveLength(1);
  });

  it('signs out with "Session expired. Please login again." when the refresh is refused', async () => {
    const error = vi.spyOn(toastModule.toast, 'error');
    stubFetch(() => ({ status: 401 }));
    const store = storeWith('signedIn');
    await store.dispatch(meApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
    expect(store.getState().session).toMatchObject({ status: 'expired', user: null, tokens: null });
    expect(error).toHaveBeenCalledWith('Session expired. Please login again.', 'session');
    expect(localStorage.getItem('ihe.session')).toBeNull();
  });

  it('never refreshes for the auth calls themselves', async () => {
    const calls = stubFetch(() => ({ status: 401, body: { message: 'Invalid email or password' } }));
    const store = storeWith('signedIn');
    const { authApi } = await import('../auth/auth-api.js');
    await store.dispatch(
      authApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }, { track: false }),
    );
    expect(calls.map((call) => call.path)).toEqual(['/auth/login']);
    expect(store.getState().session.status).toBe('signedIn');
  });
});

describe('start-up check of stored tokens', () => {
  it('signs in with the fresh profile', async () => {
    const approved = makeUser({ city: 'Lagos' });
    stubFetch(() => ({ status: 200, body: approved }));
    const store = storeWith('checking');
    await store.dispatch(verifyStoredSession());
    expect(store.getState().session.status).toBe('signedIn');
    expect(store.getState().session.user?.city).toBe('Lagos');
  });

  it('says "Invalid session. Please login again." when the session is refused', async () => {
    const error = vi.spyOn(toastModule.toast, 'error');
    stubFetch(() => ({ status: 401 }));
    const store = storeWith('checking');
    await store.dispatch(verifyStoredSession());
    expect(store.getState().session.status).toBe('expired');
    expect(error).toHaveBeenCalledWith('Invalid session. Please login again.', 'session');
  });

  it('gives the account configuration error when the profile row is missing', async () => {
    const error = vi.spyOn(toastModule.toast, 'error');
    stubFetch(() => ({ status: 404 }));
    const store = storeWith('checking');
    await store.dispatch(verifyStoredSession());
    expect(store.getState().session.status).toBe('expired');
    expect(error).toHaveBeenCalledWith('Account configuration error. Please contact support.', 'session');
  });

  it('keeps the stored profile when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const store = storeWith('checking');
    await store.dispatch(verifyStoredSession());
    expect(store.getState().session.status).toBe('signedIn');
    expect(store.getState().session.user?.email).toBe('ada@example.com');
  });
});
