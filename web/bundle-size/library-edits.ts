/** Edits of library modules in the bundle: [the code replaced, what replaces it]. */
export type Edit = [from: string, to: string];
/** A module (by resolved path) and the edits made in it. */
export type ModuleEdits = [module: RegExp, edits: Edit[]];

const packageModule = (packagePath: string) => (path: string) =>
  new RegExp(`[\\\\/]${`${packagePath}/${path}`.replaceAll('/', '[\\\\/]')}\\.js$`);
/** antd's ES module at `path` (no extension), e.g. antdModule('select/index'). */
export const antdModule = packageModule('antd/es');
/** An @rc-component package's module, e.g. rcModule('tabs/es/TabNavList/OperationNode'). */
export const rcModule = packageModule('@rc-component');

/** Each edit's code must be found, or the build fails: a new library version changed what the edit assumed. */
export function applyEdits(id: string, code: string, edits: Edit[]): string {
  return edits.reduce((source, [from, to]) => {
    if (!source.includes(from)) throw new Error(`${id} changed: review web/bundle-size`);
    return source.replace(from, to);
  }, code);
}

/** The edits of every entry whose module is `id`. */
export const editsFor = (entries: ModuleEdits[], id: string): Edit[] =>
  entries.filter(([module]) => module.test(id)).flatMap(([, edits]) => edits);
