import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { Pool } from 'undici';
import type { OrderView, ProductListResponse, ProductView } from '@ihe/contracts';
import { cpuSnapshot, cpuSpentPer } from './process-cpu.js';

export interface CheckoutBenchOptions {
  /** The gateway of a running (distributed) deployment, e.g. http://127.0.0.1:3000. */
  baseUrl: string;
  /** Consumers signed up through the API, each placing orders one after the other. Default 50. */
  consumers?: number;
  /** Measured seconds. Default 15. */
  durationSeconds?: number;
  /** Seconds of the same load before the measured part, not counted. Default 10. */
  warmUpSeconds?: number;
  /** kg per cart line. Default 1. */
  quantity?: number;
  log?: (line: string) => void;
}

export interface CheckoutBenchResult {
  orders: number;
  ordersPerSecond: number;
  p50: number;
  p99: number;
  /** Answers that were neither 201 nor a clean 409 (out of stock), and failed requests, warm-up included. */
  errors: number;
  /** Clean 409s: a product ran out. */
  conflicts: number;
  products: number;
  /** Products where stock now + sold by the bench ≠ stock before (must be none). */
  stockMismatches: Array<{ productId: string; initial: number; sold: number; now: number }>;
  /** CPU ms per order by process group (gateway, each service, postgres, rabbitmq, redis, bench). */
  cpuPerOrder: Array<[string, number]>;
}

interface Answer<T> {
  status: number;
  body: T;
}

// One keep-alive pool per gateway: the load generator shares the machine, so it should cost little.
const pools = new Map<string, Pool>();
const poolFor = (base: string) => {
  let pool = pools.get(base);
  if (!pool) pools.set(base, (pool = new Pool(base, { connections: 256, pipelining: 1 })));
  return pool;
};

async function call<T>(
  base: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const response = await poolFor(base).request({
    path,
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.body.text();
  return { status: response.statusCode, body: (text ? JSON.parse(text) : {}) as T };
}

/** Signs up and logs in `count` consumers through the public API (a few at a time: password hashing is slow). */
async function createConsumers(base: string, count: number): Promise<string[]> {
  const tag = Date.now().toString(36);
  const tokens: string[] = [];
  for (let start = 0; start < count; start += 8) {
    const batch = Array.from({ length: Math.min(8, count - start) }, (_, k) => start + k);
    tokens.push(
      ...(await Promise.all(
        batch.map(async (i) => {
          // One simulated client address each: the per-IP auth limit is for floods, not for this.
          const headers = { 'x-forwarded-for': `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}` };
          const email = `checkout.bench.${tag}.${i}@farm.ng`;
          const password = 'Harvest2026';
          const signup = await call(base, 'POST', '/api/v1/auth/signup', {
            headers,
            body: {
              email,
              password,
              firstName: 'Bench',
              lastName: 'Buyer',
              phone: '+2348030000000',
              role: 'consumer',
              deliveryAddress: '1 Bench Road, Lagos',
              acceptTerms: true,
            },
          });
          if (signup.status !== 201)
            throw new Error(`sign-up answered ${signup.status} ${JSON.stringify(signup.body)}`);
          const login = await call<{ accessToken: string }>(base, 'POST', '/api/v1/auth/login', {
            headers,
            body: { email, password },
          });
          if (login.status !== 200)
            throw new Error(`login answered ${login.status} ${JSON.stringify(login.body)}`);
          return login.body.accessToken;
        }),
      )),
    );
  }
  return tokens;
}

/** Every in-stock product of the shop, with its stock read one by one (the uncached, current answer). */
async function stockSnapshot(base: string): Promise<Map<string, number>> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const { body } = await call<ProductListResponse>(
      base,
      'GET',
      `/api/v1/products?pageSize=100&page=${page}`,
    );
    ids.push(...body.items.map((item) => item.id));
    if (body.items.length === 0 || ids.length >= body.total) break;
  }
  return readStock(base, ids);
}

