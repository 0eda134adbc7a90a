import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import {
  AUTH_MESSAGES,
  CHECKOUT_MESSAGES,
  LOCKOUT,
  type LiveOrderStatusChanged,
  type OrderView,
  type ProductView,
} from '@ihe/contracts';
import { demoVendors } from '@ihe/demo-data';
import { waitFor } from '@ihe/platform/testing';
import { openStream } from '../../../gateway/test/sse-client.js';
import { startScaleOutCluster, type ScaleOutCluster } from '../../src/scale-out/scale-out-cluster.js';
import {
  addProduct,
  addToCart,
  call,
  counterValue,
  login,
  signUpConsumers,
  type Account,
} from '../../src/scale-out/scale-out-api.js';
import { failed, runCheckoutLoad } from '../../src/scale-out/checkout-load.js';
import { formatLoadReport, loadFigures } from '../../src/scale-out/load-report.js';

/**
 * Issue 13's scale-out proof: the distributed mode with two gateways and two catalog, orders and
 * notifications processes on real PostgreSQL, RabbitMQ and Redis. Each check goes through both gateways.
 * One cluster for the file: the steps run in order, and the last one kills an orders process.
 */
const tag = Date.now().toString(36);
const SWEEP_MS = 1000;
const order = (base: string, token: string, key: string = randomUUID()) =>
  call<OrderView & { message?: string }>(base, 'POST', '/api/v1/orders', {
    token,
    headers: { 'idempotency-key': key },
    body: { shippingAddress: '1 Replica Road, Ikeja, Lagos', paymentMethod: 'bank_transfer' },
  });
const stockOf = async (base: string, id: string) =>
  (await call<ProductView>(base, 'GET', `/api/v1/products/${id}`)).body.stockQuantity;

