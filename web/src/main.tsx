import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import 'antd/dist/reset.css';
import './app/global.css';
import { AppProviders } from './app/AppProviders.js';
import { AppRoutes } from './app/router.js';
import { createAppStore } from './app/store.js';

const store = createAppStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);

// Offline support (service worker, offline banner, queued cart changes) loads after the page has.
window.addEventListener(
  'load',
  () => void import('./features/offline/offline-support.js').then((m) => m.startOfflineSupport(store)),
  { once: true },
);
