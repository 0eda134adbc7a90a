import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
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

/**
 * Global guard of every service: verifies the bearer access token (algorithm allow-list, issuer, audience,
 * expiry) unless the route is @Public(), then checks @Roles().
 */
@Injectable()
export class AccessTokenGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokenVerifier,
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
    try {
      request.user = await this.tokens.verify(token);
    } catch {
      throw new UnauthorizedException(AUTH_MESSAGES.unauthorized);
    }
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets);
    if (roles?.length && !roles.includes(request.user.role)) {
      const message =
        roles.length === 1
          ? GUARD_MESSAGES.roleRequired(ROLE_LABELS[roles[0]])
          : GUARD_MESSAGES.rolesRequired(roles);
      throw new ForbiddenException(message);
    }
    return true;
  }
}
