import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

// findBy*/waitFor give up after 1 s by default: too short for a lazy route's first render on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

// antd under jsdom needs these: matchMedia, ResizeObserver, getComputedStyle with a pseudo-element.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

// jsdom has no layout: its window.scrollTo only logs an error, and ScrollOnNavigation scrolls on every navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo;

const realGetComputedStyle = window.getComputedStyle.bind(window);
// jsdom does not implement pseudo-elements and logs an error; the element's own style is close enough.
window.getComputedStyle = ((element: Element) =>
  realGetComputedStyle(element)) as typeof window.getComputedStyle;

// Security events go to the console by design; keep test output readable.
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// A lazy chunk (the toast holder loads after the first render) can resolve after a file's last test: let
// React's scheduled work run while the DOM still exists, not after the environment is torn down.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));
