import type { Plugin } from 'vite';
import { applyEdits, editsFor, type ModuleEdits } from './library-edits.js';

/**
 * Library modules edited to import parts lazily (with lazyExport) instead of statically, and the virtual
 * module those parts come from, if any: one chunk per set, as separate ones would split their shared code
 * into more, smaller files.
 */
export interface OnDemandChunk {
  /** The plugin's name. */
  name: string;
  /** The virtual module: its id (\0-prefixed: no file on disk) and code (the re-exports loaded together). */
  module?: { id: string; code: string };
  edits: ModuleEdits[];
}

/**
 * Code declaring `name` as a component that renders `chunk`'s export `exported` once its code has loaded,
 * and `fallback` (an expression over `props`) until then. The edited module must have React in scope. `chunk` is
 * a virtual module's id or a package's module.
 */
export const lazyExport = (chunk: string, name: string, exported: string, fallback: string) =>
  `const ${name}Loaded = React.lazy(() => import('${chunk}').then(m => ({ default: m.${exported} })));
const ${name} = React.forwardRef((props, ref) => React.createElement(React.Suspense, { fallback: ${fallback} }, React.createElement(${name}Loaded, { ...props, ref })));`;

/** The build plugin serving the chunk's virtual module and making its edits. */
export function onDemandPlugin({ name, module: virtual, edits }: OnDemandChunk): Plugin {
  return {
    name,
    apply: 'build',
    resolveId: (source) => (source === virtual?.id ? virtual.id : null),
    load: (loaded) => (loaded === virtual?.id ? virtual.code : null),
    transform(source, module) {
      const moduleEdits = editsFor(edits, module);
      return moduleEdits.length ? applyEdits(module, source, moduleEdits) : null;
    },
  };
}
