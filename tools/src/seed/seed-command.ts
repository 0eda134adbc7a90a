import 'reflect-metadata';
import { runDemoSeed } from './run-demo-seed.js';

/**
 * `npm run seed`: fills an empty database with the demo vendors (identity) and demo products with
 * images (catalog). DATABASE_URL selects the database (else the embedded one under DATA_DIR);
 * DEMO_PRODUCT_COUNT, DEMO_SEED and DEMO_VENDOR_PASSWORD tune it. Running it again changes nothing.
 */
try {
  await runDemoSeed();
  process.exit(0);
} catch (error) {
  console.error(`Seeding failed: ${(error as Error).message}`);
  process.exit(1);
}