describe('scale-out: two gateways, two catalog, orders and notifications processes', () => {
  let cluster: ScaleOutCluster;
  let db: pg.Pool;
  let gateways: string[];
  let consumers: Array<Account & { gateway: string }>;
  let vendor: Account;
  /** The one buyer of the last kilogram and their order (used by the live-update step). */
  let winner: { account: Account & { gateway: string }; order: OrderView } | undefined;
  const gatewayOf = (i: number) => gateways[i % gateways.length];
  const checkoutCounts = (result: string) =>
    Promise.all(
      cluster.instancesOf('orders').map((i) => counterValue(i.url, 'checkout_results_total', { result })),
    );

  beforeAll(async () => {
    cluster = await startScaleOutCluster({
      env: { RESERVATION_TTL_MS: '20000', RESERVATION_SWEEP_MS: String(SWEEP_MS) },
    });
    gateways = cluster.gateways;
    db = new pg.Pool({ connectionString: cluster.database.url, max: 4 });
    const accounts = await signUpConsumers(gateways, 100, tag);
    consumers = accounts.map((account, i) => ({ ...account, gateway: gatewayOf(i) }));
    vendor = await login(gateways[0], demoVendors()[0].email, 'FarmGate2026');
  }, 240_000);

  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
  }, 60_000);

  it('1. five wrong passwords spread over both gateways lock the account on both', async () => {
    const email = `locked.${tag}@farm.ng`;
    const signup = await call(gateways[1], 'POST', '/api/v1/auth/signup', {
      body: {
        ...{ email, password: 'Harvest2026', firstName: 'Lock', lastName: 'Out' },
        phone: '+2348039999999',
        role: 'consumer',
        acceptTerms: true,
        deliveryAddress: '2 Lock Road, Lagos',
      },
    });
    expect(signup.status).toBe(201);
    const wrong = (i: number) =>
      call(gatewayOf(i), 'POST', '/api/v1/auth/login', { body: { email, password: 'Wrong2026x' } });
    const locked = { statusCode: 429, message: AUTH_MESSAGES.locked(LOCKOUT.lockoutMs / 60_000) };
    for (let i = 0; i < LOCKOUT.maxFailedAttempts - 1; i++) {
      const answer = await wrong(i);
      expect([i, answer.status, answer.body.message]).toEqual([i, 401, AUTH_MESSAGES.invalidCredentials]);
    }
    // The fifth failure locks; the sixth, on either gateway, is refused as locked.
    expect((await wrong(LOCKOUT.maxFailedAttempts - 1)).body).toMatchObject(locked);
    for (const base of gateways) {
      expect((await wrong(gateways.indexOf(base))).body).toMatchObject(locked);
      const right = await call(base, 'POST', '/api/v1/auth/login', {
        body: { email, password: 'Harvest2026' },
      });
      expect([right.status, right.body]).toEqual([429, expect.objectContaining(locked)]);
    }
  });

  it('2. 100 buyers for the last kilogram, over both gateways and both orders processes: one order', async () => {
    const product = await addProduct(gateways[0], vendor, `Last kilogram of yam ${tag}`, 1);
    const added = await Promise.all(consumers.map((c) => addToCart(c.gateway, c.token, product.id)));
    expect(added.map((answer) => answer.status)).toEqual(consumers.map(() => 200));
    const [placedBefore, refusedBefore] = [
      await checkoutCounts('placed'),
      await checkoutCounts('out_of_stock'),
    ];

    const answers = await Promise.all(consumers.map((c) => order(c.gateway, c.token)));
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(99);
    for (const answer of refused)
      expect(answer.body.message).toBe(CHECKOUT_MESSAGES.notEnoughStock(product.name, 0));
    const [placedAfter, refusedAfter] = [
      await checkoutCounts('placed'),
      await checkoutCounts('out_of_stock'),
    ];
    const handled = placedAfter.map((n, i) => n + refusedAfter[i] - placedBefore[i] - refusedBefore[i]);
    console.log(`[scale-out] last kilogram: checkouts handled per orders process ${handled.join(' + ')}`);
    expect(handled.every((n) => n > 0)).toBe(true); // both orders processes served buyers
    expect(handled.reduce((a, b) => a + b)).toBe(100);

    expect(await stockOf(gateways[1], product.id)).toBe(0);
    const { rows } = await db.query<{ stock: string; orders: string }>(
      `SELECT (SELECT stock_quantity FROM catalog.products WHERE id = $1) AS stock,
              (SELECT count(DISTINCT order_id) FROM orders.order_items WHERE product_id = $1) AS orders`,
      [product.id],
    );
    expect(rows[0]).toEqual({ stock: '0.00', orders: '1' });
    const index = answers.indexOf(placed[0]);
    winner = { account: consumers[index], order: placed[0].body };
    // The others' carts are emptied again for the next steps.
    await Promise.all(
      consumers
        .filter((_, i) => i !== index)
        .map((c) => call(c.gateway, 'DELETE', `/api/v1/cart/items/${product.id}`, { token: c.token })),
    );
  });

  it('3. a status change made through one gateway reaches a live stream on the other', async () => {
    const { account, order: placed } = winner!;
    for (const [change, watch, status] of [
      [gateways[0], gateways[1], 'confirmed'],
      [gateways[1], gateways[0], 'shipped'],
    ] as const) {
      const stream = await openStream(`${watch}/api/v1/events/stream`, {
        authorization: `Bearer ${account.token}`,
      });
      try {
        expect(stream.status).toBe(200);
        await stream.next((event) => event.event === 'ready');
        const answer = await call(change, 'POST', `/api/v1/vendor/orders/${placed.id}/status`, {
          token: vendor.token,
          body: { status },
        });
        expect(answer.status).toBe(200);
        const heard = await stream.next(
          (event) =>
            event.event === 'order.status-changed' &&
            (event.data as LiveOrderStatusChanged).orderId === placed.id &&
            (event.data as LiveOrderStatusChanged).to === status,
          15_000,
        );
        expect(heard.data).toMatchObject({ orderId: placed.id, to: status });
      } finally {
        stream.close();
      }
    }
  });

  it('4. every order.placed gives exactly one set of WhatsApp messages with two notifications workers', async () => {
    const admin = await login(gateways[0], 'admin@ihemarket.ng', 'IheAdmin2026');
    const config = (whatsappEnabled: boolean) =>
      call(gateways[1], 'PUT', '/api/v1/admin/whatsapp/config', {
        token: admin.token,
        body: {
          whatsappEnabled,
          whatsappBusinessPhoneId: '109876543210987',
          whatsappAccessToken: 'scale-out-token',
          adminWhatsappNumber: '+2348011111111',
          companyWhatsappNumber: '+2348022222222',
        },
      });
    expect((await config(true)).status).toBe(200);
    const product = await addProduct(gateways[0], vendor, `Notified yam ${tag}`, 100);
    const buyers = consumers.slice(0, 20).filter((c) => c !== winner?.account);
    cluster.whatsapp.reset();
    const notifications = cluster.instancesOf('notifications');
    const sentBefore = await Promise.all(
      notifications.map((i) => counterValue(i.url, 'whatsapp_sends_total')),
    );
    for (const c of buyers) expect((await addToCart(c.gateway, c.token, product.id)).status).toBe(200);
    const answers = await Promise.all(buyers.map((c) => order(c.gateway, c.token)));
    expect(answers.map((answer) => answer.status)).toEqual(buyers.map(() => 201));
    const orderIds = answers.map((answer) => answer.body.id);
    // admin, company, the vendor and the customer for each order
    const expected = orderIds.length * 4;
    const sent = async () =>
      (
        await db.query<{ order_id: string; recipient_type: string; provider_message_id: string }>(
          `SELECT order_id, recipient_type, provider_message_id FROM notifications.whatsapp_notifications
            WHERE order_id = ANY($1) AND status IN ('sent', 'delivered')`,
          [orderIds],
        )
      ).rows;
    await waitFor(async () => (await sent()).length >= expected, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // a late double send would show by now
    const rows = await sent();
    expect(rows).toHaveLength(expected);
    const { rows: runs } = await db.query<{ planned: number }>(
      `SELECT planned FROM notifications.order_notification_runs WHERE order_id = ANY($1)`,
      [orderIds],
    );
    expect(runs.map((run) => run.planned)).toEqual(orderIds.map(() => 4));
    // What the fake Cloud API received is exactly the logged sends: no message went out twice.
    const received = cluster.whatsapp.messages().map((message) => message.id);
    expect(received.sort()).toEqual(rows.map((row) => row.provider_message_id).sort());
    const sentAfter = await Promise.all(
      notifications.map((i) => counterValue(i.url, 'whatsapp_sends_total')),
    );
    const perWorker = sentAfter.map((n, i) => n - sentBefore[i]);
    console.log(
      `[scale-out] WhatsApp: ${expected} messages for ${orderIds.length} orders, per worker ${perWorker.join(' + ')}`,
    );
    // Which worker gets an event is the broker's choice (both consume the queue); between them they sent each
    // message once.
    expect(perWorker.reduce((a, b) => a + b)).toBe(expected);
    expect((await config(false)).status).toBe(200);
  });

  it('5. the reservation sweep runs once per interval across both catalog processes', async () => {
    const passes = new Set<number>();
    const until = Date.now() + 6 * SWEEP_MS;
    while (Date.now() < until) {
      const { rows } = await db.query<{ at: string }>(
        `SELECT (extract(epoch FROM last_run_at) * 1000)::float8 AS at FROM catalog.periodic_task_runs
          WHERE name = 'stock-reservation-sweep'`,
      );
      passes.add(Number(rows[0].at));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const times = [...passes].sort((a, b) => a - b);
    const gaps = times.slice(1).map((t, i) => t - times[i]);
    console.log(
      `[scale-out] reservation sweep: ${times.length} passes in 6 intervals, gaps ${gaps.map((g) => g.toFixed(0)).join(', ')} ms`,
    );
    // Each of the two processes' timers fires every interval: uncoordinated, that would be about 12 passes.
    expect(times.length).toBeGreaterThanOrEqual(4);
    expect(times.length).toBeLessThanOrEqual(7);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(SWEEP_MS * 0.9 - 1);
    expect(cluster.instancesOf('catalog').every((i) => i.child.exitCode === null)).toBe(true);
  });

  it('6. SIGKILL of one orders process during a 30-second checkout load: the load goes on, nothing lost or doubled', async () => {
    const products = [];
    for (let i = 0; i < 6; i++)
      products.push(await addProduct(gateways[i % 2], vendor, `Load yam ${i} ${tag}`, 1000));
    const ids = products.map((product) => product.id);
    const buyers = consumers.slice(20, 60);
    // orders has heard of every product before the clock starts
    for (const id of ids) {
      expect((await addToCart(buyers[0].gateway, buyers[0].token, id)).status).toBe(200);
      await call(buyers[0].gateway, 'DELETE', `/api/v1/cart/items/${id}`, { token: buyers[0].token });
    }
    const initial = new Map(
      await Promise.all(ids.map(async (id) => [id, await stockOf(gateways[0], id)] as const)),
    );
    const [victim, survivor] = cluster.instancesOf('orders');
    let openAtKill = 0;
    const survivorBefore = await counterValue(survivor.url, 'checkout_results_total', { result: 'placed' });

    const result = await runCheckoutLoad({
      buyers,
      productIds: ids,
      durationMs: 30_000,
      event: {
        afterMs: 10_000,
        run: () => {
          openAtKill = cluster.proxies.orders.openTo(victim.port);
          cluster.kill(victim.name);
        },
      },
    });
    const figures = loadFigures(result);

    // Orders in the database vs answers: every 201 is there, no key has two orders, and an order without
    // an answer belongs to a checkout whose answer was lost in the kill.
    const { rows } = await db.query<{ id: string; idempotency_key: string }>(
      `SELECT DISTINCT o.id, o.idempotency_key FROM orders.orders o JOIN orders.order_items i ON i.order_id = o.id
        WHERE i.product_id = ANY($1)`,
      [ids],
    );
    const inDatabase = new Map(rows.map((row) => [row.id, row.idempotency_key]));
    const answered = result.requests.filter((r) => r.order);
    const failedKeys = new Set(
      result.requests.filter((r) => r.kind === 'checkout' && failed(r)).map((r) => r.key),
    );
    expect(answered.filter((r) => inDatabase.get(r.order!.id) !== r.key)).toEqual([]);
    expect(new Set(inDatabase.values()).size).toBe(inDatabase.size);
    const answerless = rows.filter((row) => !answered.some((r) => r.order!.id === row.id));
    expect(answerless.filter((row) => !failedKeys.has(row.idempotency_key))).toEqual([]);
    expect(inDatabase.size).toBe(answered.length + answerless.length);
    // The buyer retrying such a checkout with its key (through the other gateway) gets that very order.
    for (const row of answerless) {
      const request = result.requests.find((r) => r.key === row.idempotency_key)!;
      const buyer = buyers[request.buyer];
      const retried = await order(
        gateways.find((g) => g !== buyer.gateway)!,
        buyer.token,
        row.idempotency_key,
      );
      expect([retried.status, retried.body.id]).toEqual([201, row.id]);
    }

    // Stock: a reservation cut off by the kill is released when it expires (RESERVATION_TTL_MS).
    const sold = async () => {
      const { rows: lines } = await db.query<{ product_id: string; kg: string }>(
        `SELECT product_id, sum(quantity) AS kg FROM orders.order_items WHERE product_id = ANY($1) GROUP BY product_id`,
        [ids],
      );
      return new Map(lines.map((line) => [line.product_id, Number(line.kg)]));
    };
    const mismatches = async () => {
      const byProduct = await sold();
      const now = await Promise.all(ids.map((id) => stockOf(gateways[1], id)));
      return ids
        .map((id, i) => ({ id, initial: initial.get(id)!, sold: byProduct.get(id) ?? 0, now: now[i] }))
        .filter((row) => row.now < 0 || Math.abs(row.now + row.sold - row.initial) > 0.001);
    };
    const settled = Date.now();
    await waitFor(async () => (await mismatches()).length === 0, 60_000).catch(() => undefined);
    expect(await mismatches()).toEqual([]);
    const survivorAfter = await counterValue(survivor.url, 'checkout_results_total', { result: 'placed' });

    console.log(
      formatLoadReport(figures, {
        'buyers (over both gateways)': buyers.length,
        'products (1,000 kg each)': ids.length,
        'connections open to the killed process': openAtKill,
        'orders in the database': inDatabase.size,
        'orders committed whose answer was lost': answerless.length,
        'orders placed by the surviving process': survivorAfter - survivorBefore,
        'stock + sold = initial after': `${((Date.now() - settled) / 1000).toFixed(1)} s (reservations cut off expire)`,
      }),
    );
    expect(figures.placedAfterKill).toBeGreaterThan(0);
    expect(figures.failed).toBe(figures.failedInFlight + figures.failedAfterKill); // none before the kill
    // Only requests on connections to the killed process fail (one each at most), and only right after it.
    expect(figures.failed).toBeLessThanOrEqual(openAtKill);
    expect(figures.failureWindowMs).toBeLessThan(5000);
    expect(cluster.unexpectedExits).toEqual([]);
  });
});
