import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiExtension, ApiForbiddenResponse } from '@nestjs/swagger';
import type { AccessTokenClaims, Role } from '@ihe/contracts';
import { PUBLIC_ROUTE_EXTENSION } from '../openapi/service-api-document.js';

export const IS_PUBLIC = 'ihe:isPublic';
export const REQUIRED_ROLES = 'ihe:roles';

/** The route needs no signed-in user (and its OpenAPI operation asks for no token). */
export const Public = () =>
  applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension(PUBLIC_ROUTE_EXTENSION, true));
/** The route needs one of these roles (checked after the token); the OpenAPI document lists the 403. */
export const Roles = (...roles: Role[]) =>
  applyDecorators(
    SetMetadata(REQUIRED_ROLES, roles),
    ApiForbiddenResponse({ description: `Only for: ${roles.join(', ')}` }),
  );

/** The verified access-token claims of the caller. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AccessTokenClaims | undefined =>
    context.switchToHttp().getRequest<{ user?: AccessTokenClaims }>().user,
);
