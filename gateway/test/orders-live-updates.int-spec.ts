import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NotificationOrderOutcome, type OrderView } from '@ihe/contracts';
import { EVENT_BUS, SessionRevocations, type EventBus } from '@ihe/platform';
import {
  freePort,
  prepareServiceTestEnv,
  signTestAccessToken,
  type ServiceTestEnv,
} from '@ihe/platform/testing';
import { ProductsWriter, startCatalog } from '@ihe/catalog';
import { OrderLifecycleService, startOrders } from '@ihe/orders';
import { startGateway } from '../src/start-gateway.js';
import { QUERY_TOKEN_REFUSED } from '../src/live-updates/live-updates.controller.js';
import { openStream, type OpenStream } from './sse-client.js';

/** Checkout and order history through the gateway, and live status updates on the consumer's open page. */
describe('gateway: orders and live updates', () => {
  let env: ServiceTestEnv;
  let orders: INestApplication;
  let catalog: INestApplication;
  let gateway: INestApplication;
  let base: string;
  const streams: OpenStream[] = [];

  const token = async (role: 'consumer' | 'vendor' | 'admin' = 'consumer', expiresInSeconds?: number) => {
    const sub = randomUUID();
    return { id: sub, token: await signTestAccessToken({ sub, role }, { expiresInSeconds }) };
  };
  const api = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    bearer?: string,
    body?: unknown,
    headers = {},
  ) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
  };
  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
  const stream = async (query: string, headers?: Record<string, string>) => {
    const opened = await openStream(`${base}/api/v1/events/stream${query}`, headers);
    streams.push(opened);
    return opened;
  };

  beforeAll(async () => {
    const port = await freePort();
    env = await prepareServiceTestEnv({
      PORT: String(port),
      ORDERS_PORT: String(await freePort()),
      CATALOG_PORT: String(await freePort()),
      WEB_DIST_DIR: '/nonexistent',
    });
    orders = await startOrders();
    catalog = await startCatalog();
    gateway = await startGateway();
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    streams.forEach((opened) => opened.close());
    await gateway?.close();
    await catalog?.close();
    await orders?.close();
    await env?.cleanup();
  });

  it('checks out and reads orders through the gateway, telling the buyer and the vendor of each status live', async () => {
    const vendor = await token('vendor');
    const otherVendor = await token('vendor');
    const product = await catalog
      .get(ProductsWriter)
      .create({ name: 'Live yam', category: 'yam', basePrice: 1000, stockQuantity: 10, vendorId: vendor.id });
    const ordersDb = orders.get(DataSource);
    for (let i = 0; i < 200; i++) {
      if (
        (
          await ordersDb.query(`SELECT 1 FROM product_snapshots WHERE product_id = $1 AND name IS NOT NULL`, [
            product.id,
          ])
        ).length
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const buyer = await token();
    const neighbour = await token();
    const page = await stream('', bearer(buyer.token));
    const other = await stream('', bearer(neighbour.token));
    const vendorPage = await stream('', bearer(vendor.token));
    const otherVendorPage = await stream('', bearer(otherVendor.token));
    expect([page.status, other.status, vendorPage.status, otherVendorPage.status]).toEqual([
      200, 200, 200, 200,
    ]);
    for (const opened of [page, other, vendorPage, otherVendorPage])
      await opened.next((e) => e.event === 'ready');

    expect(
      (await api('POST', '/api/v1/cart/items', buyer.token, { productId: product.id, quantity: 2 })).status,
    ).toBe(200);
    const placed = await api<OrderView>(
      'POST',
      '/api/v1/orders',
      buyer.token,
      { shippingAddress: '3 Marina Road, Lagos' },
      {
        'idempotency-key': randomUUID(),
      },
    );
    expect(placed.status).toBe(201);
    const order = placed.body;
    expect((await api<{ total: number }>('GET', '/api/v1/orders', buyer.token)).body.total).toBe(1);
    expect((await api<OrderView>('GET', `/api/v1/orders/${order.id}`, buyer.token)).body.id).toBe(order.id);
    expect((await api('GET', `/api/v1/orders/${order.id}`, neighbour.token)).status).toBe(404);

    const pending = await page.next((e) => e.event === 'order.status-changed');
    expect(pending.data).toEqual({
      orderId: order.id,
      from: null,
      to: 'pending',
      occurredAt: order.createdAt,
      fulfilment: null,
    });
    // The vendor's orders page hears of the new order, and of its own action on it.
    expect((await vendorPage.next((e) => e.event === 'order.status-changed')).data).toEqual(pending.data);
    await orders.get(OrderLifecycleService).vendorAction(vendor.id, order.id, 'confirmed');
    const confirmed = await page.next(
      (e) => e.event === 'order.status-changed' && (e.data as { to: string }).to === 'confirmed',
    );
    expect(confirmed.data).toMatchObject({
      orderId: order.id,
      from: 'pending',
      to: 'confirmed',
      fulfilment: { vendorId: vendor.id, from: 'pending', to: 'confirmed' },
    });
    // The vendor area's routes reach orders through the gateway.
    const vendorOrders = await api<{ total: number; items: Array<{ orderId: string; status: string }> }>(
      'GET',
      '/api/v1/vendor/orders',
      vendor.token,
    );
    expect(vendorOrders.body).toMatchObject({
      total: 1,
      items: [{ orderId: order.id, status: 'confirmed' }],
    });
    expect((await api('GET', '/api/v1/vendor/dashboard', vendor.token)).status).toBe(200);
    expect((await api('GET', '/api/v1/vendor/orders', buyer.token)).status).toBe(403);
    const vendorConfirmed = await vendorPage.next(
      (e) => e.event === 'order.status-changed' && (e.data as { to: string }).to === 'confirmed',
    );
    expect(vendorConfirmed.data).toEqual(confirmed.data);

    await orders.get<EventBus>(EVENT_BUS).publish(
      NotificationOrderOutcome.create({
        orderId: order.id,
        consumerId: buyer.id,
        sent: 3,
        total: 4,
        disabled: false,
      }),
    );
    const outcome = await page.next((e) => e.event === 'notification.order-outcome');
    expect(outcome.data).toEqual({ orderId: order.id, sent: 3, total: 4, disabled: false });
    // The neighbour and the other vendor saw none of it; the vendor no notification outcome.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(other.events.map((e) => e.event)).toEqual(['ready']);
    expect(otherVendorPage.events.map((e) => e.event)).toEqual(['ready']);
    expect(vendorPage.events.map((e) => e.event)).toEqual([
      'ready',
      'order.status-changed',
      'order.status-changed',
    ]);
  });

  it('asks for a valid consumer or vendor token of a live session on the stream, and ends the stream when the token expires', async () => {
    const unauthorized = { statusCode: 401, message: 'Your session has expired. Please login again.' };
    expect(await stream('')).toMatchObject({ status: 401, body: unauthorized });
    expect(await stream('', bearer('not-a-token'))).toMatchObject({ status: 401, body: unauthorized });
    const expired = await token('consumer', -10);
    expect(await stream('', bearer(expired.token))).toMatchObject({ status: 401 });
    const admin = await token('admin');
    expect(await stream('', bearer(admin.token))).toMatchObject({
      status: 403,
      body: { statusCode: 403, message: 'Access denied. Required roles: consumer, vendor' },
    });
    // A session that was ended (logout, a revoked sales manager) opens no stream, whatever its token's expiry.
    const ended = randomUUID();
    const endedToken = await signTestAccessToken({ sub: randomUUID(), role: 'consumer', sid: ended });
    await gateway.get(SessionRevocations).revoke([ended]);
    expect(await stream('', bearer(endedToken))).toMatchObject({ status: 401, body: unauthorized });
    // A token in the URL (logs, history) is refused, even a valid one, even with the header too.
    const buyer = await token();
    const queryToken = { statusCode: 400, message: QUERY_TOKEN_REFUSED };
    expect(await stream(`?access_token=${buyer.token}`)).toMatchObject({ status: 400, body: queryToken });
    expect(await stream(`?access_token=${buyer.token}`, bearer(buyer.token))).toMatchObject({
      status: 400,
      body: queryToken,
    });
    expect((await api('GET', `/api/v1/orders?access_token=${buyer.token}`)).status).toBe(401);

    const shortLived = await token('consumer', 2);
    const page = await stream('', bearer(shortLived.token));
    await page.next((e) => e.event === 'session-expired', 5_000);
    await page.ended;
  });

  it("keeps catalog's internal reservation routes out of the public surface", async () => {
    const buyer = await token();
    expect((await api('POST', '/internal/reservations', buyer.token, {})).status).toBe(404);
    expect((await api('POST', '/api/v1/internal/reservations', buyer.token, {})).status).toBe(404);
  });
});
