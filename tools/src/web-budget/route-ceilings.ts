import type { RouteJsSize } from './route-js-size.js';

/**
 * Routes still over their budget, held at the size they have reached (KB gzip, measured on the build of the
 * commit that set them, plus 3 KB for noise; re-baselined once by issue 54, the build on React and antd as
 * they ship). CI fails a route that grows past its ceiling, so
 * over-budget routes can only get lighter; lower a ceiling when a route shrinks, drop it once the route
 * meets its budget. A route without a ceiling must meet its budget.
 */
export const ROUTE_CEILINGS_KB: Record<string, number> = {
  '/': 282,
  '/shop': 313,
  '/logistics': 310,
  '/support': 324,
  '/checkout': 333,
  '/consumer-dashboard/orders': 330,
  '/consumer-dashboard/profile': 308,
  '/consumer-dashboard/orders/:orderId/invoice': 379,
  '/vendor-dashboard/products': 398,
  '/vendor-dashboard/orders': 326,
  '/vendor-dashboard/add-product': 349,
  '/sales-dashboard/product-upload': 342,
  '/sales-dashboard/audit-log': 384,
  '/admin/dashboard': 338,
  '/admin/users': 386,
  '/admin/whatsapp': 322,
  '/admin/vendors': 384,
  '/admin/sales-managers': 386,
};

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
