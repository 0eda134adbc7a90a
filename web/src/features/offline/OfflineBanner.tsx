import { Alert } from 'antd';
import { useOnline } from './online-status.js';

export const OFFLINE_TEXT = {
  title: 'You are offline',
  description:
    'Pages you have visited still open. Cart changes are kept on this device and sent when you are back online.',
} as const;

/** A polite status banner while the connection is down (kept at the foot of the screen by its container). */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert
      className="offline-banner"
      type="warning"
      banner
      showIcon
      role="status"
      aria-live="polite"
      title={OFFLINE_TEXT.title}
      description={OFFLINE_TEXT.description}
    />
  );
}
