import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import {
  displayPrice,
  VENDOR_PRODUCT_MESSAGES,
  VERIFICATION_MESSAGES,
  type AdminVendorVerificationItem,
  type AdminVendorVerificationList,
  type LiveOrderStatusChanged,
  type LoginResponse,
  type OrderView,
  type ProductImagesUploadResponse,
  type ProductView,
  type ProfitSettingView,
  type UserProfile,
  type VendorDashboardResponse,
  type VendorOrderListResponse,
  type VendorOrderView,
  type VendorProductView,
  type VendorVerificationView,
} from '@ihe/contracts';
import { solidPng, waitFor } from '@ihe/platform/testing';
import { api, consumerSignup, uniqueEmail, type Answer } from './api-client.js';
import { openStream, type OpenStream } from './sse-client.js';

/**
 * The selling side end to end through the gateway (issue 11): a vendor signs up and waits for review, the
 * admin approves it, it uploads images and adds a product, a consumer buys it (with a second vendor's
 * product in the same order), the vendor confirms and ships its part while an outsider vendor reaches
 * nothing, a declined second order returns its stock, the buyer hears of the shipping live, and the
 * vendor's dashboard counts the order. One journey: each step uses what the steps before it made.
 */

const BASE = () => process.env.BASE_URL!;
const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@ihemarket.ng',
  password: process.env.ADMIN_PASSWORD ?? 'IheAdmin2026',
};
/** How long an event-fed projection may take to catch up before a step fails. */
const EVENTUAL_MS = 15_000;

/**
 * Calls `call` until `done` holds for its answer (waitFor's 25 ms beat), and returns that answer; on the
 * deadline, fails with what the last answer was.
 */
async function until<T>(
  what: string,
  call: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = EVENTUAL_MS,
): Promise<T> {
  let last: T | undefined;
  try {
    await waitFor(async () => {
      last = await call();
      return done(last);
    }, timeoutMs);
  } catch {
    throw new Error(`${what}: not within ${timeoutMs} ms; last answer ${JSON.stringify(last)}`);
  }
  return last!;
}

async function login(email: string, password: string): Promise<string> {
  const answer = await api<LoginResponse>('POST', '/api/v1/auth/login', { body: { email, password } });
  expect(answer.status).toBe(200);
  return answer.body.accessToken;
}

interface Account {
  id: string;
  email: string;
  token: string;
}

async function signUp(body: Record<string, unknown>): Promise<Account> {
  const signup = await api<{ user: { id: string } }>('POST', '/api/v1/auth/signup', { body });
  expect(signup.status).toBe(201);
  const email = body.email as string;
  return { id: signup.body.user.id, email, token: await login(email, body.password as string) };
}

function vendorSignup(tag: string, businessName: string) {
  const business = { businessName, businessAddress: '12 Market Road, Makurdi' };
  return {
    ...business,
    ...consumerSignup({
      email: uniqueEmail(tag),
      role: 'vendor',
      firstName: 'Chinedu',
      lastName: 'Okoro',
      deliveryAddress: undefined,
      ...business,
      isFarmer: true,
    }),
  };
}

