import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { ACTOR_NAMES, login, createActors, tokenOf, type ActorName, type Actors } from './actors.js';
import {
  AUTHORIZATION_MATRIX,
  MATRIX_BODIES,
  SESSION_ENDING_ROUTES,
  type Outcome,
} from './authorization-matrix.js';
import { fillPath, loadApiRoutes, pathParams, probe, type ApiRoute } from './openapi-routes.js';

/**
 * Issue 17: every route of the gateway's OpenAPI document × every kind of user, against the checked-in
 * table (authorization-matrix.ts). Path parameters are ids nobody owns, so "allow" means the route let the
 * caller in (a 404 or a validation 400 behind the role check); the ids of real, owned things are the IDOR
 * spec's business. A route added to the document without a row fails here, and so does a stale row.
 */

/** 'allow' is anything the role check let through: a 2xx or 3xx, or a 4xx other than 401/403. */
function outcomeOf(status: number): Outcome | number {
  if (status === 401 || status === 403) return status;
  if (status >= 500) return status;
  return 'allow';
}

/** The observed row in the table's own syntax, for a failure message that can be pasted. */
const asRow = (key: string, row: Array<Outcome | number>) =>
  `  '${key}': [${row.map((o) => (o === 'allow' ? 'A' : String(o))).join(', ')}],`;

describe(`authorization matrix from the OpenAPI document (${process.env.E2E_MODE ?? 'given BASE_URL'})`, () => {
  let actors: Actors;
  let routes: ApiRoute[];

  beforeAll(async () => {
    [actors, { routes }] = await Promise.all([createActors('matrix'), loadApiRoutes()]);
  });

  it('has one row per route of the document, and no row for a route it no longer has', () => {
    const documented = routes.map((route) => route.key).sort();
    const tabled = Object.keys(AUTHORIZATION_MATRIX).sort();
    expect({ missingFromTable: documented.filter((key) => !tabled.includes(key)) }).toEqual({
      missingFromTable: [],
    });
    expect({ notInDocument: tabled.filter((key) => !documented.includes(key)) }).toEqual({
      notInDocument: [],
    });
  });

  it('answers every actor on every route as the table says, never with a 5xx', async () => {
    const failures: string[] = [];
    let checks = 0;
    for (const route of routes) {
      // A route without a row fails with its observed row, ready to be checked and pasted into the table.
      const expected = AUTHORIZATION_MATRIX[route.key] ?? [];
      const url = fillPath(
        route.path,
        Object.fromEntries(pathParams(route.path).map((name) => [name, randomUUID()])),
      );
      const query = route.parameters.some((p) => p.in === 'query' && p.required)
        ? `?${route.parameters
            .filter((p) => p.in === 'query' && p.required)
            .map((p) => `${p.name}=x`)
            .join('&')}`
        : '';
      const body =
        MATRIX_BODIES[route.key] ?? (route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
      const observed = await Promise.all(
        ACTOR_NAMES.map(async (actor: ActorName) => {
          // A route that ends the caller's session gets a session of its own, so later rows keep theirs.
          const token =
            SESSION_ENDING_ROUTES.includes(route.key) && actor !== 'guest'
              ? await login(actors[actor].email, actors[actor].password)
              : tokenOf(actors, actor);
          return outcomeOf(await probe(route.method, `${url}${query}`, { token, body }));
        }),
      );
      checks += observed.length;
      if (observed.some((outcome, i) => outcome !== expected[i]))
        failures.push(`${asRow(route.key, observed)}   // table: [${expected.join(', ')}]`);
    }
    console.log(
      `[authorization matrix] ${routes.length} routes × ${ACTOR_NAMES.length} actors = ${checks} checks`,
    );
    expect(failures).toEqual([]);
  });
});
