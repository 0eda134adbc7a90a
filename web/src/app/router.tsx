import { useRoutes } from 'react-router-dom';
import { routes } from './routes.js';

/**
 * The route table in react-router's declarative mode. No page uses loaders, actions or fetchers, and the
 * data router that runs them costs every page ~17 KB gzip of first-load JavaScript.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
