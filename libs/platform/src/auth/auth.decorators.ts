import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { AccessTokenClaims, Role } from '@ihe/contracts';

export const IS_PUBLIC = 'ihe:isPublic';
export const REQUIRED_ROLES = 'ihe:roles';

/** The route needs no signed-in user. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
/** The route needs one of these roles (checked after the token). */
export const Roles = (...roles: Role[]) => SetMetadata(REQUIRED_ROLES, roles);

/** The verified access-token claims of the caller. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AccessTokenClaims | undefined =>
    context.switchToHttp().getRequest<{ user?: AccessTokenClaims }>().user,
);
