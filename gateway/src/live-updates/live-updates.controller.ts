import {
  BadRequestException,
  Controller,
  ForbiddenException,
  Get,
  Query,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { AUTH_MESSAGES, GUARD_MESSAGES, type Role } from '@ihe/contracts';
import { AccessTokenVerifier, Public, SessionRevocations, type VerifiedClaims } from '@ihe/platform';
import { LiveStreams } from './live-streams.js';

const LIVE_ROLES: Role[] = ['consumer', 'vendor'];

/** A token in a URL ends up in logs and browser history: the stream takes it from the header only. */
export const QUERY_TOKEN_REFUSED = 'Send the access token in the Authorization header, not in the URL';

/**
 * GET /api/v1/events/stream (see @ihe/contracts api/live-updates.ts), opened by the web app with fetch and
 * an Authorization header. @Public only to skip the global guard: the token is checked here, as the guard
 * does, and its expiry also ends the stream.
 */
@Controller('api/v1/events')
export class LiveUpdatesController {
  constructor(
    private readonly streams: LiveStreams,
    private readonly tokens: AccessTokenVerifier,
    private readonly revocations: SessionRevocations,
  ) {}

  @Public()
  @Get('stream')
  async stream(
    @Req() req: Request,
    @Res() res: Response,
    @Query('access_token') queryToken?: unknown,
  ): Promise<void> {
    if (queryToken !== undefined) throw new BadRequestException(QUERY_TOKEN_REFUSED);
    const user = await this.verify(bearerToken(req));
    // Consumers follow their orders; vendors the orders containing their products.
    if (!LIVE_ROLES.includes(user.role))
      throw new ForbiddenException(GUARD_MESSAGES.rolesRequired(LIVE_ROLES));
    this.streams.open(user.sub, user.exp, req, res);
  }

  /** As the shared guard: a valid signature, and a session that has not been ended (logout, revoke). */
  private async verify(token: string | undefined): Promise<VerifiedClaims> {
    if (!token) throw new UnauthorizedException(AUTH_MESSAGES.unauthorized);
    let claims: VerifiedClaims;
    try {
      claims = await this.tokens.verify(token);
    } catch {
      throw new UnauthorizedException(AUTH_MESSAGES.unauthorized);
    }
    if (typeof claims.sid !== 'string' || !claims.sid || (await this.revocations.isRevoked(claims.sid)))
      throw new UnauthorizedException(AUTH_MESSAGES.unauthorized);
    return claims;
  }
}

function bearerToken(req: Request): string | undefined {
  const [scheme, token] = (req.headers.authorization ?? '').split(' ');
  return scheme === 'Bearer' && token ? token : undefined;
}
