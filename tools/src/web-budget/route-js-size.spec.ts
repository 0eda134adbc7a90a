import { describe, expect, it } from '@jest/globals';
import { routeCoverageProblems } from './route-coverage.js';
import type { RouteBudget } from './route-budgets.js';
import { judgeRoutes, staleCeilings } from './route-ceilings.js';
import { formatBudgetTable, htmlScriptFiles, measureRoutes, type ViteManifest } from './route-js-size.js';

// entry → vendor (shared) ; home → vendor, card ; admin → vendor, chart (and lazily the editor)
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['home', 'admin'],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_vendor.js'] },
  '_chart.js': { file: 'assets/chart.js', imports: ['_card.js'] },
  '_styles.css': { file: 'assets/styles.css' },
  home: { file: 'assets/home.js', imports: ['_card.js', '_styles.css'] },
  admin: { file: 'assets/admin.js', imports: ['_chart.js', 'index.html'], dynamicImports: ['editor'] },
  editor: { file: 'assets/editor.js' },
};
const gzipBytes: Record<string, number> = {
  'assets/index.js': 10_000,
  'assets/vendor.js': 40_000,
  'assets/react.js': 50_000,
  'assets/card.js': 5_000,
  'assets/chart.js': 60_000,
  'assets/home.js': 2_000,
  'assets/admin.js': 3_000,
  'assets/editor.js': 90_000,
  'assets/preloaded.js': 1_500,
  'assets/styles.css': 99_000,
};
const budgets: RouteBudget[] = [
  { route: '/', modules: ['home'], budgetKb: 150 },
  { route: '/admin', modules: ['admin'], budgetKb: 150 },
];
const size = (file: string) => gzipBytes[file]!;

describe('measureRoutes', () => {
  it('sums the entry, its static imports and the route chunk with its static imports, each file once, JS only', () => {
    const [home, admin] = measureRoutes(manifest, [], budgets, size);
    // index + vendor + react + card + home = 107 000 bytes; the CSS is not JS.
    expect(home).toEqual({ route: '/', files: 5, gzipKb: 107, budgetKb: 150, over: false });
    // index + vendor + react + card + chart + admin = 168 000; the lazily imported editor is not initial.
    expect(admin).toEqual({ route: '/admin', files: 6, gzipKb: 168, budgetKb: 150, over: true });
  });

  it('counts what index.html preloads even when nothing imports it statically', () => {
    const [home] = measureRoutes(manifest, ['assets/index.js', 'assets/preloaded.js'], budgets, size);
    expect(home).toMatchObject({ files: 6, gzipKb: 108.5 });
  });

  it('fails loudly when a route names a module the build does not have', () => {
    expect(() =>
      measureRoutes(manifest, [], [{ route: '/x', modules: ['gone'], budgetKb: 1 }], size),
    ).toThrow('gone is not in the Vite manifest');
  });
});

describe('htmlScriptFiles', () => {
  it('reads the entry script and the modulepreloads, not stylesheets or icons', () => {
    const html = `<link rel="icon" href="/favicon.svg" />
      <script type="module" crossorigin src="/assets/index-A.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-B.js">
      <link rel="stylesheet" crossorigin href="/assets/index-C.css">`;
    expect(htmlScriptFiles(html)).toEqual(['assets/index-A.js', 'assets/react-B.js']);
  });
});

describe('judgeRoutes and formatBudgetTable', () => {
  it('passes a route within budget, holds one over budget within its ceiling, fails one over both', () => {
    const rows = measureRoutes(manifest, [], budgets, size);
    expect(judgeRoutes(rows, { '/admin': 170 }).map((row) => row.result)).toEqual(['PASS', 'HELD']);
    expect(judgeRoutes(rows, { '/admin': 167.9 }).map((row) => row.result)).toEqual(['PASS', 'FAIL']);
    expect(judgeRoutes(rows, {}).map((row) => row.result)).toEqual(['PASS', 'FAIL']);
  });

  it('names ceilings of unknown routes and of routes that meet their budget', () => {
    const verdicts = judgeRoutes(measureRoutes(manifest, [], budgets, size), { '/': 120, '/gone': 200 });
    expect(staleCeilings(verdicts, { '/': 120, '/gone': 200 })).toEqual([
      'ceiling for /: it meets its budget now, drop the ceiling',
      'ceiling for /gone: no such route',
    ]);
    expect(staleCeilings(verdicts, { '/admin': 170 })).toEqual([]);
  });

  it('prints one line per route with its budget, ceiling and result', () => {
    const rows = judgeRoutes(measureRoutes(manifest, [], budgets, size), { '/admin': 170 });
    const table = formatBudgetTable(rows).split('\n');
    expect(table[0]).toMatch(/^route\s+files\s+KB gzip\s+budget\s+ceiling\s+result$/);
    expect(table[1]).toMatch(/^\/\s+5\s+107\.0\s+150\s+-\s+PASS$/);
    expect(table[2]).toMatch(/^\/admin\s+6\s+168\.0\s+150\s+170\s+HELD$/);
  });
});

describe('routeCoverageProblems', () => {
  const routesSource = `
    const HomePage = lazy(() => import('../features/home/HomePage.js').then((m) => ({ default: m.HomePage })));
    const ErrorPage = lazy(() => import('../features/layout/ErrorPage.js'));
    const ShopPage = lazy(() =>
      import('../features/shop/ShopPage.js').then((m) => ({ default: m.ShopPage })),
    );
    export const routes = [{ index: true, element: <HomePage /> }, { path: 'shop', element: <ShopPage /> }];`;
  const rows: RouteBudget[] = [
    { route: '/', modules: ['src/features/home/HomePage.tsx'], budgetKb: 150 },
    { route: '/shop', modules: ['src/features/shop/ShopPage.tsx'], budgetKb: 150 },
  ];

  it('accepts rows that cover every lazy module and route path', () => {
    expect(routeCoverageProblems(routesSource, rows, ['src/features/layout/ErrorPage.tsx'])).toEqual([]);
  });

  it('names a new lazy page and a new path that have no row', () => {
    const withNewRoute = routesSource.replace(
      '];',
      `, { path: 'deals', element: <DealsPage /> }];
      const DealsPage = lazy(() => import('../features/deals/DealsPage.js'));`,
    );
    expect(routeCoverageProblems(withNewRoute, rows, ['src/features/layout/ErrorPage.tsx'])).toEqual([
      'src/features/deals/DealsPage.tsx is lazy-loaded by routes.tsx but no budget row names it',
      "route path 'deals' of routes.tsx has no budget row",
    ]);
  });
});
