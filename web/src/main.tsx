import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import 'antd/dist/reset.css';
import './app/global.css';
// Each pause-after module ends the entry's task there; the imports after it are evaluated in the next one
// (src/app/startup/next-task.ts).
import './app/startup/pause-after-framework.js';
import '@reduxjs/toolkit/query/react';
import './app/startup/pause-after-rtk-query.js';
import { createAppStore } from './app/store.js';
import './app/startup/pause-after-store.js';
import { AppProviders } from './app/AppProviders.js';
import './app/startup/pause-after-providers.js';
import { AppRoutes } from './app/router.js';
import { PRERENDERED_PAGES } from './app/routes.js';
import { PAGE_DOCUMENTS } from './prerender/page-documents.js';
import { keepPrerenderedRegions } from './app/takeover.js';
import { deriveThemeTokens } from './app/theme-tokens.js';
import { nextTask } from './app/startup/next-task.js';
import { restoreSession } from './features/session/restore-session.js';
import { preloadUserMenu } from './features/layout/AppHeader.js';

const store = createAppStore();
const container = document.getElementById('root')!;

// A signed-in browser asks for its access token now, alongside the page's code, rather than after the
// first render (SessionManager's start-up check then finds it under way and waits for the same answer),
// and fetches its header's account menu.
if (store.getState().session.status === 'checking') {
  void restoreSession(store);
  preloadUserMenu();
}

/**
 * A prerendered page (`/`, `/shop`, `/checkout`: web/prerender.config.ts) arrives painted. Once the page's
 * code is here, the app takes it over in place, region by region (src/app/takeover.tsx), with no spinner
 * between the two.
 */
const prerendered = container.hasAttribute('data-prerendered')
  ? PRERENDERED_PAGES[window.location.pathname]
  : undefined;
void (prerendered?.preload() ?? Promise.resolve())
  // Code that fails to load shows the error page, as on any other route.
  .catch(() => undefined)
  // The page's modules are evaluated in the task their code arrived in; the theme comes in a task after it.
  .then(nextTask)
  .then(() => {
    deriveThemeTokens();
    return nextTask();
  })
  .then(() => {
    const app = (
      <StrictMode>
        <AppProviders store={store}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>
    );
    // The page is the app's from here (the end-to-end tests wait for this before they use a prerendered page).
    container.removeAttribute('data-prerendered');
    if (prerendered) {
      // The app adopts the prerendered page as it stands (hydration) rather than drawing it again: a page's
      // worth of DOM built, styled and laid out anew costs a long task (issue 14). Its regions keep their
      // markup until their turns. The page's own markup around them is the app's first render where that
      // render is the prerendered one (a guest's page); otherwise (/checkout, drawn for a guest and a
      // signed-in buyer at once) the page is a region too, drawn in a turn of its own.
      keepPrerenderedRegions(container, firstRenderIsPrerendered() ? ['page'] : []);
      hydrateRoot(container, app);
    } else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
  });

/** Whether the app's first render of this prerendered page draws what its HTML holds, outside its regions. */
function firstRenderIsPrerendered(): boolean {
  const page = PAGE_DOCUMENTS.find((candidate) => candidate.address === window.location.pathname);
  return page?.prerender === 'guest';
}

// Offline support (service worker, offline banner, queued cart changes) loads after the page has, in a task
// of its own: a prerendered page has often finished loading as this module runs, and its load event then
// comes inside the same long task.
const startOfflineSupport = () =>
  setTimeout(
    () => void import('./features/offline/offline-support.js').then((m) => m.startOfflineSupport(store)),
  );
if (document.readyState === 'complete') startOfflineSupport();
else window.addEventListener('load', startOfflineSupport, { once: true });
