import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LRUCache } from 'lru-cache';
import type { AccessTokenClaims } from '@ihe/contracts';
import { ACCESS_TOKEN_KEYS, type AccessTokenKeys } from './access-token-keys.js';
import { accessTokenVerifyOptions, JWT_ALGORITHM } from './jwt-keys.js';

export type VerifiedClaims = AccessTokenClaims & { exp: number };

/**
 * Verifies access tokens (algorithm allow-list, key id, issuer, audience, expiry) against identity's
 * published keys and remembers the ones that passed until they expire: the same signed token always
 * verifies the same, and an ES256 check costs far more than the lookup (a client sends its token with
 * every request, through the gateway and each service it reaches). Only verified tokens are kept, at
 * most `MAX_REMEMBERED`, least recently used out.
 *
 * Not a passport-jwt strategy: the gateway's proxy and its live-updates stream verify tokens outside any
 * guard, and all three callers share this one check and its memory.
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
    const remembered = this.verified.get(token);
    if (remembered) {
      if (remembered.exp * 1000 > Date.now()) return remembered;
      this.verified.delete(token);
    }
    const header = this.jwt.decode<{ header?: { alg?: unknown; kid?: unknown } } | null>(token, {
      complete: true,
    })?.header;
    // Refused before any key lookup: a made-up header never makes this process fetch the JWKS.
    if (header?.alg !== JWT_ALGORITHM || typeof header.kid !== 'string' || !header.kid)
      throw new Error('access token without an ES256 key id');
    const publicKey = await this.keys.publicKeyFor(header.kid);
    const claims = await this.jwt.verifyAsync<VerifiedClaims>(token, accessTokenVerifyOptions(publicKey));
    this.verified.set(token, claims);
    return claims;
  }
}
