import { jwksUrl, type ServiceName } from '@ihe/platform';

/** Signing-key material: identity's alone (it makes a key under DATA_DIR/keys when none is given). */
const SIGNING_KEY_SETTINGS = new Set(['JWT_PRIVATE_KEY', 'JWT_PREVIOUS_PUBLIC_KEYS']);

/** The admin's and every service's database addresses (DATABASE_URL, DATABASE_ADMIN_URL, CATALOG_DATABASE_URL…). */
const DATABASE_SETTING = /^(?:[A-Z]+_)?DATABASE(?:_ADMIN)?_URL$/;

/**
 * The environment of one process of the distributed mode: identity keeps the signing keys; every other
 * process (services, gateway) gets none of them, only the JWKS URL to verify tokens against. Given
 * `databaseUrls` (each service's own role), a service sees only its own DATABASE_URL and the gateway none.
 */
export function childEnv(
  name: ServiceName,
  base: NodeJS.ProcessEnv,
  databaseUrls?: Partial<Record<ServiceName, string>>,
): NodeJS.ProcessEnv {
  const entries = Object.entries(base).filter(
    ([key]) =>
      (name === 'identity' || !SIGNING_KEY_SETTINGS.has(key)) &&
      (!databaseUrls || !DATABASE_SETTING.test(key)),
  );
  const env: NodeJS.ProcessEnv = Object.fromEntries(entries);
  const own = databaseUrls?.[name];
  if (own) env.DATABASE_URL = own;
  if (name !== 'identity') env.JWKS_URL = jwksUrl(base);
  return env;
}
