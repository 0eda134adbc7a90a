import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LRUCache } from 'lru-cache';
import type { AccessTokenClaims } from '@ihe/contracts';
import { ACCESS_TOKEN_KEYS, type AccessTokenKeys } from './access-token-keys.js';
import { accessTokenVerifyOptions, signingKeyIdOf } from './jwt-keys.js';

export type VerifiedClaims = AccessTokenClaims & { exp: number };

/**
 * Verifies access tokens (algorithm allow-list, key id, issuer, audience, expiry) against identity's
 * published keys and remembers the ones that passed until they expire: the same signed token always
 * verifies the same, and an ES256 check costs far more than the lookup (a client sends its token with
 * every request, through the gateway and each service it reaches). Only verified tokens are kept, at
 * most `MAX_REMEMBERED`, least recently used out.
 *
 * The guard of every service verifies through the passport-jwt strategy (AccessTokenStrategy) and shares
 * this memory; the gateway's proxy and its live-updates stream verify outside any guard, here.
 */
@Injectable()
export class AccessTokenVerifier {
  static readonly MAX_REMEMBERED = 20_000;
  private readonly verified = new LRUCache<string, VerifiedClaims>({
    max: AccessTokenVerifier.MAX_REMEMBERED,
  });

  constructor(
    private readonly jwt: JwtService,
    @Inject(ACCESS_TOKEN_KEYS) private readonly keys: AccessTokenKeys,
  ) {}

  /** The token's claims; throws when it is not a valid, unexpired access token. */
  async verify(token: string): Promise<VerifiedClaims> {
    const remembered = this.remembered(token);
    if (remembered) return remembered;
    const publicKey = await this.keys.publicKeyFor(signingKeyIdOf(token));
    const claims = await this.jwt.verifyAsync<VerifiedClaims>(token, accessTokenVerifyOptions(publicKey));
    this.remember(token, claims);
    return claims;
  }

  /** The claims of a token verified before and not expired since, else undefined. */
  remembered(token: string): VerifiedClaims | undefined {
    const claims = this.verified.get(token);
    if (!claims) return undefined;
    if (claims.exp * 1000 > Date.now()) return claims;
    this.verified.delete(token);
    return undefined;
  }

  /** Keeps the claims of a token that was just verified (by this class or by the guard's strategy). */
  remember(token: string, claims: VerifiedClaims): void {
    this.verified.set(token, claims);
  }
}
