import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { NOT_ROUTE_MODULES, ROUTE_BUDGETS } from './route-budgets.js';
import { judgeRoutes, ROUTE_CEILINGS_KB, staleCeilings } from './route-ceilings.js';
import { routeCoverageProblems } from './route-coverage.js';
import { formatBudgetTable, htmlScriptFiles, measureRoutes, type ViteManifest } from './route-js-size.js';

/**
 * `npm run web:budget` (after the web build, and in CI): each route's initial JS against its gzip budget, or,
 * while a route is over it, against its ceiling (route-ceilings.ts).
 */
const web = fileURLToPath(new URL('../../../web/', import.meta.url));
const dist = `${web}dist/`;
const read = (file: string) => readFileSync(file, 'utf8');

/**
 * The built app runs on react-dom (issue 54): its code is in the bundle (React's minified errors point at
 * react.dev), and no other runtime is.
 */
function runtimeProblems(): string[] {
  const code = readdirSync(`${dist}assets`)
    .filter((file) => file.endsWith('.js'))
    .map((file) => read(`${dist}assets/${file}`))
    .join('\n');
  return [
    ...(code.includes('react.dev/errors/') ? [] : ['the bundle has no react-dom in it']),
    ...(/preact|__PREACT_DEVTOOLS__/i.test(code) ? ['the bundle has Preact in it'] : []),
  ];
}

try {
  const problems = [
    ...routeCoverageProblems(read(`${web}src/app/routes.tsx`), ROUTE_BUDGETS, NOT_ROUTE_MODULES),
    ...runtimeProblems(),
  ];
  const manifest = JSON.parse(read(`${dist}.vite/manifest.json`)) as ViteManifest;
  const rows = measureRoutes(
    manifest,
    htmlScriptFiles(read(`${dist}index.html`)),
    ROUTE_BUDGETS,
    (file) => gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length,
  );
  const verdicts = judgeRoutes(rows, ROUTE_CEILINGS_KB);
  console.log(formatBudgetTable(verdicts));
  const held = verdicts.filter((row) => row.result === 'HELD').map((row) => row.route);
  const failed = verdicts.filter((row) => row.result === 'FAIL').map((row) => row.route);
  const passed = verdicts.length - held.length - failed.length;
  console.log(
    `${passed} of ${verdicts.length} routes within budget; ${held.length} over budget, held at their ceiling`,
  );
  [...problems, ...staleCeilings(verdicts, ROUTE_CEILINGS_KB)].forEach((problem) => console.error(problem));
  if (failed.length > 0) console.error(`over budget and over ceiling: ${failed.join(', ')}`);
  process.exitCode = problems.length > 0 || failed.length > 0 ? 1 : 0;
} catch (error) {
  console.error(`web budget failed: ${(error as Error).message} (run the web build with its manifest first)`);
  process.exitCode = 1;
}
