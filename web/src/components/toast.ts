import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts for code outside React (store listeners, the session timers). The app binds antd's
 * context-aware instance at start-up (ToastBridge) so toasts follow the theme; before that,
 * the static API is the fallback.
 */
let bound: MessageInstance | null = null;

export function bindToasts(instance: MessageInstance | null): void {
  bound = instance;
}

type Level = 'success' | 'error' | 'warning' | 'info';

function show(level: Level, content: string, key?: string): void {
  const api = bound ?? message;
  void api.open({ type: level, content, key, duration: level === 'error' ? 5 : 3 });
}

export const toast = {
  success: (content: string, key?: string) => show('success', content, key),
  error: (content: string, key?: string) => show('error', content, key),
  warning: (content: string, key?: string) => show('warning', content, key),
  info: (content: string, key?: string) => show('info', content, key),
};
