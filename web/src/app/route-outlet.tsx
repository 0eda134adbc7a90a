import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading.js';

/**
 * A layout's page, in a Suspense boundary of its own for each address. Preact keeps a boundary that is
 * waiting for a page's code waiting even when the route changes meanwhile: going back before the page had
 * arrived left the layout empty for good. A boundary per address goes with its page.
 */
export function RouteOutlet() {
  const { pathname } = useLocation();
  return (
    <Suspense key={pathname} fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
