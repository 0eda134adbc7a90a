import type { Plugin } from 'vite';

/**
 * Everything the entry imports statically (rolldown's `$initial`: what every page loads first) goes in one
 * chunk. Left to itself rolldown split it by which lazy pages share each module: ~50 small files, each
 * compressed on its own and wired to the others by imports (159 KB gzip; 140 KB as one file).
 * Only those modules: their static imports are `$initial` too, so no lazy page's code is pulled in.
 */
export const shellInOneChunk: Plugin = {
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

/**
 * Small helpers most antd components share (form-status context, variants, pickAttrs, focus, the clear
 * icon) that the shell's own components do not use since the storefront's search boxes are plain markup.
 */
const SHARED_ANTD_HELPERS = new RegExp(
  [
    String.raw`antd/es/_util/(ContextIsolator|statusUtils|fallbackProp)\.js$`,
    String.raw`antd/es/(config-provider/hooks/useCSSVarCls|form/hooks/useVariants|form/context)\.js$`,
    String.raw`@rc-component/form/es/FormContext\.js$`,
    String.raw`@rc-component/util/es/(pickAttrs|Dom/focus|hooks/useControlledState|hooks/useId)\.js$`,
    String.raw`@ant-design/icons(-svg)?/es/(asn|icons)/CloseCircleFilled\.js$`,
  ]
    .map((path) => String.raw`[\\/]node_modules[\\/]` + path.replaceAll('/', String.raw`[\\/]`))
    .join('|'),
);

/**
 * antd's overlay base (portal, trigger, resize observer, motion helpers) in one chunk: every role-area and
 * form page loads all of it, the storefront's landing pages none. Left to itself rolldown split it by
 * which lazy parts reach each piece (Tabs' menu, now on demand, stopped bringing the trigger with the
 * resize observer): more, smaller files, compressed apart, on every page.
 */
export const overlayBaseInOneChunk: Plugin = {
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
              // Likewise antd's shared helpers: one file of ~3.7 KB gzip, not ten of 0.1–1.2 KB each shared by a
              // different set of pages (twelve more requests on /checkout).
              { name: 'antd-helpers', includeDependenciesRecursively: false, test: SHARED_ANTD_HELPERS },
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

/** Each chunk's static imports, as the bundle has them when Vite writes its preload lists. */
const staticImports = new Map<string, string[]>();
/** The chunks loaded (and run) before `chunk`'s code runs: itself and its static imports, transitively. */
function loadedWith(chunk: string, loaded = new Set<string>()): Set<string> {
  if (loaded.has(chunk)) return loaded;
  const imports = staticImports.get(chunk);
  if (!imports) throw new Error(`${chunk} is not in the bundle: review web/bundle-size/chunking.ts`);
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
export const preloadsWithoutLoaded: Plugin = {
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
