import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { SESSION, type AccessTokenClaims } from '@ihe/contracts';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER, loadJwtKeys } from '../auth/jwt-keys.js';

export interface TestTokenOptions {
  /** Lifetime in seconds (default: the real access-token lifetime); a negative value gives an already expired token. */
  expiresInSeconds?: number;
}

/**
 * An access token as identity would sign it, for services' tests that do not start identity: signed with
 * the private key of the environment (JWT_PRIVATE_KEY, else DATA_DIR/keys: the pair the app under test
 * verifies with). Call it after prepareServiceTestEnv(), which sets DATA_DIR.
 */
export async function signTestAccessToken(
  claims: Pick<AccessTokenClaims, 'sub' | 'role'> & Partial<AccessTokenClaims>,
  options: TestTokenOptions = {},
): Promise<string> {
  const { privateKey } = loadJwtKeys();
  if (!privateKey) throw new Error('signTestAccessToken: no private key (set JWT_PRIVATE_KEY or DATA_DIR)');
  const full: AccessTokenClaims = {
    email: `${claims.sub}@test.ihemarket.ng`,
    approved: claims.role === 'consumer' ? null : true,
    sid: randomUUID(),
    ...claims,
  };
  const expiresIn = options.expiresInSeconds ?? SESSION.accessTokenTtlSeconds;
  const now = Math.floor(Date.now() / 1000);
  // exp/iat set by hand so a negative lifetime (expired token) is possible.
  return new JwtService().signAsync(
    { ...full, iat: now + Math.min(0, expiresIn) - 1, exp: now + expiresIn },
    { privateKey, algorithm: JWT_ALGORITHM, audience: JWT_AUDIENCE, issuer: JWT_ISSUER },
  );
}
