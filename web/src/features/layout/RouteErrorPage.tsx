import { useEffect } from 'react';
import { Button, Result } from 'antd';
import { OfflinePage } from '../offline/OfflinePage.js';

/** A page that crashed, or whose code could not be fetched on a dropped connection: say so, offer a reload. */
export function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => console.error('Route error:', error), [error]);
  if (!navigator.onLine) return <OfflinePage />;
  return (
    <Result
      status="error"
      title="Something went wrong"
      subTitle="The page could not be shown. Check your connection and try again."
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  );
}
