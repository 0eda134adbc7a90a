import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ScrollOnNavigation } from './ScrollOnNavigation.js';

const STORAGE_KEY = 'ihe.scroll-positions';

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollOnNavigation />
      <Navigator />
    </MemoryRouter>,
  );
}

/** How the browser says this document was loaded (jsdom lists no navigation entry: a new visit). */
function loadedBy(type: 'navigate' | 'reload' | 'back_forward') {
  const real = performance.getEntriesByType.bind(performance);
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((entryType: string) =>
    entryType === 'navigation' ? ([{ type }] as unknown as PerformanceEntryList) : real(entryType),
  );
}

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

describe('ScrollOnNavigation', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    sessionStorage.clear();
    scrolledTo(0);
  });
  afterEach(() => vi.restoreAllMocks());

  it("on a new visit, reads no kept position and does not jump to the one kept for the tab's first entry", () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([['default', 500]]));
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    loadedBy('navigate');
    renderAt('/shop');
    expect(getItem).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('on a reload, returns to where the reader was on this entry', () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([['default', 500]]));
    loadedBy('reload');
    renderAt('/shop');
    expect(scrollTo).toHaveBeenCalledWith(0, 500);
  });

  it('starts a new page at the top, and back returns to where the reader left the previous one', () => {
    renderAt('/shop');
    scrolledTo(320);
    act(() => navigate('/about'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrolledTo(40);
    act(() => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 320);
    // Kept across a reload of the tab.
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY)!)).toEqual(
      expect.arrayContaining([
        ['default', 320],
        [expect.any(String), 40],
      ]),
    );
  });
});
