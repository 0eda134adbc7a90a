import { useEffect, useState } from 'react';

/**
 * How many of `total` items to draw: `first` at once, then `step` more in each following browser task,
 * so a long list arriving at once is drawn in slices the page can answer input between (one 400 ms task
 * for /shop's 24 cards at 4x CPU throttling otherwise). The count only grows: a list drawn once is drawn
 * whole again when it changes, with no cards taken away and put back.
 */
export function useDrawnInSlices(total: number, first: number, step: number): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (drawn >= total) return;
    const timer = setTimeout(() => setDrawn((count) => count + step), 0);
    return () => clearTimeout(timer);
  }, [drawn, total, step]);
  return Math.min(drawn, total);
}
