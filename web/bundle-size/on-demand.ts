import type { Plugin } from 'vite';
import { applyEdits, editsFor, type ModuleEdits } from './library-edits.js';

/**
 * A virtual module whose exports load on demand: library modules are edited to import them lazily (with
 * lazyExport) instead of statically. One chunk per set: separate ones would split their shared code into
 * more, smaller files.
 */
export interface OnDemandChunk {
  /** The plugin's name. */
  name: string;
  /** The virtual module's id (\0-prefixed: no file on disk). */
  id: string;
  /** Its code: the re-exports that load together. */
  code: string;
  edits: ModuleEdits[];
}

/**
 * Code declaring `name` as a component that renders `chunk`'s export `exported` once its code has loaded,
 * and `fallback` (an expression over `props`) until then. The edited module must have React in scope.
 */
export const lazyExport = (chunk: string, name: string, exported: string, fallback: string) =>
  `const ${name}Loaded = React.lazy(() => import('${chunk}').then(m => ({ default: m.${exported} })));
const ${name} = React.forwardRef((props, ref) => React.createElement(React.Suspense, { fallback: ${fallback} }, React.createElement(${name}Loaded, { ...props, ref })));`;

/** The build plugin serving the chunk's virtual module and making its edits. */
export function onDemandPlugin({ name, id, code, edits }: OnDemandChunk): Plugin {
  return {
    name,
    apply: 'build',
    resolveId: (source) => (source === id ? id : null),
    load: (loaded) => (loaded === id ? code : null),
    transform(source, module) {
      const moduleEdits = editsFor(edits, module);
      return moduleEdits.length ? applyEdits(module, source, moduleEdits) : null;
    },
  };
}
