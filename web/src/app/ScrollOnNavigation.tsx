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
 * New pages start at the top (or at their #hash); back and forward return to where the reader was —
 * what react-router's ScrollRestoration does for its data router.
 */
export function ScrollOnNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number>>(null);
  positions.current ??= readPositions();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const saved = positions.current!;
    const key = location.key;
    if (navigationType === 'POP' && saved.has(key)) window.scrollTo(0, saved.get(key)!);
    else if (location.hash)
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
    return () => {
      saved.delete(key);
      saved.set(key, window.scrollY);
      while (saved.size > KEPT_ENTRIES) saved.delete(saved.keys().next().value!);
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...saved]));
    };
  }, [location.key, location.hash, navigationType]);

  return null;
}
