import { lazy } from 'react';

/**
 * What antd's Card gets for `import Tabs from '../tabs'` in bundles (vite.config.ts): Card renders
 * Tabs only for its `tabList` prop, which no page uses, yet the import brought Tabs, Dropdown and
 * Menu (~15 KB gzip) onto every page with a card, the storefront's included. Should a page use
 * `tabList`, the real Tabs load then, inside the route's Suspense.
 */
const CardTabs = lazy(() => import('antd/es/tabs/index.js'));
export default CardTabs;
