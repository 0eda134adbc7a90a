import { useLocation, useRoutes } from 'react-router-dom';
import { routes } from './routes.js';
import { TakeoverRegion, useKeptRegionsForArrivalPageOnly } from './takeover.js';

/**
 * The route table in react-router's declarative mode. No page uses loaders, actions or fetchers, and the
 * data router that runs them costs every page ~17 KB gzip of first-load JavaScript.
 * A prerendered page is first drawn as it arrived, the page itself coming in a later turn
 * (src/app/takeover.tsx): the app's first render is then little more than its providers.
 */
export function AppRoutes() {
  useKeptRegionsForArrivalPageOnly(useLocation().pathname);
  return <TakeoverRegion id="page">{useRoutes(routes)}</TakeoverRegion>;
}
