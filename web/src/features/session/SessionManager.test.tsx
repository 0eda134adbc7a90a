import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders.js';
import { createAppStore } from '../../app/store.js';
import { makeLoginResponse, signedInSession, stubFetch } from '../../test/render.js';
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
  function mount() {
    stubFetch(() => ({ status: 200, body: signedInSession().user }));
    const store = createAppStore({ session: signedInSession() });
    render(<AppProviders store={store}>{null}</AppProviders>);
    return store;
  }

  it('signs out when another tab logs out', () => {
    const store = mount();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: null }));
    });
    expect(store.getState().session).toMatchObject({ status: 'signedOut', endReason: 'elsewhere' });
  });

  it('adopts tokens another tab refreshed, so a spent refresh token is never reused', () => {
    const store = mount();
    const { user, ...tokens } = makeLoginResponse();
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: JSON.stringify({ tokens, user }) }),
      );
    });
    expect(store.getState().session.tokens?.refreshToken).toBe(tokens.refreshToken);
  });
});
