import { useEffect } from 'react';
import { Button, notification } from 'antd';

export const UPDATE_TEXT = {
  title: 'A new version of Ihe Market is ready',
  description: 'Reload to start using it. Your cart is kept.',
  reload: 'Reload',
} as const;

const KEY = 'app-update';

/**
 * Tells the user a new version is waiting (the service worker holds it until asked) and offers
 * "Reload"; closing it keeps the current version until the next visit.
 */
export function UpdatePrompt({ waiting, onReload }: { waiting: boolean; onReload: () => void }) {
  const [api, holder] = notification.useNotification();
  useEffect(() => {
    if (!waiting) return;
    api.open({
      key: KEY,
      type: 'info',
      title: UPDATE_TEXT.title,
      description: UPDATE_TEXT.description,
      duration: false,
      placement: 'bottomRight',
      actions: (
        <Button type="primary" onClick={onReload}>
          {UPDATE_TEXT.reload}
        </Button>
      ),
    });
    return () => api.destroy(KEY);
  }, [api, waiting, onReload]);
  return holder;
}
