import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSigningKeys } from '@ihe/identity';
import { createTestDatabase, freePort, signTestAccessToken } from '@ihe/platform/testing';
import { seedBenchCatalog } from './bench-catalog-fixture.js';
import { seedBenchSales } from './bench-sales-fixture.js';
import { seedBenchAdmin } from './bench-admin-fixture.js';
import { compareRoutes, type ComparedRoute } from './route-comparison.js';
import { runLoad, type LoadResult } from './load-test.js';
import { benchConsumers } from './bench-consumers.js';
import { closeCheckoutBenchClients, runCheckoutBench } from './checkout-bench.js';
import { measurePages, printLighthouseLegend, printLighthouseTable } from './lighthouse-bench.js';
import { startTlsFront } from './tls-front.js';

/**
 * `npm run bench`: 100,000 products on the machine's PostgreSQL, the distributed mode (separate processes,
 * RabbitMQ, Redis), autocannon at 50 connections for 15 s per route, and in the same run the same SQL through a
 * bare http + pg server as the baseline. Prints requests/s, p50/p99 latency, errors and gateway/baseline.
 * Then checkout on the demo shop, then the sales area (overview and audit log at 1,000,000 entries), then the
 * admin area (overview, activity and a year of daily financials over 1,000,000 orders), then Lighthouse on the
 * storefront (/, /shop, /checkout) against the all-in-one mode.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/**
 * The staff areas (sales managers, admins) are used by a handful of people at once: their p99 target is
 * measured at this many connections, then the same routes run at CONNECTIONS as a stress figure.
 */
const STAFF_CONNECTIONS = Number(process.env.BENCH_STAFF_CONNECTIONS ?? 10);
const WARM_UP = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
const AUDIT_ENTRIES = Number(process.env.BENCH_AUDIT_ENTRIES ?? 1_000_000);
const ADMIN_ORDERS = Number(process.env.BENCH_ADMIN_ORDERS ?? 1_000_000);
/** The sales and admin parts' p99 target through the gateway (issues 12 and 15). */
const AREA_P99_MS = 50;
/** `catalog`, `checkout`, `sales`, `admin` or `lighthouse` runs only that part (while working on one of them); all by default. */
const ONLY = process.env.BENCH_ONLY;
const PARTS = ['catalog', 'checkout', 'sales', 'admin', 'lighthouse'] as const;
if (ONLY && !(PARTS as readonly string[]).includes(ONLY))
  throw new Error(`BENCH_ONLY must be one of ${PARTS.join(', ')}, got "${ONLY}"`);
const runs = (part: (typeof PARTS)[number]) => !ONLY || ONLY === part;
/** The server's maintenance database: each part creates (and afterwards drops) its own next to it. */
const SERVER_DB = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Deployment = Awaited<ReturnType<typeof startDeployment>>;

const children: ChildProcess[] = [];
const stopChildren = () =>
  children.splice(0).map((child) => {
    try {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // its process group is already gone
    }
    return child;
  });

/**
 * Stops a part's deployment, waits (up to 10 s) for its processes to exit, then drops its database: the
 * next part must not share the server with the autovacuum of 100,000 freshly seeded products.
 */
async function stopDeployment({ database }: Deployment): Promise<void> {
  const stopped = stopChildren();
  const deadline = Date.now() + 10_000;
  while (
    Date.now() < deadline &&
    stopped.some((child) => child.exitCode === null && child.signalCode === null)
  )
    await new Promise((resolve) => setTimeout(resolve, 100));
  await database.drop();
}

function startProcess(script: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: root,
    env,
    stdio: 'inherit',
    detached: true,
  });
  children.push(child);
  return child;
}

