import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Positions kept per history entry for back and forward, also across a reload of the tab. */
const STORAGE_KEY = 'ihe.scroll-positions';
const KEPT_ENTRIES = 50;

function readPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

/**
 * Whether this document came from a reload or from back or forward: only then can a position kept for the
 * first history entry it shows be that entry's. A new visit's entry (no history state) has the same key,
 * `default`, as any other first entry the tab showed.
 */
function loadedFromHistory(): boolean {
  const [load] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return load?.type === 'reload' || load?.type === 'back_forward';
}

/**
 * New pages start at the top (or at their #hash); back and forward return to where the reader was —
 * what react-router's ScrollRestoration does for its data router. The kept positions are read when first
 * needed: on a new visit that is the first navigation, not the app's first render (the tab's first use of
 * session storage is a few ms the start-up's longest task does without, issue 14).
 */
export function ScrollOnNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number>>(null);
  const firstRender = useRef(true);
  const kept = () => (positions.current ??= readPositions());

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const key = location.key;
    const mayReturn = navigationType === 'POP' && (!firstRender.current || loadedFromHistory());
    firstRender.current = false;
    if (mayReturn && kept().has(key)) window.scrollTo(0, kept().get(key)!);
    else if (location.hash)
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
    return () => {
      const saved = kept();
      saved.delete(key);
      saved.set(key, window.scrollY);
      while (saved.size > KEPT_ENTRIES) saved.delete(saved.keys().next().value!);
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...saved]));
    };
  }, [location.key, location.hash, navigationType]);

  return null;
}
