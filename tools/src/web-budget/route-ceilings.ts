import type { RouteJsSize } from './route-js-size.js';

/**
 * Routes still over their issue-14 budget, held at the size they have reached (KB gzip, measured on the
 * build of the commit that set them, plus 3 KB for noise). CI fails a route that grows past its ceiling, so
 * over-budget routes can only get lighter; lower a ceiling when a route shrinks, drop it once the route
 * meets its budget. A route without a ceiling must meet its budget.
 */
export const ROUTE_CEILINGS_KB: Record<string, number> = {};

export type BudgetResult = 'PASS' | 'HELD' | 'FAIL';

export interface RouteVerdict extends RouteJsSize {
  ceilingKb?: number;
  result: BudgetResult;
}

/** PASS within budget; HELD over budget but within the route's ceiling; FAIL otherwise. */
export function judgeRoutes(rows: RouteJsSize[], ceilings: Record<string, number>): RouteVerdict[] {
  return rows.map((row) => {
    const ceilingKb = ceilings[row.route];
    const result: BudgetResult = !row.over
      ? 'PASS'
      : ceilingKb !== undefined && row.gzipKb <= ceilingKb
        ? 'HELD'
        : 'FAIL';
    return { ...row, ceilingKb, result };
  });
}

/** Ceilings that name no measured route, or a route that now meets its budget (time to drop them). */
export function staleCeilings(verdicts: RouteVerdict[], ceilings: Record<string, number>): string[] {
  const measured = new Map(verdicts.map((verdict) => [verdict.route, verdict]));
  return Object.keys(ceilings).flatMap((route) => {
    const verdict = measured.get(route);
    if (!verdict) return [`ceiling for ${route}: no such route`];
    return verdict.result === 'PASS'
      ? [`ceiling for ${route}: it meets its budget now, drop the ceiling`]
      : [];
  });
}
