import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { OrderView, VendorProductView } from '@ihe/contracts';
import { api } from '../api-client.js';
import {
  ACTOR_NAMES,
  approveVendor,
  createActors,
  decideVendor,
  eventually,
  signUpVendor,
  type Account,
  type Actors,
} from './actors.js';
import { MATRIX_BODIES } from './authorization-matrix.js';
import { fillPath, loadApiRoutes, pathParams, probe, type ApiRoute } from './openapi-routes.js';

/**
 * Issue 17, IDOR: every route of the OpenAPI document with a path parameter is called with the ids of
 * things someone else owns (consumer A's order and cart, vendor A's product, vendor D's verification
 * documents, accounts only the admin may act on), by every other actor, and must never answer 2xx (nor
 * 5xx); what each call could have changed is read again afterwards. A new `{id}` route needs an entry here.
 */

type Attacker = (typeof ACTOR_NAMES)[number] | 'vendorC';
interface Fixture {
  actors: Actors & { vendorC: Account; vendorD: Account };
  product: VendorProductView;
  cartProduct: VendorProductView;
  order: OrderView;
  document: string;
}
interface Target {
  owner: 'consumerA' | 'vendorA' | 'vendorD' | 'admin' | 'public';
  params: (f: Fixture) => Record<string, string>;
  body?: unknown;
  /**
   * 'own-scope': the route acts on the caller's own data keyed by the id (a cart line by product), so a
   * 2xx is no leak: only the owner's state is checked to be untouched.
   */
  scope?: 'own-scope';
}

const TARGETS: Record<string, Target> = {
  'POST /api/v1/admin/sales-managers/{id}/approve': {
    owner: 'admin',
    params: (f) => ({ id: f.actors.salesPending.id }),
  },
  'POST /api/v1/admin/sales-managers/{id}/reject': {
    owner: 'admin',
    params: (f) => ({ id: f.actors.salesPending.id }),
    body: { reason: 'No' },
  },
  'POST /api/v1/admin/users/{id}/actions': {
    owner: 'admin',
    params: (f) => ({ id: f.actors.consumerA.id }),
    body: { action: 'suspend' },
  },
  'GET /api/v1/products/{id}': { owner: 'public', params: (f) => ({ id: f.product.id }) },
  'GET /api/v1/media/products/{file}': { owner: 'public', params: () => ({ file: 'x.png' }) },
  'GET /api/v1/media/products/{owner}/{file}': {
    owner: 'public',
    params: () => ({ owner: 'x', file: 'x.png' }),
  },
  'PATCH /api/v1/vendor/products/{id}': {
    owner: 'vendorA',
    params: (f) => ({ id: f.product.id }),
    body: MATRIX_BODIES['PATCH /api/v1/vendor/products/{id}'],
  },
  'DELETE /api/v1/vendor/products/{id}': { owner: 'vendorA', params: (f) => ({ id: f.product.id }) },
  'PATCH /api/v1/cart/items/{productId}': {
    owner: 'consumerA',
    params: (f) => ({ productId: f.cartProduct.id }),
    body: { quantity: 3 },
    scope: 'own-scope',
  },
  'DELETE /api/v1/cart/items/{productId}': {
    owner: 'consumerA',
    params: (f) => ({ productId: f.cartProduct.id }),
    scope: 'own-scope',
  },
  'GET /api/v1/orders/{id}': { owner: 'consumerA', params: (f) => ({ id: f.order.id }) },
  'POST /api/v1/orders/{id}/cancel': { owner: 'consumerA', params: (f) => ({ id: f.order.id }) },
  'POST /api/v1/vendor/orders/{orderId}/status': {
    owner: 'vendorA',
    params: (f) => ({ orderId: f.order.id }),
    body: { status: 'confirmed' },
  },
  'GET /api/v1/vendor/verification/documents/{fileName}': {
    owner: 'vendorD',
    params: (f) => ({ fileName: f.document }),
  },
  'POST /api/v1/admin/vendor-verifications/{vendorId}/decision': {
    owner: 'admin',
    params: (f) => ({ vendorId: f.actors.vendorB.id }),
    body: { status: 'approved', adminNotes: 'IDOR check' },
  },
  'GET /api/v1/admin/vendor-verifications/{vendorId}/documents/{fileName}': {
    owner: 'admin',
    params: (f) => ({ vendorId: f.actors.vendorD.id, fileName: f.document }),
  },
};

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

async function uploadDocument(vendor: Account): Promise<string> {
  const form = new FormData();
  form.append('documents', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'cac.pdf');
  const response = await fetch(`${process.env.BASE_URL}/api/v1/vendor/verification/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${vendor.token}` },
    body: form,
  });
  const answer = (await response.json()) as { documents: Array<{ fileName: string }> };
  expect(response.status).toBe(200);
  return answer.documents[0].fileName;
}

async function addProduct(vendor: Account, name: string): Promise<VendorProductView> {
  const answer = await api<VendorProductView>('POST', '/api/v1/vendor/products', {
    token: vendor.token,
    body: { ...(MATRIX_BODIES['POST /api/v1/vendor/products'] as object), name, stockQuantity: 40 },
  });
  expect(answer.status).toBe(201);
  return answer.body;
}

/** Adds to a cart once orders' projection of catalog knows the product. */
async function addToCart(consumer: Account, productId: string, quantity: number): Promise<void> {
  await eventually(`product ${productId} in the cart`, async () => {
    const answer = await api('POST', '/api/v1/cart/items', {
      token: consumer.token,
      body: { productId, quantity },
    });
    return answer.status === 200 || answer.status === 201;
  });
}

