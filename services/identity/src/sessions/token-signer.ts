import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AccessTokenClaims } from '@ihe/contracts';
import { accessTokenTtlSeconds, JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER } from '@ihe/platform';
import { SIGNING_KEYS, type SigningKeys } from '../signing-keys/signing-keys.js';

/**
 * Signs short-lived access tokens with identity's current private key, its key id in the header; every
 * service and the gateway verify them against the published JWKS.
 */
@Injectable()
export class TokenSigner {
  constructor(
    private readonly jwt: JwtService,
    @Inject(SIGNING_KEYS) private readonly keys: SigningKeys,
  ) {}

  async sign(claims: AccessTokenClaims): Promise<{ token: string; expiresAt: Date }> {
    const ttl = accessTokenTtlSeconds();
    const token = await this.jwt.signAsync(claims, {
      // jsonwebtoken takes a KeyObject; @nestjs/jwt's option type names only string | Buffer.
      privateKey: this.keys.current.privateKey as unknown as string,
      keyid: this.keys.current.kid,
      algorithm: JWT_ALGORITHM,
      audience: JWT_AUDIENCE,
      issuer: JWT_ISSUER,
      expiresIn: ttl,
    });
    return { token, expiresAt: new Date(Date.now() + ttl * 1000) };
  }
}
