import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { ACTOR_NAMES, createActors, login, tokenOf, type ActorName, type Actors } from './actors.js';
import { AUTHORIZATION_MATRIX, SESSION_ENDING_ROUTES } from './authorization-matrix.js';
import { requestArbitrary, toJsonText, type FuzzRequest } from './fuzz-arbitraries.js';
import { fillPath, loadApiRoutes, probe, type ApiRoute, type SchemaObject } from './openapi-routes.js';
import { countChanges, RowCounts } from './row-counts.js';

/**
 * Issue 17: fuzzing from the OpenAPI document. For every route, requests drawn by fast-check from its
 * description (path and query values, bodies with a property of the wrong type, the classic hostile
 * values, broken JSON), sent with a token of a role the route lets in (and some as a guest): never a 5xx,
 * and a route whose requests were all refused leaves the row count of every table as it was. It runs in
 * the all-in-one run of the e2e suite only (gateway's package.json): 50–95 s a run on 2 cores, too long twice.
 */

const TOTAL_REQUESTS = 10_200;
const CONCURRENCY = 8;
const GUEST_SHARE = 0.15;
const SEED = Number(process.env.FUZZ_SEED ?? 17);

/** The first actor the table lets into the route (a signed-in one if any), else a guest. */
function allowedActor(route: ApiRoute): ActorName {
  const row = AUTHORIZATION_MATRIX[route.key] ?? [];
  return ACTOR_NAMES.find((name, i) => name !== 'guest' && row[i] === 'allow') ?? 'guest';
}

function urlOf(route: ApiRoute, request: FuzzRequest): string {
  const query = new URLSearchParams(request.query).toString();
  return `${fillPath(route.path, request.path)}${query ? `?${query}` : ''}`;
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function pooled<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const workers = Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index], index);
    }
  });
  await Promise.all(workers);
}

const shown = (request: FuzzRequest) => {
  const text = JSON.stringify(request);
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
};

describe(`fuzzing every route from the OpenAPI document (${process.env.E2E_MODE ?? 'given BASE_URL'})`, () => {
  let actors: Actors;
  let routes: ApiRoute[];
  let resolve: (schema: SchemaObject) => SchemaObject;
  let counts: RowCounts;

  beforeAll(async () => {
    [actors, { routes, resolve }, counts] = await Promise.all([
      createActors('fuzz'),
      loadApiRoutes(),
      RowCounts.open(),
    ]);
  });
  afterAll(() => counts?.close());

  it('answers 10,000+ generated requests without a 5xx, and refused ones write nothing', async () => {
    const perRoute = Math.ceil(TOTAL_REQUESTS / routes.length);
    const serverErrors: string[] = [];
    const partialWrites: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    let comparedRoutes = 0;
    let refusedCompared = 0;
    const started = performance.now();
    let before = await counts.settled();
    for (const [routeIndex, route] of routes.entries()) {
      const actor = allowedActor(route);
      let token = tokenOf(actors, actor);
      if (SESSION_ENDING_ROUTES.includes(route.key) && actor !== 'guest') {
        // A session of its own (logging in writes rows: counted before the route's requests, not during).
        token = await login(actors[actor].email, actors[actor].password);
        before = await counts.settled();
      }
      const requests = fc.sample(requestArbitrary(route, resolve), {
        numRuns: perRoute,
        seed: SEED + routeIndex,
      });
      let accepted = 0;
      const routeStarted = performance.now();
      await pooled(requests, CONCURRENCY, async (request, i) => {
        const asGuest = i < perRoute * GUEST_SHARE;
        const status = await probe(route.method, urlOf(route, request), {
          token: asGuest ? undefined : token,
          body: request.raw ?? (request.body === undefined ? undefined : toJsonText(request.body)),
        }).catch((error: Error) => {
          serverErrors.push(`${route.key}: no answer (${error.message}) to ${shown(request)}`);
          return 0;
        });
        sent += 1;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500)
          serverErrors.push(`${route.key} as ${asGuest ? 'guest' : actor}: ${status} to ${shown(request)}`);
        if (status >= 200 && status < 400) accepted += 1;
      });
      if (process.env.FUZZ_VERBOSE)
        console.log(`${route.key}: ${Math.round(performance.now() - routeStarted)} ms, ${accepted} accepted`);
      // Accepted writes may add rows (a POST that passed): such a route is not compared; a read never writes.
      if (accepted === 0 || route.method === 'GET') {
        const after = await counts.read();
        comparedRoutes += 1;
        refusedCompared += perRoute - accepted;
        for (const change of countChanges(before, after)) partialWrites.push(`${route.key}: ${change}`);
        before = after;
      } else {
        before = await counts.settled();
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `[fuzz] seed ${SEED}: ${sent} requests over ${routes.length} routes in ${seconds.toFixed(1)} s ` +
        `(${Math.round(sent / seconds)}/s); row counts unchanged checked over ${comparedRoutes} routes ` +
        `(${refusedCompared} refused requests among them); ` +
        `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
    );
    expect(sent).toBeGreaterThanOrEqual(10_000);
    // One line per route and status: how many, and the first request that got it.
    const byRoute = new Map<string, { count: number; first: string }>();
    for (const error of serverErrors) {
      const key = error.slice(0, error.indexOf(' to '));
      const seen = byRoute.get(key);
      if (seen) seen.count += 1;
      else byRoute.set(key, { count: 1, first: error });
    }
    expect([...byRoute.values()].map(({ count, first }) => `${count}× ${first}`)).toEqual([]);
    expect(partialWrites).toEqual([]);
  });
});
