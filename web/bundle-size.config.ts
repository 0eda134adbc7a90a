import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Bundle-only changes that keep the pages' JavaScript small (issue 14's budget, `npm run web:budget`).
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
const CSS_CACHE_EDITS: [string, string][] = [
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

/** Each edit's code must be found, or the build fails: a new antd changed what the edit assumed. */
function applyEdits(id: string, code: string, edits: [string, string][]): string {
  return edits.reduce((source, [from, to]) => {
    if (!source.includes(from)) throw new Error(`${id} changed: review bundle-size.config.ts`);
    return source.replace(from, to);
  }, code);
}

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

const antdModule = (path: string) =>
  new RegExp(`[\\\\/]antd[\\\\/]es[\\\\/]${path.replaceAll('/', '[\\\\/]')}\\.js$`);
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

/** flattenKeys as FilterDropdown.js has it; useFilter keeps a copy, which must stay its equal. */
const FLATTEN_KEYS = `export function flattenKeys(filters) {
  let keys = [];
  (filters || []).forEach(({
    value,
    children
  }) => {
    keys.push(value);
    if (children) {
      keys = [].concat(_toConsumableArray(keys), _toConsumableArray(flattenKeys(children)));
    }
  });
  return keys;
}`;
/** One chunk for all of them: separate ones split the shared code into more, smaller files on every page. */
const ANTD_EXTRAS = '\0antd-extras';
const ANTD_EXTRAS_CODE = `export { default as FilterDropdown } from 'antd/es/table/hooks/useFilter/FilterDropdown.js';
export { default as Checkbox } from 'antd/es/checkbox/index.js';
export { default as Dropdown } from 'antd/es/dropdown/index.js';
export { default as Radio } from 'antd/es/radio/index.js';
export { default as RcVirtualTable } from 'antd/es/table/RcTable/VirtualTable.js';
export { default as Select } from 'antd/es/select/index.js';
export { default as Editable } from 'antd/es/typography/Editable.js';`;
/** A component whose code loads when it first renders, showing `fallback` until then. */
const onDemand = (name: string, fallback: string) =>
  `const ${name}Loaded = React.lazy(() => import('${ANTD_EXTRAS}').then(m => ({ default: m.${name} })));
const ${name} = React.forwardRef((props, ref) => React.createElement(React.Suspense, { fallback: ${fallback} }, React.createElement(${name}Loaded, { ...props, ref })));`;
/** [module, [code replaced, what replaces it]…]: each must be found, or the build fails (a new antd changed it). */
const ANTD_EDITS: [RegExp, [string, string][]][] = [
  // The column's title shows while its filter dropdown loads.
  [
    antdModule('table/hooks/useFilter/index'),
    [
      [
        "import FilterDropdown, { flattenKeys } from './FilterDropdown';",
        `${onDemand('FilterDropdown', 'props.children')}\n${FLATTEN_KEYS.replace('export ', '')}`,
      ],
    ],
  ],
  [antdModule('table/hooks/useFilter/FilterDropdown'), [[FLATTEN_KEYS, FLATTEN_KEYS]]],
  // The selection column's boxes and menu appear once loaded.
  [
    antdModule('table/hooks/useSelection'),
    [
      ["import Checkbox from '../../checkbox';", onDemand('Checkbox', 'null')],
      ["import Dropdown from '../../dropdown';", onDemand('Dropdown', 'null')],
      ["import Radio from '../../radio';", onDemand('Radio', 'null')],
    ],
  ],
  // A table with `virtual` rows renders once its code loaded.
  [
    antdModule('table/InternalTable'),
    [["import RcVirtualTable from './RcTable/VirtualTable';", onDemand('RcVirtualTable', 'null')]],
  ],
  // Typography's editing box (TextArea) shows once loaded.
  [
    antdModule('typography/Base/index'),
    [["import Editable from '../Editable';", onDemand('Editable', 'null')]],
  ],
  // The page-size menu (Select) shows once loaded.
  [antdModule('pagination/Pagination'), [["import Select from '../select';", onDemand('Select', 'null')]]],
];

/**
 * Parts of antd components that no page uses, loaded only when one does: Table's filter dropdown (for
 * columns with `filters` or `filterDropdown`; filters live above the tables, in the URL), its selection
 * column (`rowSelection`) and virtual rows (`virtual`), Pagination's page-size menu (every page sets
 * `showSizeChanger: false`), Typography's `editable` box (its TextArea). They brought Tree, Checkbox,
 * Radio, Dropdown, Empty, Select and its virtual list onto every table page, TextArea onto every page.
 */
const antdExtrasOnDemand: Plugin = {
  name: 'antd-extras-on-demand',
  apply: 'build',
  resolveId: (source) => (source === ANTD_EXTRAS ? ANTD_EXTRAS : null),
  load: (id) => (id === ANTD_EXTRAS ? ANTD_EXTRAS_CODE : null),
  transform(code, id) {
    const edits = ANTD_EDITS.find(([module]) => module.test(id));
    return edits ? applyEdits(id, code, edits[1]) : null;
  },
};

/**
 * Everything the entry imports statically (rolldown's `$initial`: what every page loads first) goes in one
 * chunk. Left to itself rolldown split it by which lazy pages share each module: ~50 small files, each
 * compressed on its own and wired to the others by imports (159 KB gzip; 140 KB as one file).
 * Only those modules: their static imports are `$initial` too, so no lazy page's code is pulled in.
 */
const shellInOneChunk: Plugin = {
  name: 'shell-in-one-chunk',
  apply: 'build',
  config: () => ({
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: 'shell', tags: ['$initial'], includeDependenciesRecursively: false }],
          },
        },
      },
    },
  }),
};

