import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

// findBy*/waitFor give up after 1 s by default: too short for a lazy route's first render on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

// Most files run under jsdom; the prerender's run in Node (`@vitest-environment node`), without a DOM to stub.
if (typeof window !== 'undefined') await import('./jsdom-stubs.js');

// Security events go to the console by design; keep test output readable.
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

// A toast shown outside a ToastBridge (unit renders have none) goes through antd's static message, loaded on
// first use, in a root of its own that RTL's cleanup does not reach: loaded or closing after a file's last
// test, it drew after the environment was torn down ('window is not defined' after all tests passed, in CI).
// Each file waits for that load and closes those toasts itself. (On globalThis: vi.mock's factory is hoisted
// out of this module's scope.)
const pending = globalThis as { staticMessage?: Promise<{ destroy(): void }> };
vi.mock('../components/static-message.js', async (importOriginal) => {
  const loading = importOriginal<typeof import('../components/static-message.js')>();
  (globalThis as typeof pending).staticMessage = loading.then((loaded) => loaded.message);
  return loading;
});

// A lazy chunk (the toast holder loads after the first render) can resolve after a file's last test: let
// React's scheduled work (and the closing toasts') run while the DOM still exists, not after teardown.
afterAll(async () => {
  const message = await pending.staticMessage;
  if (message) {
    // The toast is opened once the load settles (components/toast.ts): close it after that.
    await new Promise((resolve) => setTimeout(resolve, 0));
    message.destroy();
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
});
