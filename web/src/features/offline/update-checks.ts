/** A tab left open for days still learns of a new release (each check: one revalidated GET of /sw.js). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * A tab shown again, or back online, checks at once when its last check is this old: a phone
 * freezes a hidden tab's timers, and a check made offline found nothing.
 */
export const RESUME_CHECK_MS = 10 * 60 * 1000;

type Registration = Pick<ServiceWorkerRegistration, 'update'>;

/**
 * Asks the browser to look for a new service worker (a new release) every hour, and when the
 * buyer comes back to the tab or the connection returns after a while. Returns a stop function.
 */
export function scheduleUpdateChecks(registration: Registration, now: () => number = Date.now): () => void {
  let lastCheck = now();
  const check = () =>
    void registration.update().then(
      // Only a check that reached the server counts: after a failed one, the next event tries again.
      () => (lastCheck = now()),
      () => {},
    );
  const onResume = () => {
    if (document.visibilityState === 'visible' && navigator.onLine && now() - lastCheck >= RESUME_CHECK_MS)
      check();
  };
  const timer = setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', onResume);
  window.addEventListener('online', onResume);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onResume);
    window.removeEventListener('online', onResume);
  };
}