const rcSelectModule = (path: string) =>
  new RegExp(`[\\\\/]@rc-component[\\\\/]select[\\\\/]es[\\\\/]${path.replaceAll('/', '[\\\\/]')}\\.js$`);
/** One chunk for both: they load together on a page whose select opens. */
const SELECT_EXTRAS = '\0select-extras';
const SELECT_EXTRAS_CODE = `export { default as OptionList } from '@rc-component/select/es/OptionList.js';
export { default as MultipleContent } from '@rc-component/select/es/SelectInput/Content/MultipleContent.js';`;
/** Like onDemand above, from SELECT_EXTRAS. */
const selectOnDemand = (name: string, fallback: string) =>
  `const ${name}Loaded = React.lazy(() => import('${SELECT_EXTRAS}').then(m => ({ default: m.${name} })));
const ${name} = React.forwardRef((props, ref) => React.createElement(React.Suspense, { fallback: ${fallback} }, React.createElement(${name}Loaded, { ...props, ref })));`;
/** [module, [code replaced, what replaces it]…]: each must be found, or the build fails (a new rc-select changed it). */
const SELECT_EDITS: [RegExp, [string, string][]][] = [
  // The open dropdown holds an option's height of space while its list loads. A page with a select
  // fetches the list when the browser is next idle, so it is there by the time someone opens one.
  [
    rcSelectModule('Select'),
    [
      [
        'import OptionList from "./OptionList";',
        `${selectOnDemand('OptionList', "React.createElement('div', { style: { height: 32 } })")}
(globalThis.requestIdleCallback ?? setTimeout)(() => void import('${SELECT_EXTRAS}'));`,
      ],
    ],
  ],
  // Only `mode="multiple"` or `"tags"` renders it (no page does): the box shows once loaded.
  [
    rcSelectModule('SelectInput/Content/index'),
    [['import MultipleContent from "./MultipleContent";', selectOnDemand('MultipleContent', 'null')]],
  ],
  // antd's own docs render a select's dropdown alone with it (_util/PurePanel); no page does.
  [
    antdModule('select/index'),
    [
      ["import genPurePanel from '../_util/PurePanel';", ''],
      ["const PurePanel = genPurePanel(Select, 'popupAlign');", ''],
      ['Select._InternalPanelDoNotUseOrYouWillBeFired = PurePanel;', ''],
    ],
  ],
];

/**
 * A select's option list (with @rc-component/virtual-list) renders only once the select opens, and the
 * multiple-choice box (with @rc-component/overflow) only for `mode="multiple"`: both load on demand,
 * not with every page that has a filter select (~9 KB gzip); antd's debug panel of the select is left
 * out. The list is fetched when the browser is idle after a page with a select loads; keys pressed in a
 * select opened before it arrived are not handled (as with no options).
 */
