import { useEffect } from 'react';

/**
 * What a visitor typed into a prerendered page's box (or the radio picked) before React hydrated it stays in
 * the page, but React's state still holds the page's own value (react/react#26974; the fix, react/react#33129, is behind a flag
 * React 19 does not turn on). Once, as the box mounts, the typed text is handed to `adopt`. A box React drew
 * itself always shows its value, so this does nothing there.
 */
export function useValueTypedBeforeHydration(
  box: () => HTMLInputElement | HTMLTextAreaElement | null | undefined,
  value: string,
  adopt: (typed: string) => void,
): void {
  useEffect(() => {
    const typed = box()?.value;
    if (typed !== undefined && typed !== value) adopt(typed);
    // Once: later changes come from the box itself.
  }, []);
}