async function waitFor(url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(8);

function printTable(rows: Array<{ result: LoadResult; baseline?: LoadResult }>): void {
  console.log(
    '\nroute                                   req/s     p50 ms   p99 ms   errors  non-2xx   baseline req/s  p99 ms  ratio',
  );
  for (const { result, baseline } of rows) {
    const ratio = baseline
      ? `${((result.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(0)} %`
      : '';
    console.log(
      `${result.name.padEnd(36)} ${fmt(result.requestsPerSecond)} ${fmt(result.p50, 1)} ${fmt(result.p99, 1)} ${fmt(result.errors)} ${fmt(result.non2xx)}   ${baseline ? fmt(baseline.requestsPerSecond) : '        '} ${baseline ? fmt(baseline.p99, 1) : '        '}  ${ratio}`,
    );
  }
}

/** Starts the distributed mode on a fresh database and free ports; resolves with its env and gateway URL. */
async function startDeployment(extra: NodeJS.ProcessEnv = {}) {
  const database = await createTestDatabase(SERVER_DB);
  const databaseUrl = database.url;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ihe-bench-'));
  chmodSync(dataDir, 0o755);
  const gatewayPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    AMQP_URL: process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    BUS_NAMESPACE: `bench${Date.now().toString(36)}`,
    BUS_IDLE_QUEUE_EXPIRY_MS: String(10 * 60_000), // the broker deletes the bench's queues afterwards
    KV_PREFIX: 'bench',
    DATA_DIR: dataDir,
    PORT: String(gatewayPort),
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '1000000',
    NODE_ENV: 'development',
    ...extra,
  };
  for (const name of ['IDENTITY', 'CATALOG', 'ORDERS', 'VERIFICATION', 'ANALYTICS', 'NOTIFICATIONS'])
    env[`${name}_PORT`] = String(await freePort());
  console.log(`Starting the distributed mode (database ${database.name})…`);
  const distributed = startProcess('tools/dist/launcher/start-distributed.js', [], env);
  const base = `http://127.0.0.1:${gatewayPort}`;
  await waitFor(`${base}/health`);
  if (distributed.exitCode !== null) throw new Error('the distributed mode did not start');
  return { env, database, databaseUrl, base };
}

