import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store.js';
import * as toastModule from '../../components/toast.js';
import { makeLoginResponse, makeUser, signedInSession, stubFetch } from '../../test/render.js';
import { meApi } from './me-api.js';
import { restoreSession } from './restore-session.js';
import { initialSessionState } from './session-slice.js';
import { saveLastActivity } from './session-storage.js';

function storeWith(status: 'signedIn' | 'checking') {
  const session = { ...signedInSession(), status };
  return createAppStore({ session });
}

/**
 * The toast is only asserted, not shown: shown outside React's tree it would load antd's static message, whose
 * root draws (and closes after 5 s) on its own, possibly after this file's DOM is gone ("window is not defined").
 */
const spyOnErrorToast = () => vi.spyOn(toastModule.toast, 'error').mockImplementation(() => {});

/** A page just opened in a signed-in browser: who is signed in, but no token yet. */
const reloadedStore = () => createAppStore({ session: initialSessionState({ user: makeUser() }) });

describe('re-auth on 401', () => {
  it('refreshes once with the cookie and retries with the new token', async () => {
    const fresh = makeLoginResponse();
    const calls = stubFetch(({ path, headers }) => {
      if (path === '/auth/refresh') return { status: 200, body: fresh };
      return headers.get('Authorization') === `Bearer ${fresh.accessToken}`
        ? { status: 200, body: fresh.user }
        : { status: 401, body: { statusCode: 401, message: 'Unauthorized' } };
    });
    const store = storeWith('signedIn');
    const result = await store.dispatch(meApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
    expect(result.data?.email).toBe('ada@example.com');
    expect(calls.map((call) => call.path)).toEqual(['/me', '/auth/refresh', '/me']);
    // No refresh token from the page: the browser adds the HttpOnly cookie.
    expect(calls[1]?.body).toEqual({});
    expect(store.getState().session.tokens).toEqual({
      accessToken: fresh.accessToken,
      expiresAt: fresh.expiresAt,
    });
    expect(JSON.stringify(localStorage)).not.toContain(fresh.accessToken);
    expect(JSON.stringify(localStorage)).not.toContain(fresh.refreshToken);
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
    const error = spyOnErrorToast();
    stubFetch(() => ({ status: 401 }));
    const store = storeWith('signedIn');
    await store.dispatch(meApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
    expect(store.getState().session).toMatchObject({ status: 'expired', user: null, tokens: null });
    expect(error).toHaveBeenCalledWith('Session expired. Please login again.', 'session');
    expect(localStorage.getItem('ihe.signedIn')).toBeNull();
  });

  it('never refreshes for the auth calls themselves, nor for a guest', async () => {
    const calls = stubFetch(() => ({ status: 401, body: { message: 'Invalid email or password' } }));
    const store = storeWith('signedIn');
    const { authApi } = await import('../auth/auth-api.js');
    await store.dispatch(
      authApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }, { track: false }),
    );
    expect(calls.map((call) => call.path)).toEqual(['/auth/login']);
    expect(store.getState().session.status).toBe('signedIn');

    const guest = createAppStore();
    await guest.dispatch(meApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
    expect(calls.map((call) => call.path)).toEqual(['/auth/login', '/me']);
  });
});

describe('start-up: the session is restored from the refresh cookie', () => {
  it('gets an access token and the checked profile, and keeps both out of localStorage', async () => {
    const fresh = makeLoginResponse(makeUser({ city: 'Lagos' }));
    const calls = stubFetch(() => ({ status: 200, body: fresh }));
    const store = reloadedStore();
    expect(store.getState().session).toMatchObject({ status: 'checking', tokens: null });
    await restoreSession(store);
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([['POST', '/auth/refresh', {}]]);
    expect(store.getState().session).toMatchObject({
      status: 'signedIn',
      user: { city: 'Lagos' },
      tokens: { accessToken: fresh.accessToken },
    });
    expect(Object.keys(localStorage)).toEqual(['ihe.signedIn']);
    expect(JSON.stringify(localStorage)).not.toMatch(/access-|refresh-/);
  });

  it('makes calls started meanwhile wait for the restored token', async () => {
    const fresh = makeLoginResponse();
    const calls = stubFetch(({ path, headers }) => {
      if (path === '/auth/refresh') return { status: 200, body: fresh };
      return headers.get('Authorization') === `Bearer ${fresh.accessToken}`
        ? { status: 200, body: fresh.user }
        : { status: 401 };
    });
    const store = reloadedStore();
    const result = await store.dispatch(meApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
    expect(result.data?.id).toBe(fresh.user.id);
    expect(calls.map((call) => call.path)).toEqual(['/auth/refresh', '/me']);
  });

  it('says "Invalid session. Please login again." when the cookie is refused', async () => {
    const error = spyOnErrorToast();
    stubFetch(() => ({ status: 401 }));
    const store = reloadedStore();
    await restoreSession(store);
    expect(store.getState().session.status).toBe('expired');
    expect(error).toHaveBeenCalledWith('Invalid session. Please login again.', 'session');
  });

  it('says "Session expired. Please login again." after a day without activity, without asking', async () => {
    const error = spyOnErrorToast();
    const calls = stubFetch(() => ({ status: 200, body: makeLoginResponse() }));
    saveLastActivity(Date.now() - 24 * 60 * 60 * 1000 - 1);
    const store = reloadedStore();
    await restoreSession(store);
    expect(calls).toHaveLength(0);
    expect(store.getState().session.status).toBe('expired');
    expect(error).toHaveBeenCalledWith('Session expired. Please login again.', 'session');
  });

  it('keeps the stored profile when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const store = reloadedStore();
    await restoreSession(store);
    expect(store.getState().session).toMatchObject({ status: 'signedIn', tokens: null });
    expect(store.getState().session.user?.email).toBe('ada@example.com');
  });

  it('drops the token pair an earlier version kept in localStorage', () => {
    const { user, ...tokens } = makeLoginResponse();
    localStorage.setItem('ihe.session', JSON.stringify({ tokens, user }));
    createAppStore();
    expect(localStorage.getItem('ihe.session')).toBeNull();
  });
});
