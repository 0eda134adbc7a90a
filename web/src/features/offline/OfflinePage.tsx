import { useEffect, useRef } from 'react';
import { Button, Result } from 'antd';
import { WifiOutlined } from '@ant-design/icons';
import { useOnline } from './online-status.js';

export const OFFLINE_PAGE_TEXT = {
  title: 'You are offline',
  subTitle: 'This page has not been saved on this device yet. It opens as soon as you are back online.',
  retry: 'Try again',
} as const;

/** A page whose code could not be fetched without a connection: it loads by itself once back online. */
export function OfflinePage() {
  const online = useOnline();
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) window.location.reload();
  }, [online]);
  return (
    <Result
      icon={<WifiOutlined />}
      title={OFFLINE_PAGE_TEXT.title}
      subTitle={OFFLINE_PAGE_TEXT.subTitle}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {OFFLINE_PAGE_TEXT.retry}
        </Button>
      }
    />
  );
}
