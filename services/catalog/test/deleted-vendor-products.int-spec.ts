import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ProductDeleted,
  UserStatusChanged,
  type EventEnvelope,
  type ProductListResponse,
} from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { DeletedVendorProductsService } from '../src/deleted-vendors/deleted-vendor-products.service.js';
import { startTestCatalog, waitFor, type TestCatalog } from './catalog-test-app.js';

const VENDOR = '5d1e0c9a-7b2f-4c3d-8e9f-0a1b2c3d4e01';
const OTHER_VENDOR = '5d1e0c9a-7b2f-4c3d-8e9f-0a1b2c3d4e02';
const ADMIN = '5d1e0c9a-7b2f-4c3d-8e9f-0a1b2c3d4e03';

const statusChanged = (status: 'suspended' | 'activated' | 'deleted', userId = VENDOR) =>
  UserStatusChanged.create({ userId, status, notes: null, by: ADMIN, role: 'vendor' });

describe("catalog: a deleted vendor's products leave the shop", () => {
  let env: ServiceTestEnv;
  let catalog: TestCatalog;
  let settled = 0;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    catalog = await startTestCatalog();
    const service = catalog.app.get(DeletedVendorProductsService);
    const handle = service.onStatusChanged;
    service.onStatusChanged = async (event) => {
      try {
        await handle.call(service, event);
      } finally {
        settled++;
      }
    };
    const product = (name: string, vendorId: string) =>
      catalog.writer.create({ name, category: 'yam', basePrice: 1000, stockQuantity: 40, vendorId });
    ids.yam = (await product('Deleted vendor yam', VENDOR)).id;
    ids.plantain = (await product('Deleted vendor plantain', VENDOR)).id;
    ids.other = (await product('Other vendor yam', OTHER_VENDOR)).id;
  });

  afterAll(async () => {
    await catalog?.app.close();
    await env?.cleanup();
  });

  const publish = async (event: EventEnvelope) => {
    const before = settled;
    await catalog.bus.publish(event);
    await waitFor(() => settled > before);
  };
  const listed = async () =>
    (await catalog.get<ProductListResponse>('/api/v1/products?search=vendor')).body.items.map(
      (item) => item.id,
    );
  const deletedEvents = async (): Promise<string[]> =>
    (
      await catalog.db.query(`SELECT payload FROM outbox WHERE name = $1 ORDER BY seq`, [ProductDeleted.name])
    ).map((row: { payload: EventEnvelope<{ productId: string }> }) => row.payload.payload.productId);

  it('keeps the products of a suspended or activated vendor', async () => {
    await publish(statusChanged('suspended'));
    await publish(statusChanged('activated'));
    expect((await listed()).sort()).toEqual([ids.yam, ids.plantain, ids.other].sort());
    expect(await deletedEvents()).toEqual([]);
  });

  it("soft-deletes every product of the deleted vendor, one product.deleted each, others' untouched", async () => {
    await publish(statusChanged('deleted'));
    expect(await listed()).toEqual([ids.other]);
    expect((await catalog.get(`/api/v1/products/${ids.yam}`)).status).toBe(404);
    expect((await deletedEvents()).sort()).toEqual([ids.yam, ids.plantain].sort());
    // The rows stay for orders and the audit log.
    const [{ count }] = await catalog.db.query(
      `SELECT count(*)::int AS count FROM products WHERE vendor_id = $1 AND deleted_at IS NOT NULL`,
      [VENDOR],
    );
    expect(count).toBe(2);
  });

  it('changes nothing on a redelivery, or for a deleted user that is not a vendor', async () => {
    await publish(statusChanged('deleted'));
    await publish(
      UserStatusChanged.create({ userId: OTHER_VENDOR, status: 'deleted', notes: null, role: 'consumer' }),
    );
    expect(await listed()).toEqual([ids.other]);
    expect(await deletedEvents()).toHaveLength(2);
  });
});
