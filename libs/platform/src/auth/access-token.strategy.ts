import {
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AUTH_MESSAGES } from '@ihe/contracts';
import { ACCESS_TOKEN_KEYS, type AccessTokenKeys } from './access-token-keys.js';
import type { VerifiedClaims } from './access-token.verifier.js';
import { ACCESS_TOKEN_RULES, signingKeyIdOf } from './jwt-keys.js';
import { SessionRevocations } from './session-revocations.js';

/** The passport strategy name the guard of every service authenticates with. */
export const ACCESS_TOKEN_STRATEGY = 'access-token';

/** The bearer token of a request (`Authorization: Bearer …`), or null. */
export const accessTokenFromRequest = ExtractJwt.fromAuthHeaderAsBearerToken();

/**
 * passport-jwt strategy of the services' guard: the bearer token is verified against identity's published
 * keys (ES256 with a key id, refused before any key lookup otherwise; issuer, audience, expiry by
 * ACCESS_TOKEN_RULES), then its session is checked against the shared revocation list. A JWKS that cannot
 * be fetched reaches the guard as a TokenKeysUnavailableError (503, not 401).
 */
@Injectable()
export class AccessTokenStrategy extends PassportStrategy(Strategy, ACCESS_TOKEN_STRATEGY) {
  private readonly logger = new Logger('AccessTokenStrategy');

  constructor(
    @Inject(ACCESS_TOKEN_KEYS) keys: AccessTokenKeys,
    private readonly revocations: SessionRevocations,
  ) {
    super({
      jwtFromRequest: accessTokenFromRequest,
      secretOrKeyProvider: (
        _request: unknown,
        token: string,
        done: (error: unknown, key?: string) => void,
      ) => {
        let kid: string;
        try {
          kid = signingKeyIdOf(token);
        } catch (error) {
          return done(error);
        }
        keys.publicKeyFor(kid).then(
          // jsonwebtoken takes the KeyObject (parsed once); passport-jwt's type names only string | Buffer.
          (key) => done(null, key as unknown as string),
          (error: unknown) => done(error),
        );
      },
      algorithms: [...ACCESS_TOKEN_RULES.algorithms],
      audience: ACCESS_TOKEN_RULES.audience,
      issuer: ACCESS_TOKEN_RULES.issuer,
    });
  }

  /**
   * The claims of a verified token whose session is still live. A token without a session id cannot be
   * revoked, so it is not accepted either.
   */
  async validate(claims: VerifiedClaims): Promise<VerifiedClaims> {
    if (typeof claims.sid !== 'string' || !claims.sid)
      throw new UnauthorizedException(AUTH_MESSAGES.unauthorized);
    let revoked: boolean;
    try {
      revoked = await this.revocations.isRevoked(claims.sid);
    } catch (error) {
      // Fail closed: without the list a revoked session cannot be told apart from a live one.
      this.logger.warn(`Session revocation list unreachable: ${(error as Error).message}`);
      throw new ServiceUnavailableException('Service temporarily unavailable');
    }
    if (revoked) throw new UnauthorizedException(AUTH_MESSAGES.unauthorized);
    return claims;
  }
}