async function catalogAndCart(): Promise<Array<{ result: LoadResult; baseline?: LoadResult }>> {
  console.log(`Catalog and cart: ${PRODUCTS.toLocaleString()} products`);
  const deployment = await startDeployment();
  const { env, databaseUrl, base } = deployment;

  const started = Date.now();
  const cartProducts = await seedBenchCatalog(databaseUrl, PRODUCTS, 20);
  console.log(
    `Seeded ${PRODUCTS.toLocaleString()} products in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const baselinePort = await freePort();
  startProcess('tools/dist/bench/baseline-server.js', [databaseUrl, String(baselinePort)], env);
  const baselineBase = `http://127.0.0.1:${baselinePort}`;
  await waitFor(`${baselineBase}/api/v1/categories/counts`);

  const consumers = await benchConsumers(base, CONNECTIONS, cartProducts[0]);

  const load = (name: string, url: string) =>
    runLoad({ name, url, connections: CONNECTIONS, durationSeconds: DURATION });
  const routes = [
    ['(a) products?category=yam&sort=price-low', '/api/v1/products?category=yam&sort=price-low'],
    ['(b) products?search=yam', '/api/v1/products?search=yam'],
    ['(c) categories/counts', '/api/v1/categories/counts'],
  ] as const;
  const rows: Array<{ result: LoadResult; baseline?: LoadResult }> = [];
  for (const [name, route] of routes) {
    const baseline = await load(`${name} baseline`, `${baselineBase}${route}`);
    const result = await load(name, `${base}${route}`);
    rows.push({ result, baseline });
  }
  const cart = await runLoad({
    name: '(d) add to cart',
    url: `${base}/api/v1/cart/items`,
    method: 'POST',
    body: JSON.stringify({ productId: cartProducts[0], quantity: 1 }),
    headersPerConnection: consumers.map((token) => ({ authorization: `Bearer ${token}` })),
    connections: CONNECTIONS,
    durationSeconds: DURATION,
  });
  rows.push({ result: cart });
  await stopDeployment(deployment);
  return rows;
}

/**
 * The sales-manager area (issue 12): the catalog part's products, AUDIT_ENTRIES audit log entries and an
 * approved sales manager in catalog's staff projection, whose token the bench signs with the deployment's
 * key (DATA_DIR/keys, as identity would). Each route runs first on the baseline (catalog's own readers on a
 * bare http + pg server, no token check), then through the gateway; both must answer the same.
 */
async function salesArea(): Promise<StaffAreaRows> {
  console.log(
    `\nSales area: ${PRODUCTS.toLocaleString()} products, ${AUDIT_ENTRIES.toLocaleString()} audit entries`,
  );
  const deployment = await startDeployment();
  try {
    return await measureSalesArea(deployment);
  } finally {
    await stopDeployment(deployment); // a failed part drops its million rows too
  }
}

async function measureSalesArea({ env, databaseUrl, base }: Deployment): Promise<StaffAreaRows> {
  const started = Date.now();
  const { salesManagerId, counts } = await seedBenchSales(databaseUrl, PRODUCTS, AUDIT_ENTRIES);
  console.log(
    `Seeded ${PRODUCTS.toLocaleString()} products and ${AUDIT_ENTRIES.toLocaleString()} audit entries in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s; kept totals (checked against the table): ` +
      Object.entries(counts)
        .map(([action, total]) => `${action} ${total.toLocaleString()}`)
        .join(', '),
  );

  const baselinePort = await freePort();
  startProcess('tools/dist/bench/baseline-server.js', [databaseUrl, String(baselinePort)], env);
  const baselineBase = `http://127.0.0.1:${baselinePort}`;
  await waitFor(`${baselineBase}/api/v1/sales/overview`);

  const token = await signTestAccessToken(
    { sub: salesManagerId, role: 'sales_manager', approved: true, email: 'bench.sales@ihemarket.ng' },
    { key: loadSigningKeys({ DATA_DIR: env.DATA_DIR }).current, expiresInSeconds: 3600 },
  );
  const authorization = { authorization: `Bearer ${token}` };

  const routes = [
    ['(a) sales/overview', '/api/v1/sales/overview'],
    ['(b) audit-log page 1', '/api/v1/sales/audit-log?page=1&pageSize=10'],
    ['(c) audit-log page 5,000', '/api/v1/sales/audit-log?page=5000&pageSize=10'],
    ['(d) audit-log action=update', '/api/v1/sales/audit-log?page=1&pageSize=10&action=update'],
    ['(e) audit-log search=abakaliki', '/api/v1/sales/audit-log?page=1&pageSize=10&search=abakaliki'],
  ] as const;
  return atStaffAndStressLoad({ base, baselineBase, headers: authorization, routes });
}

interface StaffAreaRows {
  staff: ComparedRoute[];
  stress: ComparedRoute[];
}

/** The routes at STAFF_CONNECTIONS (the target's load), then at CONNECTIONS (stress); names say which. */
async function atStaffAndStressLoad(
  options: Omit<Parameters<typeof compareRoutes>[0], 'connections' | 'durationSeconds'>,
): Promise<StaffAreaRows> {
  const at = (connections: number) =>
    compareRoutes({
      ...options,
      routes: options.routes.map(([name, route]) => [`${name} @${connections}`, route] as const),
      connections,
      durationSeconds: DURATION,
    });
  const staff = await at(STAFF_CONNECTIONS);
  const stress = await at(CONNECTIONS);
  return { staff, stress };
}

/**
 * The admin area (issue 15): ADMIN_ORDERS orders in analytics' ledger, daily aggregates, projections and
 * activity (seedBenchAdmin), read by an admin: the overview, recent activity and a 365-day analytics query,
 * against analytics' own readers on the bare baseline.
 */
async function adminArea(): Promise<StaffAreaRows> {
  console.log(`\nAdmin area: ${ADMIN_ORDERS.toLocaleString()} orders in the ledger`);
  const deployment = await startDeployment();
  try {
    const { env, databaseUrl, base } = deployment;
    const started = Date.now();
    const { adminId, ledger } = await seedBenchAdmin(databaseUrl, {
      orders: ADMIN_ORDERS,
      consumers: 50_000,
      vendors: 500,
      products: PRODUCTS,
      days: 730,
    });
    console.log(
      `Seeded ${ledger.orders.toLocaleString()} orders (${ledger.entries.toLocaleString()} ledger entries, ` +
        `₦${ledger.revenue.toLocaleString()}), 50,000 consumers, 500 vendors, ${PRODUCTS.toLocaleString()} products ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s; daily aggregates checked against the ledger`,
    );
    const baselinePort = await freePort();
    startProcess('tools/dist/bench/baseline-server.js', [databaseUrl, String(baselinePort)], env);
    const baselineBase = `http://127.0.0.1:${baselinePort}`;
    await waitFor(`${baselineBase}/api/v1/admin/activity`);
    const token = await signTestAccessToken(
      { sub: adminId, role: 'admin', email: 'bench.admin@ihemarket.ng' },
      { key: loadSigningKeys({ DATA_DIR: env.DATA_DIR }).current, expiresInSeconds: 3600 },
    );
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Lagos' });
    const yearAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
    return await atStaffAndStressLoad({
      base,
      baselineBase,
      headers: { authorization: `Bearer ${token}` },
      routes: [
        ['(a) admin/overview', '/api/v1/admin/overview'],
        ['(b) admin/activity?limit=10', '/api/v1/admin/activity?limit=10'],
        ['(c) analytics/daily, 365 days', `/api/v1/admin/analytics/daily?from=${yearAgo}&to=${today}`],
      ],
    });
  } finally {
    await stopDeployment(deployment);
  }
}

/** Both loads' table, then the staff load's p99 against the target (the stress load is for reading). */
function printStaffArea({ staff, stress }: StaffAreaRows): void {
  printTable([...staff, ...stress]);
  console.log(
    `\nTarget: p99 ≤ ${AREA_P99_MS} ms through the gateway at ${STAFF_CONNECTIONS} connections; 0 errors.`,
  );
  for (const { result } of staff) {
    const pass = result.p99 <= AREA_P99_MS && result.errors === 0 && result.non2xx === 0;
    console.log(`${result.name.padEnd(40)} p99 ${fmt(result.p99, 1)} ms  ${pass ? 'PASS' : 'OVER'}`);
  }
}

async function main(): Promise<void> {
  if (runs('catalog')) {
    printTable(await catalogAndCart());
    console.log('\nTargets: listing and search ≥ 50 % of the baseline with p99 ≤ 50 ms; 0 errors.');
  }
  if (runs('checkout')) await checkoutPart();
  if (runs('sales')) printStaffArea(await salesArea());
  if (runs('admin')) printStaffArea(await adminArea());
  if (runs('lighthouse')) {
    const { direct, overTls } = await storefrontLighthouse();
    printLighthouseTable('The gateway as it serves itself (HTTP/1.1: six connections per host):', direct);
    printLighthouseTable(
      'Through HTTPS with HTTP/2, as the production ingress serves it (tls-front.ts):',
      overTls,
    );
    printLighthouseLegend();
  }
}

/**
 * The storefront as a buyer's phone loads it (issue 14): the all-in-one mode (`npm start`: embedded
 * PostgreSQL, the demo shop, the built web app served by the gateway) on a fresh data folder.
 */
async function storefrontLighthouse() {
  console.log('\nLighthouse: the all-in-one mode with the demo shop');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ihe-lighthouse-'));
  chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as its own user when the bench runs as root
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL; // its own embedded PostgreSQL, as `npm start` runs
  const server = startProcess('tools/dist/launcher/start-all.js', [], env);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitFor(`${base}/health`),
      exited.then(() => Promise.reject(new Error('the all-in-one mode did not start'))),
    ]);
    const direct = await measurePages({ url: base, apiUrl: base, name: 'http1' });
    const front = await startTlsFront(base);
    try {
      // The CPU calibration does not depend on the protocol: measured once, over the gateway itself.
      const site = { url: front.url, apiUrl: base, name: 'h2' };
      return { direct, overTls: await measurePages(site, { calibrated: false }) };
    } finally {
      await front.close();
    }
  } finally {
    stopChildren(); // SIGTERM: the launcher stops its apps, then its embedded PostgreSQL
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function checkoutPart(): Promise<void> {
  // Checkout needs a shop whose every product it can check afterwards: the seeded demo shop, on its own deployment.
  console.log('\nCheckout: the demo shop (60 products), a fresh deployment');
  const shop = await startDeployment({ SEED_DEMO_DATA: 'true' });
  await new Promise((resolve) => setTimeout(resolve, 3000)); // orders learns the products from catalog's events
  const checkout = await runCheckoutBench({
    baseUrl: shop.base,
    consumers: CONNECTIONS,
    durationSeconds: DURATION,
    warmUpSeconds: WARM_UP,
  });
  await closeCheckoutBenchClients();
  await stopDeployment(shop);
  console.log(
    `\ncheckout: ${checkout.orders} orders, ${checkout.ordersPerSecond.toFixed(1)} orders/s, p50 ${checkout.p50.toFixed(0)} ms, ` +
      `p99 ${checkout.p99.toFixed(0)} ms (after a ${WARM_UP} s warm-up), errors ${checkout.errors}, sold-out 409s ${checkout.conflicts}, ` +
      `products where stock + sold ≠ initial: ${checkout.stockMismatches.length} (target ≥ 200 orders/s, 0 oversell)`,
  );
}

try {
  await main();
} finally {
  stopChildren();
}
