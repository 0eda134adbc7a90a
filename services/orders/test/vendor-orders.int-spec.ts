import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  OrderView,
  ProductView,
  VendorDashboardResponse,
  VendorOrderListResponse,
} from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { startCheckoutWorld, type CheckoutWorld, type Consumer } from './checkout-world.js';
import { placeOrder, registerVendor, tokenFor, type Vendor } from './vendor-world.js';

/** The vendor area's orders and dashboard: who may call, what a vendor sees, and the figures. */
describe('vendor orders and dashboard', () => {
  let env: ServiceTestEnv;
  let world: CheckoutWorld;
  let ada: Vendor;
  let bola: Vendor;
  let chiamaka: Consumer;
  let tunde: Consumer;
  let yam: ProductView;
  let plantain: ProductView;
  let rice: ProductView;
  const orders: OrderView[] = [];

  const list = (query = '', vendor = ada) =>
    world.call<VendorOrderListResponse>('GET', `/api/v1/vendor/orders${query}`, vendor.token);
  const ids = async (query: string) => (await list(query)).body.items.map((order) => order.orderId);

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    world = await startCheckoutWorld();
    [ada, bola] = [await registerVendor(world, 'Ada Farms'), await registerVendor(world, 'Bola Farms')];
    chiamaka = await world.consumer('Chiamaka Eze', '+2348091112222');
    tunde = await world.consumer('Tunde Bello', '+2348093334444');
    // Ada: yam 1000 → 1150, plantain 400 → 460 a kg; Bola: rice 2000 → 2300.
    yam = await world.product({ name: 'Benue yam', basePrice: 1000, stockQuantity: 500, vendorId: ada.id });
    plantain = await world.product({
      name: 'Ripe plantain',
      category: 'plantain',
      basePrice: 400,
      stockQuantity: 500,
      vendorId: ada.id,
    });
    rice = await world.product({
      name: 'Ofada rice',
      category: 'rice',
      basePrice: 2000,
      stockQuantity: 500,
      vendorId: bola.id,
    });
    // Ada's figures: order 0 yam 2 (2300), order 1 plantain 5 + rice (Bola's) 1 (2300 of Ada's),
    // order 2 yam 1 + plantain 10 (1150 + 4600), declined by Ada; order 3 only Bola's rice.
    orders.push(await placeOrder(world, chiamaka, [[yam.id, 2]]));
    orders.push(
      await placeOrder(world, tunde, [
        [plantain.id, 5],
        [rice.id, 1],
      ]),
    );
    orders.push(
      await placeOrder(world, chiamaka, [
        [yam.id, 1],
        [plantain.id, 10],
      ]),
    );
    orders.push(await placeOrder(world, tunde, [[rice.id, 4]]));
    const act = async (vendor: Vendor, orderId: string, status: string) =>
      expect(
        (await world.call('POST', `/api/v1/vendor/orders/${orderId}/status`, vendor.token, { status }))
          .status,
      ).toBe(200);
    await act(ada, orders[0].id, 'confirmed');
    await act(ada, orders[2].id, 'cancelled');
    // Order 0 was placed three days ago (Lagos time), for the chart.
    await world.ordersDb.query(
      `UPDATE orders SET created_at = created_at - interval '3 days' WHERE id = $1`,
      [orders[0].id],
    );
    await world.ordersDb.query(
      `UPDATE order_fulfilments SET created_at = created_at - interval '3 days' WHERE order_id = $1`,
      [orders[0].id],
    );
  });

  afterAll(async () => {
    await world?.close();
    await env?.cleanup();
  });

  describe('authorization on every vendor route', () => {
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/v1/vendor/orders'],
      ['GET', '/api/v1/vendor/dashboard'],
      ['POST', `/api/v1/vendor/orders/${randomUUID()}/status`, { status: 'confirmed' }],
    ];
    for (const [method, path, body] of routes) {
      it(`${method} ${path.replace(/[0-9a-f-]{36}/, ':orderId')}: vendors only`, async () => {
        for (const role of ['consumer', 'sales_manager', 'admin'] as const)
          expect(await world.call(method, path, await tokenFor(world, role), body)).toEqual({
            status: 403,
            body: { statusCode: 403, message: 'Access denied. Vendor role required.' },
          });
        expect((await world.call(method, path, undefined, body)).status).toBe(401);
      });
    }

    it("keeps another vendor's orders out of reach: 404 and nothing changed", async () => {
      const answer = await world.call('POST', `/api/v1/vendor/orders/${orders[3].id}/status`, ada.token, {
        status: 'cancelled',
      });
      expect(answer).toEqual({ status: 404, body: { statusCode: 404, message: 'Order not found' } });
      expect((await list('', bola)).body.items.find((o) => o.orderId === orders[3].id)?.status).toBe(
        'pending',
      );
      expect(await ids(`?search=${orders[3].id}`)).toEqual([]);
    });
  });

  describe('GET /api/v1/vendor/orders', () => {
    it("lists the orders containing the vendor's products, newest first, with only its own lines", async () => {
      const { body } = await list();
      expect(body.total).toBe(3);
      expect(body.items.map((order) => order.orderId)).toEqual([orders[2].id, orders[1].id, orders[0].id]);
      const mixed = body.items[1];
      expect(mixed).toEqual({
        orderId: orders[1].id,
        reference: `ORD-${orders[1].id.slice(-6).toUpperCase()}`,
        status: 'pending',
        orderStatus: 'pending',
        createdAt: orders[1].createdAt,
        customer: { fullName: 'Tunde Bello', email: tunde.email, phone: '+2348093334444' },
        shippingAddress: orders[1].shippingAddress,
        items: [
          {
            id: expect.any(String),
            productId: plantain.id,
            productName: 'Ripe plantain',
            quantity: 5,
            unitPrice: 460,
            totalPrice: 2300,
          },
        ],
        itemsCount: 1,
        totalAmount: 2300,
        earnings: 2000,
      });
      // Bola sees the same order with its rice only.
      const bolas = (await list('', bola)).body.items.find((order) => order.orderId === orders[1].id);
      expect(bolas?.items.map((line) => line.productName)).toEqual(['Ofada rice']);
    });

    it('searches by customer name or email, order id or ORD- reference, and own product name', async () => {
      expect(await ids('?search=chiamaka')).toEqual([orders[2].id, orders[0].id]);
      expect(await ids(`?search=${tunde.email.toUpperCase()}`)).toEqual([orders[1].id]);
      expect(await ids(`?search=ORD-${orders[0].id.slice(-6).toUpperCase()}`)).toEqual([orders[0].id]);
      expect(await ids(`?search=${orders[2].id}`)).toEqual([orders[2].id]);
      expect(await ids('?search=plantain')).toEqual([orders[2].id, orders[1].id]);
      // Another vendor's product in the same order does not match.
      expect(await ids('?search=ofada')).toEqual([]);
      expect(await ids('?search=%25')).toEqual([]);
    });

    it("filters by the status of the vendor's own part; bad queries are 400", async () => {
      expect(await ids('?status=confirmed')).toEqual([orders[0].id]);
      expect(await ids('?status=cancelled')).toEqual([orders[2].id]);
      expect(await ids('?status=pending')).toEqual([orders[1].id]);
      expect(await ids('?status=all&search=chiamaka')).toEqual([orders[2].id, orders[0].id]);
      expect(await ids('?status=shipped')).toEqual([]);
      expect((await list('?status=lost')).status).toBe(400);
      expect((await list('?sort=name')).body).toEqual({
        statusCode: 400,
        message: 'Unknown query parameter: sort',
      });
      expect((await list('?pageSize=1&page=2')).body.items.map((o) => o.orderId)).toEqual([orders[1].id]);
    });
  });

  describe('GET /api/v1/vendor/dashboard', () => {
    it('adds up the vendor’s own non-cancelled lines; counts every order with its products', async () => {
      const { status, body } = await world.call<VendorDashboardResponse>(
        'GET',
        '/api/v1/vendor/dashboard',
        ada.token,
      );
      expect(status).toBe(200);
      expect(body.stats).toEqual({
        totalRevenue: 2300 + 2300, // order 2 was declined
        totalOrders: 3,
        activeProducts: 2,
        accountValue: 2000 + 2000,
      });
      expect(body.recentOrders).toEqual([
        expect.objectContaining({
          orderId: orders[2].id,
          status: 'cancelled',
          totalAmount: 5750,
          itemsCount: 2,
        }),
        {
          orderId: orders[1].id,
          reference: `ORD-${orders[1].id.slice(-6).toUpperCase()}`,
          customerName: 'Tunde Bello',
          itemsCount: 1,
          totalAmount: 2300,
          status: 'pending',
          orderDate: orders[1].createdAt,
        },
        expect.objectContaining({ orderId: orders[0].id, status: 'confirmed', totalAmount: 2300 }),
      ]);
      // Equal revenue: by name. The declined order's 10 kg of plantain and 1 kg of yam do not count.
      expect(body.topProducts).toEqual([
        { productId: yam.id, name: 'Benue yam', revenue: 2300, quantity: 2 },
        { productId: plantain.id, name: 'Ripe plantain', revenue: 2300, quantity: 5 },
      ]);
    });

    it('charts revenue for each of the last 30 Lagos days, every day present', async () => {
      const { body } = await world.call<VendorDashboardResponse>(
        'GET',
        '/api/v1/vendor/dashboard',
        ada.token,
      );
      const lagosDay = (msAgo: number) =>
        new Date(Date.now() - msAgo).toLocaleDateString('en-CA', { timeZone: 'Africa/Lagos' });
      const days = body.revenueByDay;
      expect(days).toHaveLength(30);
      expect(days.map((day) => day.date)).toEqual(
        Array.from({ length: 30 }, (_, i) => lagosDay((29 - i) * 86_400_000)),
      );
      expect(days[29]).toEqual({ date: lagosDay(0), revenue: 2300, orders: 1 });
      expect(days[26]).toEqual({ date: lagosDay(3 * 86_400_000), revenue: 2300, orders: 1 });
      expect(days.reduce((sum, day) => sum + day.revenue, 0)).toBe(4600);
    });

    it('shows a vendor with no orders zeros and an empty chart, and counts only live products in stock', async () => {
      const idle = await registerVendor(world, 'Idle Farms');
      await world.product({ name: 'Idle yam', basePrice: 100, stockQuantity: 0, vendorId: idle.id });
      await world.product({ name: 'Idle beans', basePrice: 100, stockQuantity: 3, vendorId: idle.id });
      const { body } = await world.call<VendorDashboardResponse>(
        'GET',
        '/api/v1/vendor/dashboard',
        idle.token,
      );
      expect(body.stats).toEqual({ totalRevenue: 0, totalOrders: 0, activeProducts: 1, accountValue: 0 });
      expect(body.recentOrders).toEqual([]);
      expect(body.topProducts).toEqual([]);
      expect(body.revenueByDay.every((day) => day.revenue === 0 && day.orders === 0)).toBe(true);
    });
  });
});
