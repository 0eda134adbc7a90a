import { useRoutes } from 'react-router-dom';
import { routes } from './routes.js';
import { TakeoverRegion } from './takeover.js';

/**
 * The route table in react-router's declarative mode. No page uses loaders, actions or fetchers, and the
 * data router that runs them costs every page ~17 KB gzip of first-load JavaScript.
 * A prerendered page is first drawn as it arrived, the page itself coming in the next turn: the app's first
 * render then only derives the theme's tokens (~30 ms at 4x CPU throttling), a task of its own.
 */
export function AppRoutes() {
  return <TakeoverRegion id="page">{useRoutes(routes)}</TakeoverRegion>;
}
