import path from 'node:path';
import type { RouteBudget } from './route-budgets.js';

/**
 * Problems that keep the budget rows out of step with web/src/app/routes.tsx: a lazy module no row
 * (nor the not-a-route list) names, or a route path segment no row's path ends with.
 */
export function routeCoverageProblems(
  routesSource: string,
  budgets: RouteBudget[],
  notRouteModules: string[],
): string[] {
  const covered = new Set([...budgets.flatMap((row) => row.modules), ...notRouteModules]);
  const lazyModules = [...routesSource.matchAll(/lazy\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map((match) =>
    // routes.tsx sits in src/app and imports `.js` names of `.tsx` sources.
    path.posix.join('src/app', match[1]!).replace(/\.js$/, '.tsx'),
  );
  const segments = [...routesSource.matchAll(/\bpath:\s*'([^']+)'/g)].map((match) => match[1]!);
  const problems = lazyModules
    .filter((module) => !covered.has(module))
    .map((module) => `${module} is lazy-loaded by routes.tsx but no budget row names it`);
  for (const segment of segments) {
    const tail = segment === '/' ? '' : `/${segment}`;
    if (!budgets.some((row) => row.route.endsWith(tail) && (tail !== '' || row.route === '/'))) {
      problems.push(`route path '${segment}' of routes.tsx has no budget row`);
    }
  }
  return problems;
}
