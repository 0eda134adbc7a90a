import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { ANTD_EXTRAS } from './bundle-size/antd-extras.js';
import { overlayBaseInOneChunk, preloadsWithoutLoaded, shellInOneChunk } from './bundle-size/chunking.js';
import { FORM_EXTRAS } from './bundle-size/form-extras.js';
import { iconStylesOnce } from './bundle-size/icon-styles-once.js';
import { antdModule, applyEdits, type Edit } from './bundle-size/library-edits.js';
import { startupCompiledEagerly } from './bundle-size/eager-compile.js';
import { onDemandPlugin } from './bundle-size/on-demand.js';
import { SELECT_EXTRAS } from './bundle-size/select-extras.js';
import { TOOLTIP_ON_DEMAND } from './bundle-size/tooltip-on-demand.js';

/**
 * Bundle-only changes that keep the pages' JavaScript small (issue 14's budget, `npm run web:budget`)
 * and its start-up work short.
 * The dev server and the unit tests run on React and antd unchanged.
 */
const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Bundles run on Preact's React-compatible layer instead of react-dom: ~60 KB gzip less on every page.
 * src/app/preact-dom-client.ts gives antd's copied events what they read.
 */
const preactInBundles: Plugin = {
  name: 'preact-in-bundles',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-dom\/client$/, replacement: fromHere('src/app/preact-dom-client.ts') },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
        { find: /^react(-dom)?$/, replacement: 'preact/compat' },
      ],
    },
  }),
};

const CSS_CACHE_MODULE = /[\\/]@ant-design[\\/]cssinjs[\\/]es[\\/]hooks[\\/]useGlobalCache\.js$/;
/** [the code replaced, what replaces it]: each must be found, or the build fails (a new cssinjs changed it). */
const CSS_CACHE_EDITS: Edit[] = [
  // A style missing at render is made again (what the package does in development after a hot reload).
  ["if (process.env.NODE_ENV !== 'production' && !cacheEntity) {", 'if (!cacheEntity) {'],
  // The last user's release drops the style once the commit is over, not at once.
  [
    `globalCache.opUpdate(fullPathStr, prevCache => {
        const [times = 0, cache] = prevCache || [];
        const nextCount = times - 1;
        if (nextCount === 0) {
          onCacheRemove?.(cache, false);
          effectMap.delete(fullPathStr);
          return null;
        }
        return [times - 1, cache];
      });`,
    `globalCache.opUpdate(fullPathStr, prevCache => prevCache ? [prevCache[0] - 1, prevCache[1]] : null);
      Promise.resolve().then(() => globalCache.opUpdate(fullPathStr, prevCache => {
        if (!prevCache || prevCache[0] > 0) return prevCache ?? null;
        onCacheRemove?.(prevCache[1], false);
        effectMap.delete(fullPathStr);
        return null;
      }));`,
  ],
];

/**
 * antd's style cache counts a style's users in insertion effects and drops it with the last one.
 * React runs a commit's effect cleanups only after all of it rendered, and never renders a component
 * whose effects are pending; Preact runs an unmounted component's cleanups while it still renders the
 * rest, and a suspended subtree renders again before its effects ran. Either could find its style gone
 * ("Cannot read properties of null (reading '1')": a crashed page). Styles are now released after the
 * commit and made again if missing.
 */
const cssCacheForPreact: Plugin = {
  name: 'css-cache-for-preact',
  apply: 'build',
  transform: (code, id) => (CSS_CACHE_MODULE.test(id) ? applyEdits(id, code, CSS_CACHE_EDITS) : null),
};

/** antd's Card imports Tabs for a prop no page uses: bundles load them only if one does (card-tabs.tsx). */
const cardWithoutTabs: Plugin = {
  name: 'card-without-tabs',
  apply: 'build',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === '../tabs' && /[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/.test(importer ?? '')
      ? fromHere('src/app/card-tabs.tsx')
      : null,
};

/**
 * antd's ConfigProvider imports the provider of `tooltip.unique` (one shared, moving tooltip) and with it
 * @rc-component/trigger onto every page (~8 KB gzip of the shell); no page sets that option, and one that
 * did would fail loudly (src/app/tooltip-unique-unsupported.ts).
 */
const configProviderWithoutUniqueTooltip: Plugin = {
  name: 'config-provider-without-unique-tooltip',
  apply: 'build',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === '../tooltip/UniqueProvider' && antdModule('config-provider/index').test(importer ?? '')
      ? fromHere('src/app/tooltip-unique-unsupported.ts')
      : null,
};

/**
 * antd's Tooltip carries `Tooltip.UniqueProvider` (the shared, moving tooltip) and with it rc-trigger's
 * (~1.5 KB gzip on nearly every page); like `tooltip.unique` (above), no page uses it, and one that did
 * would fail loudly.
 */
const tooltipWithoutUniqueProvider: Plugin = {
  name: 'tooltip-without-unique-provider',
  apply: 'build',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === './UniqueProvider' && antdModule('tooltip/index').test(importer ?? '')
      ? fromHere('src/app/tooltip-unique-unsupported.ts')
      : null,
};

export function bundleSizePlugins(): Plugin[] {
  return [
    preactInBundles,
    cssCacheForPreact,
    cardWithoutTabs,
    configProviderWithoutUniqueTooltip,
    onDemandPlugin(ANTD_EXTRAS),
    shellInOneChunk,
    onDemandPlugin(SELECT_EXTRAS),
    preloadsWithoutLoaded,
    onDemandPlugin(FORM_EXTRAS),
    overlayBaseInOneChunk,
    tooltipWithoutUniqueProvider,
    onDemandPlugin(TOOLTIP_ON_DEMAND),
    iconStylesOnce,
    startupCompiledEagerly,
  ];
}
