import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  JWKS_FETCHES_PER_MINUTE,
  JwksAccessTokenKeys,
  TokenKeysUnavailableError,
} from './access-token-keys.js';
import { keyIdOf, publishedJwkOf } from './jwt-keys.js';
import { findFreePort } from '../net/free-port.js';

const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });

describe('JwksAccessTokenKeys', () => {
  let server: Server;
  let fetches = 0;
  let url: string;
  const saved = process.env.JWKS_URL;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      fetches += 1;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [publishedJwkOf(publicKey)] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`;
  });

  afterAll(async () => {
    process.env.JWKS_URL = saved;
    await new Promise((resolve) => server.close(resolve));
  });

  it('fetches once for a known key id, and at most the limit for a flood of unknown ones (refused, not unavailable)', async () => {
    process.env.JWKS_URL = url;
    const keys = new JwksAccessTokenKeys();
    fetches = 0;
    const kid = keyIdOf(publicKey);
    for (let i = 0; i < 5; i += 1) await expect(keys.publicKeyFor(kid)).resolves.toBeDefined();
    expect(fetches).toBe(1);
    for (let i = 0; i < 3 * JWKS_FETCHES_PER_MINUTE; i += 1) {
      const refusal = await keys.publicKeyFor(`made-up-${i}`).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(Error);
      expect(refusal).not.toBeInstanceOf(TokenKeysUnavailableError);
    }
    expect(fetches).toBeLessThanOrEqual(JWKS_FETCHES_PER_MINUTE);
    // The known key is still answered from memory.
    await expect(keys.publicKeyFor(kid)).resolves.toBeDefined();
  });

  it('says unavailable (not invalid) while the JWKS cannot be fetched, also past the fetch limit', async () => {
    process.env.JWKS_URL = `http://127.0.0.1:${await findFreePort()}/.well-known/jwks.json`;
    const keys = new JwksAccessTokenKeys();
    for (let i = 0; i < JWKS_FETCHES_PER_MINUTE + 3; i += 1)
      await expect(keys.publicKeyFor(keyIdOf(publicKey))).rejects.toBeInstanceOf(TokenKeysUnavailableError);
  });
});
