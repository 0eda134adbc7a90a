// Stops the embedded PostgreSQL of jest.global-setup.mjs (if it started one) and removes its temp dir.
import { stopEmbeddedPostgres } from './jest.global-setup.mjs';

export default async function globalTeardown() {
  await stopEmbeddedPostgres();
}
