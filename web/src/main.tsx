import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import 'antd/dist/reset.css';
import './app/global.css';
import { AppProviders } from './app/AppProviders.js';
import { AppRoutes } from './app/router.js';
import { PRERENDERED_PAGES } from './app/routes.js';
import { createAppStore, type RootState } from './app/store.js';
import { isPrerenderedAs, prerenderedState } from './prerender/prerendered-state.js';

const store = createAppStore();
const container = document.getElementById('root')!;
const prerenderedAs = container.dataset.prerendered;

function app(serverState?: RootState) {
  return (
    <StrictMode>
      <AppProviders store={store} serverState={serverState}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}

if (isPrerenderedAs(prerenderedAs)) {
  // A prerendered page (web/prerender.config.ts) is hydrated: React adopts its markup. It is drawn first with
  // the state it was rendered with (no cart, no session), so the markup matches; the browser's own session
  // and cart follow in the render after. The page's code is loaded first (its files are preloaded in the
  // head), so the page hydrates rather than waiting behind its Suspense boundary.
  const serverState = { ...store.getState(), ...prerenderedState(prerenderedAs) };
  void (PRERENDERED_PAGES[window.location.pathname]?.preload() ?? Promise.resolve())
    // Code that fails to load shows the error page, as on any other route.
    .catch(() => undefined)
    .then(() => hydrateRoot(container, app(serverState)));
} else {
  createRoot(container).render(app());
}

// Offline support (service worker, offline banner, queued cart changes) loads once the page has.
const startOfflineSupport = () =>
  void import('./features/offline/offline-support.js').then((m) => m.startOfflineSupport(store));
if (document.readyState === 'complete') startOfflineSupport();
else window.addEventListener('load', startOfflineSupport, { once: true });
