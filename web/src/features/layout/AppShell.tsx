import { RouteOutlet } from '../../app/route-outlet.js';
import { Suspense } from 'react';
import { AppFooter } from './AppFooter.js';
import { AppHeader } from './AppHeader.js';

/**
 * Storefront pages: header, centred content, footer (docs/web-ui.md "Pages by kind"). On a prerendered
 * page the header and the footer are Suspense boundaries: React hydrates each on its own, so the page's
 * hydration comes in pieces that input can go between (selective hydration).
 */
export function AppShell() {
  return (
    <div className="ihe-page">
      <Suspense>
        <AppHeader />
      </Suspense>
      <main className="ihe-main" id="main">
        <RouteOutlet />
      </main>
      <Suspense>
        <AppFooter />
      </Suspense>
    </div>
  );
}
