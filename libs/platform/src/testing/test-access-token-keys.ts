import { createPublicKey, type KeyObject } from 'node:crypto';
import type { AccessTokenKeys } from '../auth/access-token-keys.js';
import { keyIdOf } from '../auth/jwt-keys.js';

/** Keys for verifier unit tests: the given public keys by their key ids, no JWKS. */
export function fixedAccessTokenKeys(...publicKeys: Array<KeyObject | string>): AccessTokenKeys {
  const byId = new Map(publicKeys.map((key) => [keyIdOf(key), createPublicKey(key)] as const));
  return {
    publicKeyFor: async (kid) => {
      const key = byId.get(kid);
      if (!key) throw new Error(`no published key ${kid}`);
      return key;
    },
  };
}
