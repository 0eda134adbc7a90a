import { useEffect } from 'react';
import { message } from 'antd';
import { bindToasts } from './toast.js';

/**
 * Hands a themed message instance to `toast` and renders its holder. Uses `message.useMessage`
 * rather than antd's <App>, which would also pull modal and notification into the first load.
 */
export function ToastBridge() {
  const [api, holder] = message.useMessage({ maxCount: 3 });
  useEffect(() => {
    bindToasts(api);
    return () => bindToasts(null);
  }, [api]);
  return holder;
}
