import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts for code outside React (store listeners, the session timers). The app binds antd's
 * context-aware instance at start-up (ToastBridge) so toasts follow the theme; before that,
 * the static API is the fallback, loaded on first use: antd's message stays out of the first load.
 */
let bound: MessageInstance | null = null;

export function bindToasts(instance: MessageInstance | null): void {
  bound = instance;
}

type Level = 'success' | 'error' | 'warning' | 'info';

function show(level: Level, content: string, key?: string): void {
  const open = (api: MessageInstance) =>
    void api.open({ type: level, content, key, duration: level === 'error' ? 5 : 3 });
  if (bound) open(bound);
  else void import('./static-message.js').then(({ message }) => open(message));
}

export const toast = {
  success: (content: string, key?: string) => show('success', content, key),
  error: (content: string, key?: string) => show('error', content, key),
  warning: (content: string, key?: string) => show('warning', content, key),
  info: (content: string, key?: string) => show('info', content, key),
};
