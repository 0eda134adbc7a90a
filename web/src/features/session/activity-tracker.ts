/** The interactions that reset the inactivity timer (spec 1 §4). */
export const ACTIVITY_EVENTS = ['mousedown', 'keydown', 'scroll', 'touchstart'] as const;

/** Calls `onActivity` on each interaction; capture phase so scrolling inside any element counts. */
export function trackActivity(target: Window, onActivity: (at: number) => void, now = Date.now): () => void {
  const handler = () => onActivity(now());
  for (const type of ACTIVITY_EVENTS)
    target.addEventListener(type, handler, { passive: true, capture: true });
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, handler, { capture: true });
  };
}
