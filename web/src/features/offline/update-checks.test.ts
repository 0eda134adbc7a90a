import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESUME_CHECK_MS, UPDATE_CHECK_MS, scheduleUpdateChecks } from './update-checks.js';

let visibility: DocumentVisibilityState = 'visible';
let online = true;

function show(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Lets the answer of a check (a resolved or rejected promise) be taken into account. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  online = true;
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

afterEach(() => vi.useRealTimers());

describe('update checks of an open tab', () => {
  it('asks for a new release every hour', async () => {
    const registration = { update: vi.fn().mockResolvedValue(undefined) };
    const stop = scheduleUpdateChecks(registration);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS - 1);
    expect(registration.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(registration.update).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS);
    expect(registration.update).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS);
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('checks when the tab is shown again after a while, not on every switch', async () => {
    const registration = { update: vi.fn().mockResolvedValue(undefined) };
    const stop = scheduleUpdateChecks(registration);
    show('hidden');
    vi.setSystemTime(Date.now() + RESUME_CHECK_MS - 1000);
    show('visible');
    expect(registration.update).not.toHaveBeenCalled();

    show('hidden');
    vi.setSystemTime(Date.now() + 1000);
    // Hidden: nothing to show the prompt to yet.
    window.dispatchEvent(new Event('online'));
    expect(registration.update).not.toHaveBeenCalled();
    show('visible');
    expect(registration.update).toHaveBeenCalledOnce();
    await settle();

    show('hidden');
    show('visible');
    expect(registration.update).toHaveBeenCalledOnce();
    stop();
  });

  it('checks again when the connection returns after a check that failed', async () => {
    const registration = { update: vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')) };
    const stop = scheduleUpdateChecks(registration);
    online = false;
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS);
    expect(registration.update).toHaveBeenCalledOnce();

    registration.update.mockResolvedValue(undefined);
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(registration.update).toHaveBeenCalledTimes(2);
    await settle();
    window.dispatchEvent(new Event('online'));
    expect(registration.update).toHaveBeenCalledTimes(2);
    stop();
  });
});
