import { describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders.js';
import { createAppStore } from '../../app/store.js';
import { makeLoginResponse, signedInSession, signedOutSession, stubFetch } from '../../test/render.js';
import { ACTIVITY_EVENTS, trackActivity } from './activity-tracker.js';
import { SESSION_STORAGE_KEY } from './session-storage.js';

describe('activity tracking', () => {
  it.each(ACTIVITY_EVENTS)('%s counts as activity', (type) => {
    const onActivity = vi.fn();
    const stop = trackActivity(window, onActivity, () => 42);
    window.dispatchEvent(new Event(type));
    expect(onActivity).toHaveBeenCalledWith(42);
    stop();
    window.dispatchEvent(new Event(type));
    expect(onActivity).toHaveBeenCalledTimes(1);
  });
});

describe('SessionManager and other tabs', () => {
  function mount(session = signedInSession()) {
    const fresh = makeLoginResponse();
    const calls = stubFetch(({ path }) =>
      path === '/auth/refresh' ? { status: 200, body: fresh } : { status: 200, body: fresh.user },
    );
    const store = createAppStore({ session });
    render(<AppProviders store={store}>{null}</AppProviders>);
    return { store, calls, fresh };
  }

  it('signs out when another tab logs out', () => {
    const { store } = mount();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: null }));
    });
    expect(store.getState().session).toMatchObject({ status: 'signedOut', endReason: 'elsewhere' });
  });

  it('restores the session from the shared cookie when another tab signs in', async () => {
    const { store, calls, fresh } = mount(signedOutSession);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: SESSION_STORAGE_KEY,
          newValue: JSON.stringify({ user: fresh.user }),
        }),
      );
    });
    await waitFor(() => expect(store.getState().session.status).toBe('signedIn'));
    expect(calls.filter((call) => call.path === '/auth/refresh')).toHaveLength(1);
    expect(store.getState().session.tokens?.accessToken).toBe(fresh.accessToken);
  });
});
