import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  InternalServerErrorException,
  UnauthorizedException,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AUTH_MESSAGES,
  LOCKOUT,
  UserLoggedIn,
  loginServerError,
  normalizeEmail,
  type LoginResponse,
} from '@ihe/contracts';
import { OutboxService } from '@ihe/platform';
import { UserAccount } from '../accounts/user-account.entity.js';
import { Profile } from '../accounts/profile.entity.js';
import { toUserProfile } from '../accounts/profile.mapper.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { LockoutStore } from './lockout.store.js';
import { minutesLeft } from './lockout.policy.js';

const lockedError = (remainingMs: number) => {
  const minutes = minutesLeft(remainingMs);
  return new HttpException(
    { message: AUTH_MESSAGES.locked(minutes), lockedForMinutes: minutes, attemptsRemaining: 0 },
    HttpStatus.TOO_MANY_REQUESTS,
  );
};

@Injectable()
export class LoginService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly lockout: LockoutStore,
    private readonly sessions: SessionsService,
    private readonly outbox: OutboxService,
  ) {}

  /** The answer, and when its refresh token stops working (the refresh cookie's lifetime). */
  async login(
    rawEmail: unknown,
    password: unknown,
  ): Promise<{ response: LoginResponse; refreshExpiresAt: Date }> {
    const invalid = loginServerError(rawEmail, password);
    if (invalid) throw new BadRequestException(invalid);
    const email = normalizeEmail(rawEmail as string);

    const lockedMs = await this.lockout.lockedFor(email);
    if (lockedMs !== null) throw lockedError(lockedMs);
    const check = await this.lockout.reserveCheck(email);
    if (!check.allowed) throw lockedError(check.remainingMs);

    const account = await this.dataSource.getRepository(UserAccount).findOneBy({ email });
    const passwordOk = account
      ? await this.hasher.verify(account.passwordHash, password as string)
      : await this.hasher.verifyDecoy(password as string);
    if (!account || !passwordOk) {
      // The same answer whether or not the email exists.
      const outcome = await this.lockout.recordFailure(email, check.attempt);
      if (outcome.locked) throw lockedError(LOCKOUT.lockoutMs);
      throw new UnauthorizedException({
        message: AUTH_MESSAGES.invalidCredentials,
        attemptsRemaining: outcome.attemptsRemaining,
      });
    }
    await this.lockout.clear(email);

    const profiles = this.dataSource.getRepository(Profile);
    const profile = await profiles.findOneBy({ id: account.id });
    if (!profile) throw new InternalServerErrorException(AUTH_MESSAGES.accountConfigError);
    if (!profile.isActive)
      throw new ForbiddenException('Your account has been suspended. Please contact support.');

    const loggedInAt = new Date();
    profile.lastLogin = loggedInAt;
    // The login time and its event commit together (the admin's user rows show it, from analytics).
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(Profile).update({ id: profile.id }, { lastLogin: loggedInAt });
      await this.outbox.add(
        manager,
        UserLoggedIn.create({ userId: profile.id, role: profile.role, at: loggedInAt.toISOString() }),
      );
    });
    const { tokens, refreshExpiresAt } = await this.sessions.start(profile);
    return { response: { ...tokens, user: toUserProfile(profile) }, refreshExpiresAt };
  }
}
