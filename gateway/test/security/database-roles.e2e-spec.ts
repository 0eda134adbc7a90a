import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { serviceDatabaseUrl } from '@ihe/platform';

const SERVICES = ['analytics', 'catalog', 'identity', 'notifications', 'orders', 'verification'];
const distributed = process.env.E2E_MODE === 'distributed';

/**
 * Least privilege in the database: in the distributed mode every service is connected as its own role, which
 * cannot read another service's tables; the one-command mode keeps one role. E2E_DATABASE_URL is the admin's.
 */
describe(`database roles of the deployment (${process.env.E2E_MODE ?? 'given BASE_URL'})`, () => {
  let admin: pg.Client;
  const adminUrl = process.env.E2E_DATABASE_URL ?? '';

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
  });

  it(
    distributed ? 'migrated and connects each service as its own role' : 'runs every service as one role',
    async () => {
      // Each service migrated its own schema at start: its tables belong to whoever it connected as.
      const { rows: owners } = await admin.query<{ service: string; role: string }>(
        `SELECT DISTINCT schemaname AS service, tableowner AS role FROM pg_tables WHERE schemaname = ANY($1) ORDER BY 1, 2`,
        [SERVICES],
      );
      expect(owners.map((row) => row.service)).toEqual(SERVICES);
      // Sessions open now (pools close idle ones): each is its service's role.
      const { rows: sessions } = await admin.query<{ service: string; role: string }>(
        `SELECT DISTINCT substr(application_name, 5) AS service, usename AS role FROM pg_stat_activity
        WHERE datname = current_database() AND application_name LIKE 'ihe-%' ORDER BY 1, 2`,
      );
      expect(sessions.length).toBeGreaterThan(0);
      if (distributed) {
        expect(owners).toEqual(SERVICES.map((service) => ({ service, role: `ihe_${service}` })));
        for (const { service, role } of sessions) expect(role).toBe(`ihe_${service}`);
      } else {
        expect(new Set([...owners, ...sessions].map((row) => row.role)).size).toBe(1);
      }
    },
  );

  // The one-command mode has no per-service roles to try.
  if (distributed)
    it("keeps catalog's role out of identity's accounts", async () => {
      const catalog = new pg.Client({ connectionString: serviceDatabaseUrl(adminUrl, 'catalog') });
      await catalog.connect();
      try {
        await expect(catalog.query('SELECT count(*) FROM identity.user_accounts')).rejects.toMatchObject({
          code: '42501',
        });
        const { rows } = await catalog.query('SELECT count(*)::int AS n FROM catalog.products');
        expect(rows[0].n).toBeGreaterThanOrEqual(0);
      } finally {
        await catalog.end();
      }
    });
});
