import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  Logger,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  AUTH_MESSAGES,
  GUARD_MESSAGES,
  ROLE_LABELS,
  type AccessTokenClaims,
  type Role,
} from '@ihe/contracts';
import { IS_PUBLIC, REQUIRED_ROLES } from './auth.decorators.js';
import { AccessTokenVerifier } from './access-token.verifier.js';
import { TokenKeysUnavailableError } from './access-token-keys.js';
import { SessionRevocations } from './session-revocations.js';

/**
 * Global guard of every service: verifies the bearer access token (algorithm allow-list, issuer, audience,
 * expiry) unless the route is @Public(), refuses it when its session was ended (logout, revoked, suspended:
 * the shared revocation list, read on every request, also for tokens the verifier remembers), then checks
 * @Roles().
 */
@Injectable()
export class AccessTokenGuard implements CanActivate {
  private readonly logger = new Logger('AccessTokenGuard');

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokenVerifier,
    private readonly revocations: SessionRevocations,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context
      .switchToHttp()
      .getRequest<{ headers: Record<string, string>; user?: AccessTokenClaims }>();
    const header = request.headers.authorization ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme !== 'Bearer' || !token) throw new UnauthorizedException(AUTH_MESSAGES.unauthorized);
    let claims: AccessTokenClaims;
    try {
      claims = await this.tokens.verify(token);
    } catch (error) {
      if (error instanceof TokenKeysUnavailableError) {
        this.logger.warn(error.message);
        throw new ServiceUnavailableException('Service temporarily unavailable');
      }
      throw new UnauthorizedException(AUTH_MESSAGES.unauthorized);
    }
    if (await this.isRevoked(claims)) throw new UnauthorizedException(AUTH_MESSAGES.unauthorized);
    request.user = claims;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets);
    if (roles?.length && !roles.includes(claims.role)) {
      const message =
        roles.length === 1
          ? GUARD_MESSAGES.roleRequired(ROLE_LABELS[roles[0]])
          : GUARD_MESSAGES.rolesRequired(roles);
      throw new ForbiddenException(message);
    }
    return true;
  }

  /** A token without a session id cannot be revoked, so it is not accepted either. */
  private async isRevoked(claims: AccessTokenClaims): Promise<boolean> {
    if (typeof claims.sid !== 'string' || !claims.sid) return true;
    try {
      return await this.revocations.isRevoked(claims.sid);
    } catch (error) {
      // Fail closed: without the list a revoked session cannot be told apart from a live one.
      this.logger.warn(`Session revocation list unreachable: ${(error as Error).message}`);
      throw new ServiceUnavailableException('Service temporarily unavailable');
    }
  }
}
