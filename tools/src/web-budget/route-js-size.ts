import type { RouteBudget } from './route-budgets.js';
import type { RouteVerdict } from './route-ceilings.js';

/** The part of Vite's `.vite/manifest.json` the budget reads: each chunk's file and static imports. */
export interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

export interface RouteJsSize {
  route: string;
  files: number;
  gzipKb: number;
  budgetKb: number;
  over: boolean;
}

const isJs = (file: string) => file.endsWith('.js');

/** Files index.html makes the browser fetch at once: the entry script and every modulepreload. */
export function htmlScriptFiles(html: string): string[] {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => /type="module"|rel="modulepreload"/.test(tag))
    .map((tag) => /(?:src|href)="\/?([^"]+)"/.exec(tag)?.[1])
    .filter((file): file is string => file !== undefined && isJs(file));
}

/** The JS files of the given chunks and everything they import statically, transitively. */
export function staticClosure(manifest: ViteManifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest (was the module renamed or moved?)`);
    if (isJs(chunk.file)) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/**
 * Initial JS of each route: what index.html loads (entry and preloads), the entry's static imports,
 * and the route's lazy modules with their static imports — each file counted once, gzip-compressed.
 */
export function measureRoutes(
  manifest: ViteManifest,
  htmlFiles: string[],
  budgets: RouteBudget[],
  gzipBytes: (file: string) => number,
): RouteJsSize[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const initial = staticClosure(manifest, entries);
  htmlFiles.forEach((file) => initial.add(file));
  return budgets.map(({ route, modules, budgetKb }) => {
    const files = new Set([...initial, ...staticClosure(manifest, modules)]);
    const bytes = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
    const gzipKb = Math.round(bytes / 100) / 10;
    return { route, files: files.size, gzipKb, budgetKb, over: gzipKb > budgetKb };
  });
}

/** Route, files, KB gzip, budget, ceiling, result — one line per route. */
export function formatBudgetTable(rows: RouteVerdict[]): string {
  const width = Math.max('route'.length, ...rows.map((row) => row.route.length));
  const line = (cells: string[]) =>
    [cells[0]!.padEnd(width), ...cells.slice(1).map((cell) => cell.padStart(8))].join('  ');
  return [
    line(['route', 'files', 'KB gzip', 'budget', 'ceiling', 'result']),
    ...rows.map((row) =>
      line([
        row.route,
        String(row.files),
        row.gzipKb.toFixed(1),
        String(row.budgetKb),
        row.ceilingKb === undefined ? '-' : String(row.ceilingKb),
        row.result,
      ]),
    ),
  ].join('\n');
}