const selectExtrasOnDemand: Plugin = {
  name: 'select-extras-on-demand',
  apply: 'build',
  resolveId: (source) => (source === SELECT_EXTRAS ? SELECT_EXTRAS : null),
  load: (id) => (id === SELECT_EXTRAS ? SELECT_EXTRAS_CODE : null),
  transform(code, id) {
    const edits = SELECT_EDITS.find(([module]) => module.test(id));
    return edits ? applyEdits(id, code, edits[1]) : null;
  },
};

/** Each chunk's static imports, as the bundle has them when Vite writes its preload lists. */
const staticImports = new Map<string, string[]>();
/** The chunks loaded (and run) before `chunk`'s code runs: itself and its static imports, transitively. */
function loadedWith(chunk: string, loaded = new Set<string>()): Set<string> {
  if (loaded.has(chunk)) return loaded;
  const imports = staticImports.get(chunk);
  if (!imports)
    throw new Error(`${chunk} is not in the bundle: review bundle-size.config.ts (preloadsWithoutLoaded)`);
  loaded.add(chunk);
  imports.forEach((imported) => loadedWith(imported, loaded));
  return loaded;
}

/**
 * Before a lazy import, Vite preloads the imported chunk's dependencies, listing them in the importing
 * chunk (`__vite__mapDeps`); the lists also name the chunks the importer itself imports statically,
 * which are loaded before its code can run (the entry in every list, a page's own components in its
 * dialogs' lists). Those are left out: the same files load, and the lists of every page get shorter.
 * index.html's preloads stay as they are.
 */
const preloadsWithoutLoaded: Plugin = {
  name: 'preloads-without-loaded',
  apply: 'build',
  config: () => ({
    build: {
      modulePreload: {
        resolveDependencies: (_file, deps, { hostId, hostType }) => {
          if (hostType !== 'js') return deps;
          const loaded = loadedWith(hostId);
          return deps.filter((dep) => !loaded.has(dep));
        },
      },
    },
  }),
  generateBundle: {
    // Before Vite's own hook writes the lists.
    order: 'pre',
    handler(_options, bundle) {
      staticImports.clear();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') staticImports.set(output.fileName, output.imports);
      }
    },
  },
};

/**
 * One chunk for all of them, as antd-extras (not inside it: every chunk that imports a lazy module lists all
 * that module's files, so antd-extras' importers would list these too).
 */
const FORM_EXTRAS = '\0antd-form-extras';
const FORM_EXTRAS_CODE = `export { default as OTP } from 'antd/es/input/OTP/index.js';
export { default as Search } from 'antd/es/input/Search.js';
export { default as Dragger } from 'antd/es/upload/Dragger.js';
export { default as Progress } from 'antd/es/progress/index.js';
export { default as TabsDropdown } from '@rc-component/dropdown';
export { default as TabsMenu, MenuItem as TabsMenuItem } from '@rc-component/menu';`;
/** As onDemand: `name` in scope is what renders `exported` once its code loaded. */
const formExtra = (name: string, exported: string, fallback: string) =>
  `const ${name}Loaded = React.lazy(() => import('${FORM_EXTRAS}').then(m => ({ default: m.${exported} })));
const ${name} = React.forwardRef((props, ref) => React.createElement(React.Suspense, { fallback: ${fallback} }, React.createElement(${name}Loaded, { ...props, ref })));`;
const rcModule = (path: string) =>
  new RegExp(`[\\\\/]@rc-component[\\\\/]${path.replaceAll('/', '[\\\\/]')}\\.js$`);
