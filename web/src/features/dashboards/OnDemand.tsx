import { Suspense, useState, type ReactNode } from 'react';
import { Spin } from 'antd';

/**
 * A dialog or drawer whose code (React.lazy) loads when it is first opened, not with its page
 * (issue 14's budget): a spinner covers the page meanwhile. Once opened it stays mounted, so its
 * closing animation runs and reopening is instant.
 */
export function OnDemand({ open, children }: { open: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return <Suspense fallback={<Spin fullscreen description="Loading…" />}>{children}</Suspense>;
}
