import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LRUCache } from 'lru-cache';
import type { AccessTokenClaims } from '@ihe/contracts';
import { JWT_PUBLIC_KEY } from './auth.tokens.js';
import { accessTokenVerifyOptions } from './jwt-keys.js';

export type VerifiedClaims = AccessTokenClaims & { exp: number };

/**
 * Verifies access tokens (algorithm allow-list, issuer, audience, expiry) and remembers the ones that
 * passed until they expire: the same signed token always verifies the same, and an ES256 check costs
 * far more than the lookup (a client sends its token with every request, through the gateway and each
 * service it reaches). Only verified tokens are kept, at most `MAX_REMEMBERED`, least recently used out.
 */
@Injectable()
export class AccessTokenVerifier {
  static readonly MAX_REMEMBERED = 20_000;
  private readonly verified = new LRUCache<string, VerifiedClaims>({
    max: AccessTokenVerifier.MAX_REMEMBERED,
  });

  constructor(
    private readonly jwt: JwtService,
    @Inject(JWT_PUBLIC_KEY) private readonly publicKey: string,
  ) {}

  /** The token's claims; throws when it is not a valid, unexpired access token. */
  async verify(token: string): Promise<VerifiedClaims> {
    const remembered = this.verified.get(token);
    if (remembered) {
      if (remembered.exp * 1000 > Date.now()) return remembered;
      this.verified.delete(token);
    }
    const claims = await this.jwt.verifyAsync<VerifiedClaims>(
      token,
      accessTokenVerifyOptions(this.publicKey),
    );
    this.verified.set(token, claims);
    return claims;
  }
}
