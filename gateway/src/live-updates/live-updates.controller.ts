import { Controller, ForbiddenException, Get, Query, Req, Res, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AUTH_MESSAGES, GUARD_MESSAGES, type Role } from '@ihe/contracts';
import { AccessTokenVerifier, Public, SessionRevocations, type VerifiedClaims } from '@ihe/platform';
import { LiveStreams } from './live-streams.js';

const LIVE_ROLES: Role[] = ['consumer', 'vendor'];

/**
 * GET /api/v1/events/stream (see @ihe/contracts api/live-updates.ts). @Public only to skip the global
 * guard, which reads the Authorization header alone: the token is checked here, from that header or,
 * on this route only, from `?access_token=` (EventSource cannot send headers; logs redact it).
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
    const user = await this.verify(
      bearerToken(req) ?? (typeof queryToken === 'string' ? queryToken : undefined),
    );
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
