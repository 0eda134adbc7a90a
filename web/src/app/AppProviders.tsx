import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { IconProvider } from '@ant-design/icons';
// The ES module: antd/locale/en_GB is CommonJS and brought a second copy of the base locale (~1.5 KB gzip).
import enGB from 'antd/es/locale/en_GB.js';
import { Provider } from 'react-redux';
import { SessionManager } from '../features/session/SessionManager.js';
import type { AppStore, RootState } from './store.js';
import { theme } from './theme.js';

/**
 * antd's ConfigProvider puts the icons' styles in the page with the theme's others (in the prerendered pages
 * too), so an icon does not insert them again as it mounts (@ant-design/icons' documented `zeroRuntime`).
 */
const ICONS_STYLED_BY_ANTD = { zeroRuntime: true };

// antd's message (and its notification list) load after the first render, not with it.
const ToastBridge = lazy(() =>
  import('../components/ToastBridge.js').then((m) => ({ default: m.ToastBridge })),
);

/**
 * Store, theme (set once, docs/web-ui.md), the toast holder, and the session's background work.
 * `serverState`: while a prerendered page hydrates, what its markup was drawn with (src/main.tsx).
 */
export function AppProviders({
  store,
  serverState,
  children,
}: {
  store: AppStore;
  serverState?: RootState;
  children: ReactNode;
}) {
  return (
    <Provider store={store} serverState={serverState}>
      <ConfigProvider theme={theme} locale={enGB}>
        <IconProvider value={ICONS_STYLED_BY_ANTD}>
          <SessionManager />
          {children}
          <Suspense fallback={null}>
            <ToastBridge />
          </Suspense>
          <HydratedMark />
        </IconProvider>
      </ConfigProvider>
    </Provider>
  );
}

/**
 * Once the app's first render has committed, #root loses `data-prerendered`: a prerendered page is the
 * app's from then on (the end-to-end tests wait for it).
 */
function HydratedMark() {
  useEffect(() => document.getElementById('root')?.removeAttribute('data-prerendered'), []);
  return null;
}
