import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { Provider } from 'react-redux';
import { ToastBridge } from '../components/ToastBridge.js';
import { SessionManager } from '../features/session/SessionManager.js';
import type { AppStore } from './store.js';
import { theme } from './theme.js';

/** Store, theme (set once, docs/web-ui.md), the toast holder, and the session's background work. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme} locale={enGB}>
        <ToastBridge />
        <SessionManager />
        {children}
      </ConfigProvider>
    </Provider>
  );
}
