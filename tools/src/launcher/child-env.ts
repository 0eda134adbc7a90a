import { jwksUrl, type ServiceName } from '@ihe/platform';

/** Signing-key material: identity's alone (it makes a key under DATA_DIR/keys when none is given). */
const SIGNING_KEY_SETTINGS = new Set(['JWT_PRIVATE_KEY', 'JWT_PREVIOUS_PUBLIC_KEYS']);

/**
 * The environment of one process of the distributed mode: identity keeps the signing keys; every other
 * process (services, gateway) gets none of them, only the JWKS URL to verify tokens against.
 */
export function childEnv(name: ServiceName, base: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (name === 'identity') return base;
  const rest = Object.fromEntries(Object.entries(base).filter(([key]) => !SIGNING_KEY_SETTINGS.has(key)));
  return { ...rest, JWKS_URL: jwksUrl(base) };
}
