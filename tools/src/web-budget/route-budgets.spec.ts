import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { NOT_ROUTE_MODULES, ROUTE_BUDGETS } from './route-budgets.js';
import { routeCoverageProblems } from './route-coverage.js';

describe('ROUTE_BUDGETS', () => {
  it('has a row for every route and lazy page of web/src/app/routes.tsx', () => {
    const routesSource = readFileSync(new URL('../../../web/src/app/routes.tsx', import.meta.url), 'utf8');
    expect(routeCoverageProblems(routesSource, ROUTE_BUDGETS, NOT_ROUTE_MODULES)).toEqual([]);
  });

  it('gives / and /shop 200 KB and every other route 300 KB', () => {
    const budgets = new Map(ROUTE_BUDGETS.map((row) => [row.route, row.budgetKb]));
    expect([budgets.get('/'), budgets.get('/shop')]).toEqual([200, 200]);
    expect(
      ROUTE_BUDGETS.filter((row) => !['/', '/shop'].includes(row.route) && row.budgetKb !== 300),
    ).toEqual([]);
  });
});