async function makeFixture(): Promise<Fixture> {
  const actors = await createActors('idor');
  const [vendorC, vendorD] = await Promise.all([
    signUpVendor('idor-vendor-c'),
    signUpVendor('idor-vendor-d'),
  ]);
  await Promise.all([
    approveVendor(actors.admin.token, vendorC),
    decideVendor(actors.admin.token, vendorD, 'requires_documents'),
  ]);
  const document = await uploadDocument(vendorD);
  const product = await addProduct(actors.vendorA, `IDOR yam ${randomUUID().slice(0, 6)}`);
  const cartProduct = await addProduct(actors.vendorA, `IDOR cassava ${randomUUID().slice(0, 6)}`);
  await addToCart(actors.consumerA, product.id, 2);
  const placed = await api<OrderView>('POST', '/api/v1/orders', {
    token: actors.consumerA.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { shippingAddress: '7 Awolowo Road, Ikoyi, Lagos', paymentMethod: 'cash_on_delivery' },
  });
  expect(placed.status).toBe(201);
  // The vendor's product list counts the order from an event: settled before the owners' view is taken.
  await eventually('the order counted on the vendor product', async () => {
    const listed = await api<{ items?: Array<{ id: string; ordersCount: number }> }>(
      'GET',
      '/api/v1/vendor/products',
      { token: actors.vendorA.token },
    );
    return listed.body.items?.find((item) => item.id === product.id)?.ordersCount === 1;
  });
  await addToCart(actors.consumerA, cartProduct.id, 2);
  return { actors: { ...actors, vendorC, vendorD }, product, cartProduct, order: placed.body, document };
}

/** What a target's owner sees of the things the attempts could have changed. */
async function ownersView(f: Fixture) {
  const { consumerA, vendorA, salesPending, vendorB } = f.actors;
  const [order, cart, products, me, managers, verification] = await Promise.all([
    api('GET', `/api/v1/orders/${f.order.id}`, { token: consumerA.token }),
    api('GET', '/api/v1/cart', { token: consumerA.token }),
    api('GET', '/api/v1/vendor/products', { token: vendorA.token }),
    api('GET', '/api/v1/me', { token: consumerA.token }),
    api('GET', `/api/v1/me`, { token: salesPending.token }),
    api('GET', '/api/v1/vendor/verification', { token: vendorB.token }),
  ]);
  return {
    order: order.body,
    cart: cart.body,
    products: products.body,
    me: me.body,
    managers: managers.body,
    verification: verification.body,
  };
}

describe(`IDOR: other people's ids on every {id} route (${process.env.E2E_MODE ?? 'given BASE_URL'})`, () => {
  let fixture: Fixture;
  let routes: ApiRoute[];

  beforeAll(async () => {
    [fixture, { routes }] = await Promise.all([makeFixture(), loadApiRoutes()]);
  });

  it('has a target for every route with a path parameter, and none for a route the document lacks', () => {
    const withIds = routes.filter((route) => pathParams(route.path).length > 0).map((route) => route.key);
    expect({ withoutTarget: withIds.filter((key) => !(key in TARGETS)) }).toEqual({ withoutTarget: [] });
    expect({ stale: Object.keys(TARGETS).filter((key) => !withIds.includes(key)) }).toEqual({ stale: [] });
  });

  it("never answers 2xx to anyone but the owner, and leaves the owner's things as they were", async () => {
    // Taken once it holds still (projections of the fixture's own events have caught up).
    let before = await ownersView(fixture);
    await eventually("the owners' view settling", async () => {
      const now = await ownersView(fixture);
      const still = JSON.stringify(now) === JSON.stringify(before);
      before = now;
      return still;
    });
    const leaks: string[] = [];
    let checks = 0;
    for (const route of routes) {
      const target = TARGETS[route.key];
      if (!target || target.owner === 'public') continue;
      const url = fillPath(route.path, target.params(fixture));
      const attackers = [...ACTOR_NAMES, 'vendorC' as const].filter(
        (name: Attacker) => name !== target.owner,
      );
      for (const attacker of attackers) {
        const token = attacker === 'guest' ? undefined : fixture.actors[attacker].token;
        const status = await probe(route.method, url, { token, body: target.body });
        checks += 1;
        const leaked = status >= 500 || (status < 300 && target.scope !== 'own-scope');
        if (leaked) leaks.push(`${route.key} as ${attacker}: ${status}`);
      }
    }
    console.log(`[IDOR] ${checks} calls with another user's ids`);
    expect(leaks).toEqual([]);
    expect(await ownersView(fixture)).toEqual(before);
  });

  it('lets the owners read what the attempts were refused (the ids were real)', async () => {
    const { consumerA, vendorD, admin } = fixture.actors;
    for (const [key, token] of [
      ['GET /api/v1/orders/{id}', consumerA.token],
      ['GET /api/v1/vendor/verification/documents/{fileName}', vendorD.token],
      ['GET /api/v1/admin/vendor-verifications/{vendorId}/documents/{fileName}', admin.token],
    ] as const) {
      const url = fillPath(key.split(' ')[1], TARGETS[key].params(fixture));
      expect({ key, status: await probe('GET', url, { token }) }).toEqual({ key, status: 200 });
    }
  });
});
