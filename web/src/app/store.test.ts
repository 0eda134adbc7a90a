import { describe, expect, it, vi } from 'vitest';
import { prepareAutoBatched } from '@reduxjs/toolkit';
import { createAppStore } from './store.js';

describe('the app store', () => {
  it("tells its subscribers of RTK Query's answers in the task that brought them, not in an animation frame", async () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const store = createAppStore();
    // RTK Query's middleware announces itself on the first action, and at once.
    store.dispatch({ type: 'app/started' });
    const listener = vi.fn();
    store.subscribe(listener);
    // RTK Query marks its answers so (SHOULD_AUTOBATCH): the store may hold the news back to batch them.
    store.dispatch({ type: 'answer/arrived', ...prepareAutoBatched<undefined>()(undefined) });
    expect(listener).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(frame).not.toHaveBeenCalled();
    frame.mockRestore();
  });
});
