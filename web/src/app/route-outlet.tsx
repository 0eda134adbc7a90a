import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading.js';

/**
 * A layout's page, in a Suspense boundary of its own for each address: a page whose code is still on its way
 * goes with its address, and the next page never waits behind it.
 */
export function RouteOutlet() {
  const { pathname } = useLocation();
  return (
    <Suspense key={pathname} fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
