import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { SESSION, type AccessTokenClaims } from '@ihe/contracts';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER, loadJwtKeys } from '../auth/jwt-keys.js';

export interface TestTokenOptions {
  /**
   * The key to sign with. Pass the app's own (`app.get(JWT_PRIVATE_KEY)`): AuthModule.forService()
   * loads the key pair when the service's module file is imported, which may be before the test
   * set DATA_DIR. Default: the environment's (JWT_PRIVATE_KEY, else DATA_DIR/keys).
   */
  privateKey?: string;
  /** Lifetime in seconds (default: the real access-token lifetime); negative gives an expired token. */
  expiresInSeconds?: number;
}

/** An access token as identity would sign it, for tests of services that do not start identity. */
export async function signTestAccessToken(
  claims: Pick<AccessTokenClaims, 'sub' | 'role'> & Partial<AccessTokenClaims>,
  options: TestTokenOptions = {},
): Promise<string> {
  const privateKey = options.privateKey ?? loadJwtKeys().privateKey;
  if (!privateKey)
    throw new Error('signTestAccessToken: no private key (pass one, or set JWT_PRIVATE_KEY / DATA_DIR)');
  const full: AccessTokenClaims = {
    email: `${claims.sub}@test.ihemarket.ng`,
    approved: claims.role === 'consumer' ? null : true,
    sid: randomUUID(),
    ...claims,
  };
  const expiresIn = options.expiresInSeconds ?? SESSION.accessTokenTtlSeconds;
  const now = Math.floor(Date.now() / 1000);
  // iat/exp set by hand so that an already expired token is possible.
  return new JwtService().signAsync(
    { ...full, iat: now + Math.min(0, expiresIn) - 1, exp: now + expiresIn },
    { privateKey, algorithm: JWT_ALGORITHM, audience: JWT_AUDIENCE, issuer: JWT_ISSUER },
  );
}
