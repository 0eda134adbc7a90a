import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { normalizeEmail, passwordError, UserRegistered } from '@ihe/contracts';
import { OutboxService } from '@ihe/platform';
import { demoVendors } from '@ihe/demo-data';
import { UserAccount } from '../accounts/user-account.entity.js';
import { Profile } from '../accounts/profile.entity.js';
import { PasswordHasher } from '../accounts/password-hasher.js';

/** The demo vendors' password unless DEMO_VENDOR_PASSWORD is set. */
export const DEFAULT_DEMO_VENDOR_PASSWORD = 'FarmGate2026';

/**
 * With SEED_DEMO_DATA=true and no vendor yet, creates the demo vendor accounts of @ihe/demo-data as
 * approved vendors (their fixed ids are what catalog's demo products point at), each with its
 * user.registered event through the outbox, like a sign-up. No vendor.registered: they are approved
 * already, so no verification request is opened.
 */
@Injectable()
export class DemoVendorsSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoVendors');

  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly outbox: OutboxService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (process.env.SEED_DEMO_DATA !== 'true') return;
    const password = process.env.DEMO_VENDOR_PASSWORD || DEFAULT_DEMO_VENDOR_PASSWORD;
    const weak = passwordError(password);
    if (weak) throw new Error(`DEMO_VENDOR_PASSWORD is not acceptable: ${weak}`);
    const created = await this.seed(password);
    if (created > 0)
      this.logger.log(
        `Created ${created} demo vendor accounts (password from DEMO_VENDOR_PASSWORD or the default)`,
      );
  }

  /** Returns how many accounts were created (0 when any vendor exists). */
  async seed(password: string): Promise<number> {
    const vendors = demoVendors();
    const passwordHash = await this.hasher.hash(password);
    return this.dataSource.transaction(async (manager) => {
      // Several identity instances may start together: one advisory lock, one set of vendors.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('identity.demo-vendors-seed'))`);
      if (await manager.existsBy(Profile, { role: 'vendor' })) return 0;
      let created = 0;
      for (const vendor of vendors) {
        const email = normalizeEmail(vendor.email);
        if (await manager.existsBy(UserAccount, [{ email }, { id: vendor.id }])) continue;
        await manager.insert(UserAccount, { id: vendor.id, email, passwordHash });
        const profile = await manager.save(
          manager.create(Profile, {
            id: vendor.id,
            email,
            fullName: vendor.fullName,
            phoneNumber: vendor.phoneNumber,
            role: 'vendor',
            businessName: vendor.businessName,
            businessAddress: vendor.businessAddress,
            isFarmer: vendor.isFarmer,
            isApproved: true,
            emailVerified: true,
          }),
        );
        await this.outbox.add(
          manager,
          UserRegistered.create({
            userId: profile.id,
            role: 'vendor',
            email,
            fullName: profile.fullName,
            phoneNumber: profile.phoneNumber,
            businessName: profile.businessName,
            isFarmer: profile.isFarmer,
            isApproved: true,
            createdAt: profile.createdAt.toISOString(),
          }),
        );
        created++;
      }
      return created;
    });
  }
}