async function readStock(base: string, ids: string[]): Promise<Map<string, number>> {
  const stock = new Map<string, number>();
  for (const id of ids) {
    const { status, body } = await call<ProductView>(base, 'GET', `/api/v1/products/${id}`);
    if (status !== 200) throw new Error(`GET /api/v1/products/${id} answered ${status}`);
    stock.set(id, body.stockQuantity);
  }
  return stock;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

interface Tally {
  orders: number;
  errors: number;
  conflicts: number;
  latencies: number[];
}

const newTally = (): Tally => ({ orders: 0, errors: 0, conflicts: 0, latencies: [] });

/**
 * The checkout benchmark: N consumers (created through the API) each loop — put 1 kg of a random
 * in-stock product in the cart, place the order — all at once: first for a warm-up (the services'
 * JIT compiles their hot paths; a running marketplace is warm), then for the measured duration.
 * Prints orders/s, checkout latency p50/p99, errors and clean 409s of the measured part, then checks
 * through the catalog API that, for every product, stock now + kg sold by the bench (warm-up
 * included) = stock before (no oversell, nothing lost).
 */
export async function runCheckoutBench(options: CheckoutBenchOptions): Promise<CheckoutBenchResult> {
  const base = options.baseUrl.replace(/\/$/, '');
  const log = options.log ?? console.log;
  const quantity = options.quantity ?? 1;
  const durationMs = (options.durationSeconds ?? 15) * 1000;
  const warmUpMs = (options.warmUpSeconds ?? 10) * 1000;
  log(`checkout bench: creating ${options.consumers ?? 50} consumers…`);
  const tokens = await createConsumers(base, options.consumers ?? 50);
  const initial = await stockSnapshot(base);
  const available = [...initial].filter(([, stock]) => stock >= quantity).map(([id]) => id);
  if (available.length === 0) throw new Error('no product in stock to order');

  const sold = new Map<string, number>();
  const soldOut = (productId: string) => {
    const at = available.indexOf(productId);
    if (at >= 0) available.splice(at, 1);
  };
  const buyer = async (token: string, deadline: number, tally: Tally) => {
    while (performance.now() < deadline && available.length > 0) {
      const productId = available[Math.floor(Math.random() * available.length)];
      try {
        const added = await call(base, 'POST', '/api/v1/cart/items', {
          token,
          body: { productId, quantity },
        });
        if (added.status === 409) {
          soldOut(productId); // none left to put in a cart
          continue;
        }
        if (added.status !== 200) {
          tally.errors++;
          continue;
        }
        const t0 = performance.now();
        const placed = await call<OrderView & { message?: string }>(base, 'POST', '/api/v1/orders', {
          token,
          body: { shippingAddress: '1 Bench Road, Ikeja, Lagos', paymentMethod: 'bank_transfer' },
          headers: { 'idempotency-key': randomUUID() },
        });
        tally.latencies.push(performance.now() - t0);
        if (placed.status === 201) {
          tally.orders++;
          for (const item of placed.body.items)
            sold.set(item.productId, (sold.get(item.productId) ?? 0) + item.quantity);
        } else if (placed.status === 409) {
          tally.conflicts++;
          soldOut(productId);
          await call(base, 'DELETE', `/api/v1/cart/items/${productId}`, { token });
        } else tally.errors++;
      } catch {
        tally.errors++;
      }
    }
  };
  /** Every buyer loops until `ms` have passed; resolves with what they did and how long it took. */
  const phase = async (ms: number) => {
    const tally = newTally();
    const started = performance.now();
    await Promise.all(tokens.map((token) => buyer(token, started + ms, tally)));
    return { tally, seconds: (performance.now() - started) / 1000 };
  };

  log(`checkout bench: ${initial.size} products in stock; warming up for ${warmUpMs / 1000} s…`);
  const warmUp = await phase(warmUpMs);
  log(
    `checkout bench: warm-up placed ${warmUp.tally.orders} orders = ${(warmUp.tally.orders / warmUp.seconds).toFixed(1)} orders/s from cold (${warmUp.tally.errors} errors); ordering for ${durationMs / 1000} s…`,
  );
  const cpuBefore = cpuSnapshot();
  const { tally, seconds } = await phase(durationMs);
  const { orders, conflicts, latencies } = tally;
  const errors = tally.errors + warmUp.tally.errors;
  // Events still in flight (projections, notifications, stock confirmations) are part of an order's cost.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const cpuPerOrder = cpuSpentPer(cpuBefore, cpuSnapshot(), orders);

  const now = await readStock(base, [...initial.keys()]);
  const stockMismatches = [...initial]
    .map(([productId, before]) => ({
      productId,
      initial: before,
      sold: sold.get(productId) ?? 0,
      now: now.get(productId)!,
    }))
    .filter((row) => Math.abs(row.now + row.sold - row.initial) > 0.001);
  const sorted = [...latencies].sort((a, b) => a - b);
  const result: CheckoutBenchResult = {
    orders,
    ordersPerSecond: orders / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors,
    conflicts,
    products: initial.size,
    stockMismatches,
    cpuPerOrder,
  };
  log(
    `checkout bench: ${orders} orders in ${seconds.toFixed(1)} s = ${result.ordersPerSecond.toFixed(1)} orders/s, ` +
      `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, errors ${errors}, 409 ${conflicts}; ` +
      `stock + sold = initial for ${initial.size - stockMismatches.length}/${initial.size} products` +
      (stockMismatches.length
        ? ` — MISMATCH ${JSON.stringify(stockMismatches.slice(0, 5))}`
        : ' (no oversell)'),
  );
  if (cpuPerOrder.length > 0)
    log(
      `checkout bench: CPU ms per order (cart add + checkout + what follows): total ${cpuPerOrder
        .reduce((sum, [, ms]) => sum + ms, 0)
        .toFixed(1)} = ${cpuPerOrder.map(([group, ms]) => `${group} ${ms.toFixed(1)}`).join(', ')}`,
    );
  return result;
}

/** Closes the bench's connections (the deployment it measured may be stopped next). */
export async function closeCheckoutBenchClients(): Promise<void> {
  await Promise.all([...pools.values()].map((pool) => pool.close()));
  pools.clear();
}

// `node tools/dist/bench/checkout-bench.js <gateway url> [consumers] [seconds]`
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [baseUrl = 'http://127.0.0.1:3000', consumers, seconds] = process.argv.slice(2);
  const result = await runCheckoutBench({
    baseUrl,
    consumers: consumers ? Number(consumers) : undefined,
    durationSeconds: seconds ? Number(seconds) : undefined,
  });
  await closeCheckoutBenchClients();
  process.exitCode = result.stockMismatches.length > 0 || result.errors > 0 ? 1 : 0;
}
