import { createRoot, type Root } from 'react-dom/client';
import { ConfigProvider } from 'antd';
import { registerSW } from 'virtual:pwa-register';
import type { AppStore } from '../../app/store.js';
import { theme } from '../../app/theme.js';
import { syncLocalCart } from '../cart/cart-actions.js';
import { PWA_CACHES } from './cache-names.js';
import { OfflineBanner } from './OfflineBanner.js';
import { UpdatePrompt } from './UpdatePrompt.js';
import { scheduleUpdateChecks } from './update-checks.js';

/** The worker's runtime caches by path (the same rules as web/pwa.config.ts). */
function runtimeCacheOf(path: string): string | undefined {
  if (path.startsWith('/assets/')) return PWA_CACHES.assets;
  if (path.startsWith('/api/v1/media/products/')) return PWA_CACHES.productImages;
  if (/^\/api\/v1\/(products(\/[^/]+)?|categories\/counts)$/.test(path)) return PWA_CACHES.catalog;
  return undefined;
}

/**
 * What the first page loaded before the service worker ran never passed through its caches: copy
 * it in (scripts and images from the HTTP cache; the catalogue answers again, a few KB) so the
 * page opens offline too.
 */
async function keepLoadedResources(): Promise<void> {
  const seen = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin);
  for (const url of seen) {
    const cacheName = runtimeCacheOf(url.pathname);
    if (!cacheName || (await caches.match(url.href))) continue;
    // One that fails (gone, refused) is simply not kept.
    await (await caches.open(cacheName)).add(url.href).catch(() => {});
  }
}

/** The banner's and the prompt's place: sticky after the app, at the foot of the screen, never over the page's end. */
function offlineSupportContainer(): HTMLElement {
  const container = document.createElement('div');
  container.id = 'offline-support';
  Object.assign(container.style, { position: 'sticky', bottom: '0', zIndex: '1010' });
  document.body.append(container);
  return container;
}

/**
 * Offline tolerance, loaded after the first render (main.tsx): the offline banner, the "new version"
 * prompt, queued cart changes sent when the connection returns, and the service worker (built by
 * vite-plugin-pwa, see web/pwa.config.ts).
 */
export function startOfflineSupport(store: AppStore): void {
  // registerSW's answer: activates the waiting worker, then reloads the page.
  const worker: { update?: (reloadPage?: boolean) => Promise<void> } = {};
  // The waiting worker takes over, then the page reloads into the new release (workbox-window
  // reloads by itself only when this page was already controlled when it loaded).
  const reload = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    void worker.update?.(true);
  };
  // Drawn once there is something to say (the connection drops, a new version waits), not before: the
  // banner's and the prompt's antd parts are work the page's first seconds do without (issue 14).
  let root: Root | undefined;
  let waiting = false;
  const render = () => {
    root ??= createRoot(offlineSupportContainer());
    root.render(
      <ConfigProvider theme={theme}>
        <OfflineBanner />
        <UpdatePrompt waiting={waiting} onReload={reload} />
      </ConfigProvider>,
    );
  };
  if (navigator.onLine) window.addEventListener('offline', render, { once: true });
  else render();

  const sendCart = () => void store.dispatch(syncLocalCart());
  window.addEventListener('online', sendCart);
  if (navigator.onLine) sendCart();

  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  worker.update = registerSW({
    immediate: true,
    onNeedRefresh: () => {
      waiting = true;
      render();
    },
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      void navigator.serviceWorker.ready.then(keepLoadedResources).catch(() => {});
      scheduleUpdateChecks(registration);
    },
  });
}
