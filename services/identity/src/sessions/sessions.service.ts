import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { AUTH_MESSAGES, SESSION, type SessionTokens } from '@ihe/contracts';
import { accessTokenTtlSeconds, SessionRevocations } from '@ihe/platform';
import { Profile } from '../accounts/profile.entity.js';
import { RefreshSession } from './refresh-session.entity.js';
import { TokenSigner } from './token-signer.js';

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new pair, and when its refresh token stops working (the refresh cookie's lifetime). */
export interface IssuedSession {
  tokens: SessionTokens;
  refreshExpiresAt: Date;
}

/** Refresh tokens look like `<session id>.<secret>`; only the secret's hash is stored. */
function parseRefreshToken(token: string): { id: string; secret: string } | null {
  const [id, secret] = token.split('.');
  return /^[0-9a-f-]{36}$/.test(id ?? '') && secret ? { id, secret } : null;
}

@Injectable()
export class SessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly signer: TokenSigner,
    private readonly revocations: SessionRevocations,
  ) {}

  /** A new session family (a login). */
  start(profile: Profile): Promise<IssuedSession> {
    return this.issue(profile, randomUUID(), new Date());
  }

  /**
   * Spends `refreshToken` and issues the next pair of its family. Presenting a spent token revokes the
   * whole family: whoever holds either copy must log in again. A family older than the absolute
   * lifetime ends however active it was.
   */
  async rotate(refreshToken: string | undefined): Promise<{ session: IssuedSession; profile: Profile }> {
    const parsed = refreshToken ? parseRefreshToken(refreshToken) : null;
    if (!parsed) throw new UnauthorizedException(AUTH_MESSAGES.invalidRefreshToken);
    const sessions = this.dataSource.getRepository(RefreshSession);
    const session = await sessions.findOneBy({ id: parsed.id });
    if (!session || session.tokenHash !== hashSecret(parsed.secret) || session.revokedAt)
      throw new UnauthorizedException(AUTH_MESSAGES.invalidRefreshToken);
    if (session.expiresAt.getTime() <= Date.now())
      throw new UnauthorizedException(AUTH_MESSAGES.sessionExpired);
    if (session.familyStartedAt.getTime() + SESSION.absoluteLifetimeMs <= Date.now()) {
      await this.revokeFamily(session.familyId);
      throw new UnauthorizedException(AUTH_MESSAGES.sessionExpired);
    }
    // Conditional update: of two concurrent uses of one token, exactly one wins; the other is a reuse.
    const spent = await sessions.update(
      { id: session.id, spentAt: IsNull(), revokedAt: IsNull() },
      { spentAt: new Date() },
    );
    if (!spent.affected) {
      await this.revokeFamily(session.familyId);
      throw new UnauthorizedException(AUTH_MESSAGES.invalidRefreshToken);
    }
    const profile = await this.dataSource.getRepository(Profile).findOneBy({ id: session.userId });
    if (!profile || !profile.isActive) {
      await this.revokeFamily(session.familyId);
      throw new UnauthorizedException(AUTH_MESSAGES.invalidRefreshToken);
    }
    return { session: await this.issue(profile, session.familyId, session.familyStartedAt), profile };
  }

  /** Logout: revokes the family of the presented refresh token (if it belongs to `userId`). */
  async revoke(refreshToken: string | undefined, userId: string, familyId: string): Promise<void> {
    const parsed = refreshToken ? parseRefreshToken(refreshToken) : null;
    const session = parsed
      ? await this.dataSource.getRepository(RefreshSession).findOneBy({ id: parsed.id })
      : null;
    if (session && session.userId === userId) await this.revokeFamily(session.familyId);
    await this.revokeFamily(familyId);
  }

  async isFamilyActive(familyId: string): Promise<boolean> {
    return this.dataSource.getRepository(RefreshSession).existsBy({ familyId, revokedAt: IsNull() });
  }

  /**
   * Ends every session of the user inside the caller's transaction (a revoked sales manager, later a
   * suspended user): refresh tokens stop working, and the sessions whose access tokens may still be alive
   * (issued within an access token's lifetime) go on the shared revocation list, so their next request is
   * refused in every service. The list is written before the transaction commits: if the commit then
   * fails, the user is signed out for nothing, never left signed in.
   */
  async endAllOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `UPDATE refresh_sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`,
      [userId],
    );
    const recent: Array<{ family_id: string }> = await manager.query(
      `SELECT DISTINCT family_id FROM refresh_sessions
        WHERE user_id = $1 AND created_at > now() - make_interval(secs => $2)`,
      [userId, accessTokenTtlSeconds() + 60],
    );
    await this.revocations.revoke(recent.map((row) => row.family_id));
  }

  /** The family's refresh tokens stop working and its access tokens are refused from now on. */
  private async revokeFamily(familyId: string): Promise<void> {
    await this.dataSource
      .getRepository(RefreshSession)
      .update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
    await this.revocations.revoke([familyId]);
  }

  private async issue(profile: Profile, familyId: string, familyStartedAt: Date): Promise<IssuedSession> {
    const id = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    const idleMs = Number(process.env.REFRESH_IDLE_MS ?? SESSION.refreshIdleMs);
    const expiresAt = new Date(Date.now() + idleMs);
    await this.dataSource.getRepository(RefreshSession).insert({
      id,
      familyId,
      familyStartedAt,
      userId: profile.id,
      tokenHash: hashSecret(secret),
      expiresAt,
    });
    const access = await this.signer.sign({
      sub: profile.id,
      role: profile.role,
      email: profile.email,
      approved: profile.isApproved,
      sid: familyId,
    });
    const absoluteEnd = familyStartedAt.getTime() + SESSION.absoluteLifetimeMs;
    return {
      tokens: {
        accessToken: access.token,
        refreshToken: `${id}.${secret}`,
        expiresAt: access.expiresAt.toISOString(),
      },
      refreshExpiresAt: new Date(Math.min(expiresAt.getTime(), absoluteEnd)),
    };
  }
}
