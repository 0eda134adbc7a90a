import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Wraps an antd table that scrolls sideways on a phone: its scroll container becomes a named region that
 * takes focus, so a keyboard user can scroll it with the arrow keys (antd's own container takes no focus, and
 * a table without controls in its cells — or an empty one — then cannot be scrolled without a mouse).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const scroller = ref.current?.querySelector<HTMLElement>('.ant-table-content');
    if (!scroller || scroller.hasAttribute('tabindex')) return;
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', label);
  });
  return <div ref={ref}>{children}</div>;
}
