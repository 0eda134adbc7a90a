import { lazy, Suspense } from 'react';
import type { ResultProps } from 'antd';

// The deep path keeps Result (~11 KB gzip with its illustrations) in a chunk of its own.
const Result = lazy(() => import('antd/es/result/index.js'));

/**
 * antd's Result for a state a page seldom reaches (its list failed to load): loaded when shown, so
 * the storefront's first load does not carry it (issue 14's budget).
 */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
