import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_CODE_TEMPLATE_ID, startAppAfterPaint } from './start-app-after-paint.js';

const CODE = [
  '<script type="module" crossorigin src="/assets/index-A.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/HomePage-B.js">',
].join('');

/** A prerendered page's head as the build writes it: the code waiting in its template. */
function prerenderedPage(): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = `<template id="${APP_CODE_TEMPLATE_ID}">${CODE}</template>`;
  return doc;
}

const requested = (doc: Document) =>
  Array.from(doc.head.querySelectorAll(':scope > script, :scope > link')).map(
    (element) => element.getAttribute('src') ?? element.getAttribute('href'),
  );

/** The browser's paint timing, driven by the test: `paint(name)` reports a paint entry. */
function withPaintTiming(doc: Document) {
  let report: ((names: string[]) => void) | undefined;
  const observe = vi.fn();
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(
      callback: (entries: { getEntriesByName(name: string): unknown[] }, observer: unknown) => void,
    ) {
      report = (names) =>
        callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this);
    }
    observe = observe;
    disconnect = vi.fn();
  }
  const view = {
    PerformanceObserver: PaintObserver,
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  };
  Object.defineProperty(doc, 'defaultView', { value: view });
  return { observe, paint: (...names: string[]) => report?.(names) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('startAppAfterPaint', () => {
  it('asks for the page’s code only once the page has painted content', () => {
    const doc = prerenderedPage();
    const timing = withPaintTiming(doc);
    startAppAfterPaint(doc, APP_CODE_TEMPLATE_ID, 3000);
    expect(timing.observe).toHaveBeenCalledWith({ type: 'paint', buffered: true });
    expect(requested(doc)).toEqual([]);

    timing.paint('first-paint');
    expect(requested(doc)).toEqual([]);

    timing.paint('first-contentful-paint');
    expect(requested(doc)).toEqual(['/assets/index-A.js', '/assets/HomePage-B.js']);
    const entry = doc.head.querySelector(':scope > script')!;
    expect(entry.getAttribute('type')).toBe('module');
    expect(entry.hasAttribute('crossorigin')).toBe(true);

    // A later paint entry adds nothing twice.
    timing.paint('first-contentful-paint');
    expect(requested(doc)).toHaveLength(2);
  });

  it('asks for it anyway when no contentful paint is reported in time', () => {
    vi.useFakeTimers();
    const doc = prerenderedPage();
    withPaintTiming(doc);
    startAppAfterPaint(doc, APP_CODE_TEMPLATE_ID, 3000);
    vi.advanceTimersByTime(2999);
    expect(requested(doc)).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requested(doc)).toEqual(['/assets/index-A.js', '/assets/HomePage-B.js']);
  });

  it('asks for it at once in a browser without paint timing, and in a background tab', () => {
    const withoutTiming = prerenderedPage();
    Object.defineProperty(withoutTiming, 'defaultView', { value: { setTimeout } });
    startAppAfterPaint(withoutTiming, APP_CODE_TEMPLATE_ID, 3000);
    expect(requested(withoutTiming)).toHaveLength(2);

    const hidden = prerenderedPage();
    withPaintTiming(hidden);
    Object.defineProperty(hidden, 'visibilityState', { value: 'hidden' });
    startAppAfterPaint(hidden, APP_CODE_TEMPLATE_ID, 3000);
    expect(requested(hidden)).toHaveLength(2);
  });
});
