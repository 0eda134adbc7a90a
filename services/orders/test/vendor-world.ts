import { randomUUID } from 'node:crypto';
import { UserRegistered, type EventEnvelope, type OrderView, type Role } from '@ihe/contracts';
import { signTestAccessToken } from '@ihe/platform/testing';
import type { CheckoutWorld, Consumer } from './checkout-world.js';
import { waitFor } from './orders-test-app.js';

export interface Vendor {
  id: string;
  token: string;
  businessName: string;
}

/** A vendor identity announced (catalog knows its business name), with a token. */
export async function registerVendor(world: CheckoutWorld, businessName: string): Promise<Vendor> {
  const id = randomUUID();
  await world.bus.publish(
    UserRegistered.create({
      userId: id,
      role: 'vendor',
      email: `${id.slice(0, 8)}@farm.ng`,
      fullName: `${businessName} owner`,
      phoneNumber: '+2348030000000',
      businessName,
      isFarmer: true,
      isApproved: true,
      createdAt: new Date().toISOString(),
    }),
  );
  await waitFor(
    async () => (await world.catalogDb.query(`SELECT 1 FROM vendors WHERE id = $1`, [id])).length === 1,
  );
  return { id, businessName, token: await tokenFor(world, 'vendor', id) };
}

export function tokenFor(world: CheckoutWorld, role: Role, sub = randomUUID()): Promise<string> {
  return signTestAccessToken({ sub, role });
}

/** Places an order of these lines (product id → kg) for the buyer; fails the test if it is not placed. */
export async function placeOrder(
  world: CheckoutWorld,
  buyer: Consumer,
  lines: Array<[string, number]>,
): Promise<OrderView> {
  for (const [productId, quantity] of lines) {
    const added = await world.addToCart(buyer, productId, quantity);
    if (added.status !== 200) throw new Error(`cart: ${JSON.stringify(added.body)}`);
  }
  const placed = await world.checkout(buyer);
  if (placed.status !== 201) throw new Error(`checkout: ${JSON.stringify(placed.body)}`);
  return placed.body;
}

/** The order.status-changed events in orders' outbox for the order, in the order written. */
export async function statusEvents(world: CheckoutWorld, orderId: string): Promise<EventEnvelope[]> {
  const rows: Array<{ payload: EventEnvelope }> = await world.ordersDb.query(
    `SELECT payload FROM outbox WHERE name = 'order.status-changed' AND payload->'payload'->>'orderId' = $1
      ORDER BY seq`,
    [orderId],
  );
  return rows.map((row) => row.payload);
}

/** Each part's status by vendor (null vendor as 'none'), straight from the table. */
export async function partStatuses(world: CheckoutWorld, orderId: string): Promise<Record<string, string>> {
  const rows: Array<{ vendor_id: string | null; status: string }> = await world.ordersDb.query(
    `SELECT vendor_id, status FROM order_fulfilments WHERE order_id = $1`,
    [orderId],
  );
  return Object.fromEntries(rows.map((row) => [row.vendor_id ?? 'none', row.status]));
}

/** Each part's history, oldest first: [vendor, from, to, by]. */
export async function partHistory(world: CheckoutWorld, orderId: string): Promise<unknown[][]> {
  const rows: Array<Record<string, string | null>> = await world.ordersDb.query(
    `SELECT f.vendor_id, h.from_status, h.to_status, h.changed_by FROM fulfilment_status_history h
       JOIN order_fulfilments f ON f.id = h.fulfilment_id WHERE f.order_id = $1 ORDER BY h.id`,
    [orderId],
  );
  return rows.map((row) => [row.vendor_id, row.from_status, row.to_status, row.changed_by]);
}