/** POST /api/v1/vendor/product-images: one multipart `images` field per file. */
async function uploadImages(
  token: string,
  files: Array<{ name: string; type: string; content: Buffer }>,
): Promise<Answer<ProductImagesUploadResponse & { message?: string }>> {
  const form = new FormData();
  for (const file of files)
    form.append('images', new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  const response = await fetch(`${BASE()}/api/v1/vendor/product-images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), headers: response.headers };
}

const stockOf = async (productId: string) =>
  (await api<ProductView>('GET', `/api/v1/products/${productId}`)).body.stockQuantity;

describe(`vendor lifecycle through the gateway (${process.env.E2E_MODE ?? 'given BASE_URL'})`, () => {
  const run = Date.now().toString(36);
  // Filled in by the steps, in order.
  let admin: string;
  let vendor: Account; // the seller this journey follows
  let otherSeller: Account; // an approved vendor whose product shares the first order
  let outsider: Account; // a vendor with no part in any of it
  let consumer: Account;
  let setting: ProfitSettingView;
  let imageUrls: string[];
  let product: VendorProductView;
  let otherProduct: VendorProductView;
  let order: OrderView;
  let consumerStream: OpenStream | undefined;
  const vendorBody = vendorSignup('vendor', `Okoro Farms ${run}`);
  const newProduct = {
    name: `Benue white yam ${run}`,
    description: 'Fresh white yam tubers from Benue, harvested this week.',
    category: 'tubers',
    basePrice: 1200,
    stockQuantity: 50,
    minimumOrderQuantity: 1,
    farmOrigin: 'Makurdi, Benue',
    isOrganic: true,
  };

  const placeOrder = (token: string) =>
    api<OrderView>('POST', '/api/v1/orders', {
      token,
      headers: { 'idempotency-key': randomUUID() },
      body: { shippingAddress: '7 Awolowo Road, Ikoyi, Lagos', paymentMethod: 'cash_on_delivery' },
    });
  /** Adds to the consumer's cart, waiting until orders' projection of catalog knows the product. */
  const addToCart = (token: string, productId: string, quantity: number) =>
    until(
      `adding ${productId} to the cart`,
      () => api('POST', '/api/v1/cart/items', { token, body: { productId, quantity } }),
      (answer) => answer.status !== 404,
    );
  const vendorAction = (token: string, orderId: string, status: string) =>
    api<VendorOrderView>('POST', `/api/v1/vendor/orders/${orderId}/status`, { token, body: { status } });
  const decide = (vendorId: string, status: string) =>
    api<AdminVendorVerificationItem>('POST', `/api/v1/admin/vendor-verifications/${vendorId}/decision`, {
      token: admin,
      body: { status, adminNotes: 'Documents checked at the market office' },
    });
  /** The admin approves a vendor; the approval reaches identity through an event. */
  const approve = async (account: Account) => {
    await until(
      'the verification request opened from vendor.registered',
      () => api('GET', '/api/v1/vendor/verification', { token: account.token }),
      (answer) => answer.status === 200,
    );
    expect((await decide(account.id, 'approved')).status).toBe(200);
    await until(
      `${account.email} approved in identity`,
      () => api<UserProfile>('GET', '/api/v1/me', { token: account.token }),
      (answer) => answer.body.isApproved === true,
    );
  };
  /** Adds a product, polling while the approval has not yet reached catalog's vendors projection. */
  const addProduct = (token: string, body: Record<string, unknown>) =>
    until(
      'adding a product once catalog knows the approval',
      () => api<VendorProductView>('POST', '/api/v1/vendor/products', { token, body }),
      (answer) => answer.status !== 403,
    );

  afterAll(() => consumerStream?.close());

  it('1. a new vendor is pending review and cannot add products', async () => {
    vendor = await signUp(vendorBody);
    const verification = await until(
      'the pending verification request',
      () => api<VendorVerificationView>('GET', '/api/v1/vendor/verification', { token: vendor.token }),
      (answer) => answer.status === 200,
    );
    expect(verification.body).toMatchObject({ status: 'pending', adminNotes: null, processedAt: null });

    const refused = await api('POST', '/api/v1/vendor/products', { token: vendor.token, body: newProduct });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ statusCode: 403, message: VENDOR_PRODUCT_MESSAGES.mustBeVerified });
    expect((await api('GET', '/api/v1/vendor/products', { token: vendor.token })).body).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('keeps guests and consumers out of the vendor and admin routes', async () => {
    consumer = await signUp(consumerSignup({ email: uniqueEmail('buyer') }));
    admin = await login(ADMIN.email, ADMIN.password);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/v1/vendor/products'],
      ['POST', '/api/v1/vendor/products', newProduct],
      ['GET', '/api/v1/vendor/orders'],
      ['GET', '/api/v1/vendor/dashboard'],
      ['GET', '/api/v1/vendor/verification'],
      ['GET', '/api/v1/admin/vendor-verifications'],
      ['POST', `/api/v1/admin/vendor-verifications/${vendor.id}/decision`, { status: 'approved' }],
    ];
    for (const [method, path, body] of routes) {
      expect([path, (await api(method, path, { body })).status]).toEqual([path, 401]);
      expect([path, (await api(method, path, { body, token: consumer.token })).status]).toEqual([path, 403]);
    }
    // A vendor is not an admin either, and the admin does not sell.
    for (const [method, path, body] of routes.slice(-2))
      expect([path, (await api(method, path, { body, token: vendor.token })).status]).toEqual([path, 403]);
    expect((await api('POST', '/api/v1/vendor/products', { token: admin, body: newProduct })).status).toBe(
      403,
    );
    // Nothing of that decided anything.
    expect(
      (await api<VendorVerificationView>('GET', '/api/v1/vendor/verification', { token: vendor.token })).body
        .status,
    ).toBe('pending');
  });

  it('2. the admin finds the request, approves it once, and identity marks the vendor approved', async () => {
    const search = encodeURIComponent(vendor.email);
    const list = await until(
      "the request with the vendor's directory entry",
      () =>
        api<AdminVendorVerificationList>('GET', `/api/v1/admin/vendor-verifications?search=${search}`, {
          token: admin,
        }),
      (answer) => answer.status === 200 && answer.body.items[0]?.email === vendor.email,
    );
    expect(list.body.total).toBe(1);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({
      vendorId: vendor.id,
      email: vendor.email,
      fullName: 'Chinedu Okoro',
      businessName: vendorBody.businessName,
      businessAddress: vendorBody.businessAddress,
      isFarmer: true,
      status: 'pending',
      processedAt: null,
    });
    expect(list.body.counts.pending).toBeGreaterThanOrEqual(1);

    const approved = await decide(vendor.id, 'approved');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ vendorId: vendor.id, status: 'approved' });
    expect(approved.body.processedAt).toEqual(expect.any(String));
    const again = await decide(vendor.id, 'approved');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ statusCode: 409, message: VERIFICATION_MESSAGES.alreadyProcessed });
    expect(
      (await api<VendorVerificationView>('GET', '/api/v1/vendor/verification', { token: vendor.token })).body,
    ).toMatchObject({ status: 'approved', adminNotes: 'Documents checked at the market office' });

    await until(
      'isApproved in the vendor profile',
      () => api<UserProfile>('GET', '/api/v1/me', { token: vendor.token }),
      (answer) => answer.body.isApproved === true,
    );
  });

  it('3. the approved vendor uploads two images and adds a product at the display price', async () => {
    const uploaded = await uploadImages(vendor.token, [
      { name: 'yam-front.png', type: 'image/png', content: solidPng(64, 48, [180, 120, 40]) },
      { name: 'yam-side.png', type: 'image/png', content: solidPng(40, 40, [90, 160, 60]) },
    ]);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.imageUrls).toHaveLength(2);
    expect(uploaded.body.thumbnailUrls).toHaveLength(2);
    imageUrls = uploaded.body.imageUrls;
    for (const url of [...imageUrls, ...uploaded.body.thumbnailUrls]) {
      const image = await fetch(new URL(url, BASE()));
      expect([url, image.status]).toEqual([url, 200]);
      expect(image.headers.get('content-type')).toMatch(/^image\//);
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }

    const script = await uploadImages(vendor.token, [
      { name: 'yam-front.png', type: 'image/png', content: solidPng(8, 8, [1, 2, 3]) },
      { name: 'notes.png', type: 'image/png', content: Buffer.from('#!/bin/sh\necho "not an image"\n') },
    ]);
    expect(script.status).toBe(400);
    expect(script.body).toMatchObject({
      statusCode: 400,
      message: VENDOR_PRODUCT_MESSAGES.notAnImage('notes.png'),
    });

    const current = await api<ProfitSettingView>('GET', '/api/v1/profit-setting');
    expect(current.status).toBe(200);
    setting = current.body;
    const added = await addProduct(vendor.token, { ...newProduct, imageUrls });
    expect(added.status).toBe(201);
    product = added.body;
    expect(product).toMatchObject({
      name: newProduct.name,
      category: 'tubers',
      basePrice: newProduct.basePrice,
      price: displayPrice(newProduct.basePrice, setting),
      stockQuantity: 50,
      imageUrls,
      vendorId: vendor.id,
      isOrganic: true,
      farmOrigin: 'Makurdi, Benue',
      ordersCount: 0,
      revenue: 0,
    });
    const shown = await api<ProductView>('GET', `/api/v1/products/${product.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ id: product.id, price: product.price, imageUrls });
  });

  it('4. a consumer buys it, together with a second vendor’s product', async () => {
    otherSeller = await signUp(vendorSignup('seller', `Adamu Grains ${run}`));
    await approve(otherSeller);
    const other = await addProduct(otherSeller.token, {
      name: `Kano white beans ${run}`,
      description: 'Clean white beans from Kano, sorted and bagged.',
      category: 'legumes',
      basePrice: 900,
      stockQuantity: 30,
    });
    expect(other.status).toBe(201);
    otherProduct = other.body;

    consumerStream = await openStream(`${BASE()}/api/v1/events/stream`, {
      authorization: `Bearer ${consumer.token}`,
    });
    expect(consumerStream.status).toBe(200);
    await consumerStream.next((event) => event.event === 'ready');

    expect((await addToCart(consumer.token, product.id, 3)).status).toBe(200);
    expect((await addToCart(consumer.token, otherProduct.id, 2)).status).toBe(200);
    const placed = await placeOrder(consumer.token);
    expect(placed.status).toBe(201);
    order = placed.body;
    expect(order.status).toBe('pending');
    expect(order.items.map((line) => [line.productId, line.quantity]).sort()).toEqual(
      [
        [product.id, 3],
        [otherProduct.id, 2],
      ].sort(),
    );
    expect(order.fulfilments).toHaveLength(2);
  });

  it('5. the vendor confirms and ships its own part; an outsider vendor reaches nothing', async () => {
    const listed = await until(
      "the order in the vendor's orders, with the customer",
      () => api<VendorOrderListResponse>('GET', '/api/v1/vendor/orders', { token: vendor.token }),
      (answer) =>
        answer.body.items?.[0]?.orderId === order.id &&
        answer.body.items[0].customer.email === consumer.email,
    );
    expect(listed.body.total).toBe(1);
    const part = listed.body.items[0];
    expect(part).toMatchObject({
      orderId: order.id,
      status: 'pending',
      orderStatus: 'pending',
      customer: { fullName: 'Funke Adeyemi', email: consumer.email },
      itemsCount: 1,
      totalAmount: product.price * 3,
      earnings: newProduct.basePrice * 3,
    });
    expect(part.items).toEqual([
      expect.objectContaining({ productId: product.id, quantity: 3, unitPrice: product.price }),
    ]);

    const tooEarly = await vendorAction(vendor.token, order.id, 'shipped');
    expect(tooEarly.status).toBe(409);
    const confirmed = await vendorAction(vendor.token, order.id, 'confirmed');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ orderId: order.id, status: 'confirmed', itemsCount: 1 });
    const shipped = await vendorAction(vendor.token, order.id, 'shipped');
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ orderId: order.id, status: 'shipped' });

    // The other seller's part did not move with it; the order is between the two.
    const mixed = await api<OrderView>('GET', `/api/v1/orders/${order.id}`, { token: consumer.token });
    expect(mixed.body.status).toBe('processing');
    expect(
      Object.fromEntries((mixed.body.fulfilments ?? []).map((part) => [part.vendorId, part.status])),
    ).toEqual({ [vendor.id]: 'shipped', [otherSeller.id]: 'pending' });
    const theirs = await api<VendorOrderListResponse>('GET', '/api/v1/vendor/orders', {
      token: otherSeller.token,
    });
    expect(theirs.body.items.map((item) => [item.orderId, item.status])).toEqual([[order.id, 'pending']]);
    expect(theirs.body.items[0].items.map((line) => line.productId)).toEqual([otherProduct.id]);
    for (const status of ['confirmed', 'shipped'])
      expect((await vendorAction(otherSeller.token, order.id, status)).status).toBe(200);
    const consumerView = await api<OrderView>('GET', `/api/v1/orders/${order.id}`, { token: consumer.token });
    expect(consumerView.status).toBe(200);
    expect(consumerView.body.status).toBe('shipped');

    // A vendor with nothing in the order: no lines, no action, no hold on the first vendor's product.
    outsider = await signUp(vendorSignup('outsider', `Ibadan Greens ${run}`));
    expect((await vendorAction(outsider.token, order.id, 'delivered')).status).toBe(404);
    expect(
      (await api<VendorOrderListResponse>('GET', '/api/v1/vendor/orders', { token: outsider.token })).body,
    ).toMatchObject({ items: [], total: 0 });
    for (const seller of [outsider, otherSeller]) {
      const patch = await api('PATCH', `/api/v1/vendor/products/${product.id}`, {
        token: seller.token,
        body: { name: 'Taken over', stockQuantity: 0 },
      });
      expect(patch.status).toBe(404);
      expect(
        (await api('DELETE', `/api/v1/vendor/products/${product.id}`, { token: seller.token })).status,
      ).toBe(404);
    }
    const untouched = await api<ProductView>('GET', `/api/v1/products/${product.id}`);
    expect(untouched.body).toMatchObject({ name: newProduct.name, stockQuantity: 47 });
    const stillShipped = await api<VendorOrderListResponse>('GET', '/api/v1/vendor/orders', {
      token: vendor.token,
    });
    expect(stillShipped.body.items.map((item) => [item.orderId, item.status])).toEqual([
      [order.id, 'shipped'],
    ]);
  });

  it('6. a declined order gives its stock back, exactly once', async () => {
    const before = await stockOf(product.id);
    expect(before).toBe(47);
    expect((await addToCart(consumer.token, product.id, 4)).status).toBe(200);
    const placed = await placeOrder(consumer.token);
    expect(placed.status).toBe(201);
    await until(
      'the reservation taken from stock',
      () => stockOf(product.id),
      (stock) => stock === before - 4,
    );

    const declined = await vendorAction(vendor.token, placed.body.id, 'cancelled');
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe('cancelled');
    expect((await vendorAction(vendor.token, placed.body.id, 'cancelled')).status).toBe(409);
    expect(
      (await api<OrderView>('GET', `/api/v1/orders/${placed.body.id}`, { token: consumer.token })).body
        .status,
    ).toBe('cancelled');
    await until(
      'the declined kilograms back in stock',
      () => stockOf(product.id),
      (stock) => stock !== before - 4,
    );
    expect(await stockOf(product.id)).toBe(before);
  });

  it('7. the buyer hears live of the vendor shipping its part', async () => {
    const heard = await consumerStream!.next(
      (event) =>
        event.event === 'order.status-changed' &&
        (event.data as LiveOrderStatusChanged).orderId === order.id &&
        (event.data as LiveOrderStatusChanged).fulfilment?.vendorId === vendor.id &&
        (event.data as LiveOrderStatusChanged).fulfilment?.to === 'shipped',
      EVENTUAL_MS,
    );
    expect(heard.data).toMatchObject({
      orderId: order.id,
      from: 'processing',
      to: 'processing',
      fulfilment: { vendorId: vendor.id, from: 'confirmed', to: 'shipped' },
    });
  });

  it("8. the vendor's dashboard counts the order; the declined stock stayed returned once", async () => {
    const dashboard = await api<VendorDashboardResponse>('GET', '/api/v1/vendor/dashboard', {
      token: vendor.token,
    });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.stats.totalOrders).toBeGreaterThanOrEqual(1);
    expect(dashboard.body.recentOrders.map((recent) => recent.orderId)).toContain(order.id);
    expect(dashboard.body.recentOrders.find((recent) => recent.orderId === order.id)).toMatchObject({
      status: 'shipped',
      itemsCount: 1,
      totalAmount: product.price * 3,
    });
    expect(dashboard.body.stats.activeProducts).toBe(1);
    // The product's figures follow the orders (the declined one taken off again), from events.
    await until(
      "the product's orders count and revenue",
      () => api<{ items: VendorProductView[] }>('GET', '/api/v1/vendor/products', { token: vendor.token }),
      (answer) =>
        answer.body.items?.[0]?.ordersCount === 1 && answer.body.items[0].revenue === product.price * 3,
    );
    // Later event round trips than the decline's: a second return of its stock would show by now.
    expect(await stockOf(product.id)).toBe(47);
  });
});
