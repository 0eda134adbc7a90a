import {
  ExecutionContext,
  ForbiddenException,
  Injectable,
  Logger,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import passport from 'passport';
import { AUTH_MESSAGES, GUARD_MESSAGES, ROLE_LABELS, type Role } from '@ihe/contracts';
import { IS_PUBLIC, REQUIRED_ROLES } from './auth.decorators.js';
import { AccessTokenVerifier, type VerifiedClaims } from './access-token.verifier.js';
import { TokenKeysUnavailableError } from './access-token-keys.js';
import {
  ACCESS_TOKEN_STRATEGY,
  AccessTokenStrategy,
  accessTokenFromRequest,
} from './access-token.strategy.js';

type GuardedRequest = { headers: Record<string, string | string[] | undefined>; user?: VerifiedClaims };

/**
 * Global guard of every service: authenticates the bearer access token with the passport-jwt strategy
 * (signature, algorithm allow-list, issuer, audience, expiry, then the session revocation list) unless the
 * route is @Public(), then checks @Roles(). A token verified before is answered from the verifier's memory
 * (an ES256 check costs far more than the lookup), but its session is checked on every request.
 */
@Injectable()
export class AccessTokenGuard extends AuthGuard(ACCESS_TOKEN_STRATEGY) {
  private readonly logger = new Logger('AccessTokenGuard');

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokenVerifier,
    private readonly strategy: AccessTokenStrategy,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<GuardedRequest>();
    const token = accessTokenFromRequest(request as never);
    const remembered = token ? this.tokens.remembered(token) : undefined;
    if (remembered) {
      request.user = await this.strategy.validate(remembered);
    } else {
      await super.canActivate(context);
      if (token && request.user) this.tokens.remember(token, request.user);
    }
    const claims = request.user!;
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

  /**
   * Called by AuthGuard right before passport looks the strategy up by name. passport keeps one strategy per
   * name per process, and the one-command mode (and tests) run several apps in one process, each with its own
   * revocation list: this app's strategy is put back first (synchronously, so no other request slips between).
   */
  override getRequest(context: ExecutionContext): GuardedRequest {
    passport.use(ACCESS_TOKEN_STRATEGY, this.strategy);
    return context.switchToHttp().getRequest<GuardedRequest>();
  }

  /** passport's outcome: the strategy's own 401/503, keys unavailable → 503, any other refusal → 401. */
  override handleRequest<TUser = VerifiedClaims>(error: unknown, user: unknown, info: unknown): TUser {
    if (error) throw error;
    if (info instanceof TokenKeysUnavailableError) {
      this.logger.warn(info.message);
      throw new ServiceUnavailableException('Service temporarily unavailable');
    }
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.unauthorized);
    return user as TUser;
  }
}
