import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Profile } from '../accounts/profile.entity.js';
import { UserAccount } from '../accounts/user-account.entity.js';
import { hashVerificationToken } from './email-verification.js';

@Injectable()
export class EmailVerificationService {
  constructor(private readonly dataSource: DataSource) {}

  /** Marks the email verified; a pending email change becomes the login email. */
  async verify(token: unknown): Promise<boolean> {
    if (typeof token !== 'string' || token.length < 10 || token.length > 100) return false;
    return this.dataSource.transaction(async (manager) => {
      const profile = await manager.findOneBy(Profile, {
        emailVerificationTokenHash: hashVerificationToken(token),
      });
      if (!profile) return false;
      if (profile.pendingEmail) {
        if (await manager.existsBy(UserAccount, { email: profile.pendingEmail })) return false;
        await manager.update(UserAccount, { id: profile.id }, { email: profile.pendingEmail });
        profile.email = profile.pendingEmail;
      }
      await manager.update(
        Profile,
        { id: profile.id },
        { email: profile.email, pendingEmail: null, emailVerified: true, emailVerificationTokenHash: null },
      );
      return true;
    });
  }
}
