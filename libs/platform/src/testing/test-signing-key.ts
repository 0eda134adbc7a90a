import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JWKS_PATH, keyIdOf, publishedJwkOf } from '../auth/jwt-keys.js';

/** A signing key of the tests, standing in for identity's: its private key and its key id. */
export interface TestSigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/** A new EC P-256 key pair with its key id. */
export function newTestSigningKey(): TestSigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { kid: keyIdOf(publicKey), privateKey, publicKey };
}

let shared: Promise<{ key: TestSigningKey; url: string }> | null = null;

/**
 * For tests of services that do not start identity: one signing key per test process, its JWKS served on
 * a loopback port, and JWKS_URL pointed at it (read by the services' verifiers on their first token).
 * Called by signTestAccessToken; idempotent, also when called several times at once (one key, one server).
 */
export async function useTestSigningKey(): Promise<TestSigningKey> {
  shared ??= serveTestJwks();
  const { key, url } = await shared;
  process.env.JWKS_URL = url;
  return key;
}

async function serveTestJwks(): Promise<{ key: TestSigningKey; url: string }> {
  const key = newTestSigningKey();
  const body = JSON.stringify({ keys: [publishedJwkOf(key.publicKey)] });
  const server: Server = createServer((req, res) => {
    res.statusCode = req.url === JWKS_PATH ? 200 : 404;
    res.setHeader('content-type', 'application/json');
    res.end(req.url === JWKS_PATH ? body : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Never keeps a test process alive: neither the server nor a verifier's kept-alive connection to it.
  server.unref();
  server.on('connection', (socket) => socket.unref());
  return { key, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${JWKS_PATH}` };
}
