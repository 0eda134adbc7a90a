import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { NOT_ROUTE_MODULES, ROUTE_BUDGETS } from './route-budgets.js';
import { routeCoverageProblems } from './route-coverage.js';
import { formatBudgetTable, htmlScriptFiles, measureRoutes, type ViteManifest } from './route-js-size.js';

/** `npm run web:budget` (after the web build): each route's initial JS against its gzip budget. */
const web = fileURLToPath(new URL('../../../web/', import.meta.url));
const dist = `${web}dist/`;
const read = (file: string) => readFileSync(file, 'utf8');

try {
  const problems = routeCoverageProblems(read(`${web}src/app/routes.tsx`), ROUTE_BUDGETS, NOT_ROUTE_MODULES);
  const manifest = JSON.parse(read(`${dist}.vite/manifest.json`)) as ViteManifest;
  const rows = measureRoutes(
    manifest,
    htmlScriptFiles(read(`${dist}index.html`)),
    ROUTE_BUDGETS,
    (file) => gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length,
  );
  console.log(formatBudgetTable(rows));
  problems.forEach((problem) => console.error(problem));
  const over = rows.filter((row) => row.over).map((row) => row.route);
  if (over.length > 0) console.error(`over budget: ${over.join(', ')}`);
  process.exitCode = problems.length > 0 || over.length > 0 ? 1 : 0;
} catch (error) {
  console.error(`web budget failed: ${(error as Error).message} (run the web build with its manifest first)`);
  process.exitCode = 1;
}
