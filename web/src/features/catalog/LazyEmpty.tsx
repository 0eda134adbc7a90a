import { lazy, Suspense } from 'react';
import type { EmptyProps } from 'antd';

// The deep path keeps Empty (~2 KB gzip with its illustration) in a chunk of its own.
const Empty = lazy(() => import('antd/es/empty/index.js'));

/**
 * antd's Empty for a list that came back with nothing: loaded when shown, after the list's answer, so the
 * storefront's first load does not carry it (issue 14's budget). Its box keeps Empty's height meanwhile.
 */
export function LazyEmpty(props: EmptyProps) {
  return (
    <Suspense fallback={<div className={props.className} style={{ minHeight: 160 }} />}>
      <Empty {...props} />
    </Suspense>
  );
}
