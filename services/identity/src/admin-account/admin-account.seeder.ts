import { randomUUID } from 'node:crypto';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { normalizeEmail, passwordError, UserRegistered } from '@ihe/contracts';
import { OutboxService } from '@ihe/platform';
import { UserAccount } from '../accounts/user-account.entity.js';
import { Profile } from '../accounts/profile.entity.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { DEFAULT_ADMIN, loadIdentitySettings } from '../identity.settings.js';

/** Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD on first start (admins cannot sign up). */
@Injectable()
export class AdminAccountSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminAccount');

  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly outbox: OutboxService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const settings = loadIdentitySettings();
    const usingDefaults = !settings.ADMIN_EMAIL || !settings.ADMIN_PASSWORD;
    const email = normalizeEmail(settings.ADMIN_EMAIL ?? DEFAULT_ADMIN.email);
    const password = settings.ADMIN_PASSWORD ?? DEFAULT_ADMIN.password;
    const weak = passwordError(password);
    if (weak) throw new Error(`ADMIN_PASSWORD is not acceptable: ${weak}`);
    const passwordHash = await this.hasher.hash(password);
    const created = await this.dataSource.transaction(async (manager) => {
      // Several identity instances may start together: one advisory lock, one admin.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('identity.admin-seed'))`);
      if (await manager.existsBy(UserAccount, { email })) return false;
      const id = randomUUID();
      await manager.insert(UserAccount, { id, email, passwordHash });
      const profile = await manager.save(
        manager.create(Profile, {
          id,
          email,
          fullName: settings.ADMIN_NAME,
          phoneNumber: settings.ADMIN_PHONE,
          role: 'admin',
          isApproved: true,
          emailVerified: true,
        }),
      );
      await this.outbox.add(
        manager,
        UserRegistered.create({
          userId: id,
          role: 'admin',
          email,
          fullName: profile.fullName,
          phoneNumber: profile.phoneNumber,
          businessName: null,
          isFarmer: false,
          isApproved: true,
          createdAt: profile.createdAt.toISOString(),
        }),
      );
      return true;
    });
    if (created) this.logger.log(`Created the first admin account ${email}`);
    if (usingDefaults) {
      this.logger.warn(
        `Using the default admin account ${email} / ${DEFAULT_ADMIN.password}: set ADMIN_EMAIL and ADMIN_PASSWORD for any real use.`,
      );
    }
  }
}
