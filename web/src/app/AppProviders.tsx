import { lazy, Suspense, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { IconProvider } from '@ant-design/icons';
// The ES module: antd/locale/en_GB is CommonJS and brought a second copy of the base locale (~1.5 KB gzip).
import enGB from 'antd/es/locale/en_GB.js';
import { Provider } from 'react-redux';
import { SessionManager } from '../features/session/SessionManager.js';
import type { AppStore } from './store.js';
import { theme } from './theme.js';

/**
 * antd's ConfigProvider puts the icons' styles in the page (with the theme's others, in the prerendered
 * pages too); each icon putting them there again as it mounts, a search through the head's styles, is work
 * on every product card (issue 14).
 */
const ICONS_STYLED_BY_ANTD = { zeroRuntime: true };

// antd's message (and its notification list) load after the first render, not with it.
const ToastBridge = lazy(() =>
  import('../components/ToastBridge.js').then((m) => ({ default: m.ToastBridge })),
);

/** Store, theme (set once, docs/web-ui.md), the toast holder, and the session's background work. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme} locale={enGB}>
        <IconProvider value={ICONS_STYLED_BY_ANTD}>
          <SessionManager />
          {children}
          {/* After the page: the app's first render adopts a prerendered page's markup (main.tsx), and a
              part still loading there would claim the markup in its place. */}
          <Suspense fallback={null}>
            <ToastBridge />
          </Suspense>
        </IconProvider>
      </ConfigProvider>
    </Provider>
  );
}
