import { createHmac } from 'node:crypto';
import pg from 'pg';

/**
 * Least privilege in the distributed mode: each service connects as its own PostgreSQL role, which owns
 * its schema (so it runs its own migrations there, as it does at start) and can reach nothing else: no other
 * service's schema, no CREATE in `public` or the database, only USAGE on `public` for the extensions there.
 * The launcher, docker-compose's `migrate` and the Kubernetes migration Job provision the roles as the admin.
 */

/** The role a service connects as, e.g. `ihe_catalog`. */
export function serviceRoleName(service: string): string {
  return `ihe_${service}`;
}

/**
 * When no password is given: derived from the admin's credentials and server (not the database), so every
 * launch against one server agrees on it, concurrent runs on other databases do not change each other's
 * roles, and only who holds the admin URL can work it out.
 */
export function derivedRolePassword(adminUrl: string, service: string): string {
  const admin = new URL(adminUrl);
  const server = `${admin.username}:${admin.password}@${admin.host}`;
  return createHmac('sha256', server).update(serviceRoleName(service)).digest('base64url');
}

/** The admin URL's server and database, with the service's role and password. */
export function serviceDatabaseUrl(
  adminUrl: string,
  service: string,
  password = derivedRolePassword(adminUrl, service),
): string {
  const url = new URL(adminUrl);
  url.username = serviceRoleName(service);
  url.password = password;
  return url.toString();
}

export interface ServiceRole {
  /** The service's schema (its name). */
  schema: string;
  /** The URL it will connect with: its user and password make the role. */
  url: string;
}

/**
 * Extensions the services' migrations use, installed here by the admin: creating one needs CREATE on the
 * database, which the roles lack (catalog's `CREATE EXTENSION IF NOT EXISTS pg_trgm` then finds it).
 */
const EXTENSIONS = ['pg_trgm'];

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Creates or updates each service's role (LOGIN, the URL's password, no other powers), makes it the owner of
 * its schema and of everything already in it (databases made before roles existed), and takes from PUBLIC
 * the database-wide CONNECT and TEMPORARY and CREATE in `public`. Idempotent; run as an admin of the database.
 */
export async function provisionServiceRoles(adminUrl: string, roles: readonly ServiceRole[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await provisionOnce(adminUrl, roles);
    } catch (error) {
      // Roles live server-wide: another database's provisioning may update the same role at the same moment.
      const code = (error as { code?: string }).code;
      if (attempt >= 5 || !['XX000', '23505', '40001', '40P01'].includes(code ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

async function provisionOnce(adminUrl: string, roles: readonly ServiceRole[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const id = (name: string) => client.escapeIdentifier(name);
    const [{ database, superuser }] = (
      await client.query<{ database: string; superuser: boolean }>(
        `SELECT current_database() AS database, rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`,
      )
    ).rows;
    await client.query(`SELECT pg_advisory_lock(hashtext('ihe:provision-roles'))`);
    for (const extension of EXTENSIONS)
      await client.query(`CREATE EXTENSION IF NOT EXISTS ${id(extension)} WITH SCHEMA public`);
    await client.query('REVOKE CREATE ON SCHEMA public FROM PUBLIC');
    await client.query(`REVOKE ALL ON DATABASE ${id(database)} FROM PUBLIC`);
    for (const { schema, url } of roles) {
      const { username, password } = new URL(url);
      const role = decodeURIComponent(username);
      if (!IDENTIFIER.test(schema) || !IDENTIFIER.test(role))
        throw new Error(`Invalid schema or role name "${schema}" / "${role}" (use lower_snake_case)`);
      await client.query(`DO $$ BEGIN CREATE ROLE ${id(role)};
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`);
      const secret = password ? ` PASSWORD ${client.escapeLiteral(decodeURIComponent(password))}` : '';
      await client.query(
        `ALTER ROLE ${id(role)} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS${secret}`,
      );
      // A non-superuser admin (a managed server's) must be a member to hand the role its schema.
      if (!superuser) await client.query(`GRANT ${id(role)} TO CURRENT_USER`);
      await client.query(`GRANT CONNECT ON DATABASE ${id(database)} TO ${id(role)}`);
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${id(schema)} AUTHORIZATION ${id(role)}`);
      await client.query(`ALTER SCHEMA ${id(schema)} OWNER TO ${id(role)}`);
      await client.query(`REVOKE ALL ON SCHEMA ${id(schema)} FROM PUBLIC`);
      await client.query(transferOwnership(schema, role));
    }
  } finally {
    await client.end();
  }
}

/**
 * Hands the role what its schema already holds (made by the admin before roles existed): tables first, which
 * take their indexes and linked sequences along, then other sequences, routines and types.
 */
function transferOwnership(schema: string, role: string): string {
  const where = (column: string, owner: string) =>
    `${column} = '${schema}'::regnamespace AND ${owner} <> '${role}'::regrole`;
  return `DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT c.oid::regclass AS name, c.relkind FROM pg_class c
    WHERE ${where('c.relnamespace', 'c.relowner')} AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'c') LOOP
    EXECUTE format('ALTER %s %s OWNER TO %I', CASE r.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
      WHEN 'f' THEN 'FOREIGN TABLE' WHEN 'c' THEN 'TYPE' ELSE 'TABLE' END, r.name, '${role}');
  END LOOP;
  FOR r IN SELECT c.oid::regclass AS name FROM pg_class c
    WHERE ${where('c.relnamespace', 'c.relowner')} AND c.relkind = 'S' LOOP
    EXECUTE format('ALTER SEQUENCE %s OWNER TO %I', r.name, '${role}');
  END LOOP;
  FOR r IN SELECT p.oid::regprocedure AS name FROM pg_proc p
    WHERE ${where('p.pronamespace', 'p.proowner')} AND p.prokind IN ('f', 'p') LOOP
    EXECUTE format('ALTER ROUTINE %s OWNER TO %I', r.name, '${role}');
  END LOOP;
  FOR r IN SELECT t.oid::regtype AS name, t.typtype FROM pg_type t
    WHERE ${where('t.typnamespace', 't.typowner')} AND t.typtype IN ('e', 'd', 'r') LOOP
    EXECUTE format('ALTER %s %s OWNER TO %I', CASE r.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END, r.name, '${role}');
  END LOOP;
END $$`;
}
