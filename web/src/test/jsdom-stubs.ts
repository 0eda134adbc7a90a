import { vi } from 'vitest';

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