const WITH_REACT = "import * as React from 'react';\n";
/** [module, [code replaced, what replaces it]…]: each must be found, or the build fails (a new antd changed it). */
const FORM_EDITS: [RegExp, [string, string][]][] = [
  // Input.OTP and Input.Search render once loaded: no page has an OTP, and search boxes import Search itself.
  [
    antdModule('input/index'),
    [
      ["import OTP from './OTP';", WITH_REACT + formExtra('OTP', 'OTP', 'null')],
      ["import Search from './Search';", formExtra('Search', 'Search', 'null')],
    ],
  ],
  // Upload.Dragger (no page has it) renders once loaded.
  [
    antdModule('upload/index'),
    [["import Dragger from './Dragger';", WITH_REACT + formExtra('Dragger', 'Dragger', 'null')]],
  ],
  // An uploading file's progress bar (the pages add files as done and send them on submit) shows once loaded.
  [
    antdModule('upload/UploadList/ListItem'),
    [["import Progress from '../../progress';", formExtra('Progress', 'Progress', 'null')]],
  ],
  // Form's scrollToField (no page scrolls to a field, nor sets scrollToFirstError) scrolls once its helper loaded.
  [
    antdModule('form/hooks/useForm'),
    [
      [
        "import scrollIntoView from 'scroll-into-view-if-needed';",
        "const scrollIntoView = (node, options) => void import('scroll-into-view-if-needed').then(m => m.default(node, options));",
      ],
    ],
  ],
  // Tabs' "more" menu (for tabs that do not fit; never on phones) loads when some tab is hidden: until
  // then its button stands alone, measured as before.
  [
    rcModule('tabs/es/TabNavList/OperationNode'),
    [
      [
        "import Dropdown from '@rc-component/dropdown';\nimport Menu, { MenuItem } from '@rc-component/menu';",
        `${formExtra('Dropdown', 'TabsDropdown', 'props.children')}
${formExtra('Menu', 'TabsMenu', 'null')}
${formExtra('MenuItem', 'TabsMenuItem', 'null')}
const MoreButtonAlone = props => props.children;`,
      ],
      [
        'const moreNode = mobile ? null : /*#__PURE__*/React.createElement(Dropdown, _extends({',
        'const moreNode = mobile ? null : /*#__PURE__*/React.createElement(tabs.length ? Dropdown : MoreButtonAlone, _extends({',
      ],
    ],
  ],
];

/**
 * Parts of antd's form controls and Tabs that no page uses, loaded only when one does: Input.OTP and
 * Input.Search, Upload.Dragger, the upload list's progress bar, Tabs' overflow menu (rc-menu,
 * rc-dropdown). They weighed on every form page and every Tabs page.
 */
const formExtrasOnDemand: Plugin = {
  name: 'antd-form-extras-on-demand',
  apply: 'build',
  resolveId: (source) => (source === FORM_EXTRAS ? FORM_EXTRAS : null),
  load: (id) => (id === FORM_EXTRAS ? FORM_EXTRAS_CODE : null),
  transform(code, id) {
    const edits = FORM_EDITS.filter(([module]) => module.test(id)).flatMap(([, pairs]) => pairs);
    return edits.length ? applyEdits(id, code, edits) : null;
  },
};

/**
 * antd's overlay base (portal, trigger, resize observer, motion helpers) in one chunk: every role-area and
 * form page loads all of it, the storefront's landing pages none. Left to itself rolldown split it by
 * which lazy parts reach each piece (Tabs' menu, now on demand, stopped bringing the trigger with the
 * resize observer): more, smaller files, compressed apart, on every page.
 */
const overlayBaseInOneChunk: Plugin = {
  name: 'overlay-base-in-one-chunk',
  apply: 'build',
  config: () => ({
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'overlay-base',
                includeDependenciesRecursively: false,
                test: /[\\/]node_modules[\\/](@rc-component[\\/](portal|trigger|resize-observer)[\\/]|@rc-component[\\/]util[\\/]es[\\/](Dom[\\/]shadow|getScrollBarSize)\.js$|antd[\\/]es[\\/](_util|style[\\/]motion)[\\/]motion\.js$)/,
              },
              // Likewise the success and warning icons (Alert, Form, Result, Progress…): one file, not two.
              {
                name: 'status-icons',
                includeDependenciesRecursively: false,
                test: /[\\/]@ant-design[\\/]icons(-svg)?[\\/]es[\\/](asn|icons)[\\/](CheckCircleFilled|ExclamationCircleFilled)\.js$/,
              },
            ],
          },
        },
      },
    },
  }),
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
    antdExtrasOnDemand,
    shellInOneChunk,
    selectExtrasOnDemand,
    preloadsWithoutLoaded,
    formExtrasOnDemand,
    overlayBaseInOneChunk,
    tooltipWithoutUniqueProvider,
  ];
}
