import pg from 'pg';
import { displayPrice, ProductCreated, type ProductSnapshot } from '@ihe/contracts';
import { demoProducts, demoVendors } from '@ihe/demo-data';

const CHUNK = 2000;

/**
 * Fills catalog's own tables with `count` products (the demo generator at a larger size) and the vendors
 * they need, straight into the schema for speed: 100,000 products through the API would take minutes.
 * The first `announce` products are also written to catalog's outbox as product.created, so the relay
 * publishes them and the orders service learns them (the add-to-cart benchmark needs that).
 */
export async function seedBenchCatalog(
  databaseUrl: string,
  count: number,
  announce: number,
): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SET search_path = catalog, public');
    await client.query('TRUNCATE products, vendors CASCADE'); // a fresh database: nothing else to keep
    for (const vendor of demoVendors()) {
      await client.query(
        `INSERT INTO vendors (id, role, full_name, business_name, phone_number, is_approved) VALUES ($1, 'vendor', $2, $3, $4, true)`,
        [vendor.id, vendor.fullName, vendor.businessName, vendor.phoneNumber],
      );
    }
    const vendors = new Map(demoVendors().map((vendor) => [vendor.id, vendor]));
    const products = demoProducts(count, 7);
    for (let start = 0; start < products.length; start += CHUNK) {
      const chunk = products.slice(start, start + CHUNK);
      const values: unknown[] = [];
      const rows = chunk.map((product) => {
        const base = values.length;
        values.push(
          product.id,
          product.name,
          product.description,
          product.category,
          product.basePrice,
          displayPrice(product.basePrice),
          // Benchmarks must not run out of stock halfway: every product has plenty.
          Math.max(product.stockQuantity, 1) * 1000,
          product.minimumOrderQuantity,
          product.vendorId,
          product.farmOrigin,
          product.isOrganic,
        );
        const p = (i: number) => `$${base + i}`;
        return `(${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, 15, ${p(7)}, ${p(8)}, ${p(9)}, ${p(10)}, ${p(11)})`;
      });
      await client.query(
        `INSERT INTO products (id, name, description, category, base_price, price, company_profit_percentage,
           stock_quantity, minimum_order_quantity, vendor_id, farm_origin, is_organic) VALUES ${rows.join(', ')}`,
        values,
      );
    }
    const announced = products.slice(0, announce);
    for (const product of announced) {
      const vendor = vendors.get(product.vendorId);
      const snapshot: ProductSnapshot = {
        id: product.id,
        name: product.name,
        description: product.description,
        category: product.category,
        basePrice: product.basePrice,
        price: displayPrice(product.basePrice),
        companyProfitPercentage: 15,
        stockQuantity: Math.max(product.stockQuantity, 1) * 1000,
        minimumOrderQuantity: product.minimumOrderQuantity,
        imageUrls: [],
        farmOrigin: product.farmOrigin,
        isOrganic: product.isOrganic,
        vendorId: product.vendorId,
        vendorFullName: vendor?.fullName ?? null,
        vendorBusinessName: vendor?.businessName ?? null,
        vendorPhone: vendor?.phoneNumber ?? null,
        createdAt: new Date().toISOString(),
      };
      const event = ProductCreated.create({ product: snapshot });
      await client.query('INSERT INTO outbox (id, name, payload) VALUES ($1, $2, $3)', [
        event.id,
        event.name,
        event,
      ]);
    }
    await client.query('ANALYZE products; ANALYZE vendors');
    return announced.map((product) => product.id);
  } finally {
    await client.end();
  }
}
