import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AccessTokenClaims } from '@ihe/contracts';
import {
  accessTokenTtlSeconds,
  JWT_ALGORITHM,
  JWT_AUDIENCE,
  JWT_ISSUER,
  JWT_PRIVATE_KEY,
} from '@ihe/platform';

/** Signs short-lived access tokens with identity's private key (verified everywhere with the public key). */
@Injectable()
export class TokenSigner {
  constructor(
    private readonly jwt: JwtService,
    @Inject(JWT_PRIVATE_KEY) private readonly privateKey: string | null,
  ) {}

  async sign(claims: AccessTokenClaims): Promise<{ token: string; expiresAt: Date }> {
    if (!this.privateKey) throw new Error('identity needs JWT_PRIVATE_KEY to sign tokens');
    const ttl = accessTokenTtlSeconds();
    const token = await this.jwt.signAsync(claims, {
      privateKey: this.privateKey,
      algorithm: JWT_ALGORITHM,
      audience: JWT_AUDIENCE,
      issuer: JWT_ISSUER,
      expiresIn: ttl,
    });
    return { token, expiresAt: new Date(Date.now() + ttl * 1000) };
  }
}
