import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { SESSION, type AccessTokenClaims } from '@ihe/contracts';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER } from '../auth/jwt-keys.js';
import { useTestSigningKey, type TestSigningKey } from './test-signing-key.js';

export interface TestTokenOptions {
  /**
   * The key to sign with (e.g. identity's, from loadSigningKeys, against a running deployment). Default:
   * the test process's own key, whose JWKS JWKS_URL then points at (useTestSigningKey).
   */
  key?: Pick<TestSigningKey, 'kid' | 'privateKey'>;
  /** Lifetime in seconds (default: the real access-token lifetime); negative gives an expired token. */
  expiresInSeconds?: number;
}

/** An access token as identity would sign it, for tests of services that do not start identity. */
export async function signTestAccessToken(
  claims: Pick<AccessTokenClaims, 'sub' | 'role'> & Partial<AccessTokenClaims>,
  options: TestTokenOptions = {},
): Promise<string> {
  const key = options.key ?? (await useTestSigningKey());
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
    {
      privateKey: key.privateKey as unknown as string,
      keyid: key.kid,
      algorithm: JWT_ALGORITHM,
      audience: JWT_AUDIENCE,
      issuer: JWT_ISSUER,
    },
  );
}
