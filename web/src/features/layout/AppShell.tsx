import { RouteOutlet } from '../../app/route-outlet.js';
import { TakeoverRegion } from '../../app/takeover.js';
import { AppFooter } from './AppFooter.js';
import { AppHeader } from './AppHeader.js';

/** Storefront pages: header, centred content, footer (docs/web-ui.md "Pages by kind"). */
export function AppShell() {
  return (
    <div className="ihe-page">
      <TakeoverRegion id="header">
        <AppHeader />
      </TakeoverRegion>
      <main className="ihe-main" id="main">
        <RouteOutlet />
      </main>
      <TakeoverRegion id="footer">
        <AppFooter />
      </TakeoverRegion>
    </div>
  );
}
