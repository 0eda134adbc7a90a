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

// A lazy chunk (the toast holder loads after the first render) can resolve after a file's last test: let
// React's scheduled work run while the DOM still exists, not after the environment is torn down.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));
