import { Module } from '@nestjs/common';
import { PlatformModule } from '@ihe/platform';
import { UserAccount } from './accounts/user-account.entity.js';
import { Profile } from './accounts/profile.entity.js';
import { PasswordHasher } from './accounts/password-hasher.js';
import { RefreshSession } from './sessions/refresh-session.entity.js';
import { SessionsService } from './sessions/sessions.service.js';
import { TokenSigner } from './sessions/token-signer.js';
import { loadSigningKeys, SIGNING_KEYS } from './signing-keys/signing-keys.js';
import { JwksController } from './signing-keys/jwks.controller.js';
import { SignupService } from './signup/signup.service.js';
import { LoginService } from './login/login.service.js';
import { LockoutStore } from './login/lockout.store.js';
import { AuthController } from './login/auth.controller.js';
import { ProfileService } from './profile/profile.service.js';
import { MeController } from './profile/me.controller.js';
import { EmailVerificationService } from './email-verification/email-verification.service.js';
import { AdminAccountSeeder } from './admin-account/admin-account.seeder.js';
import { DemoVendorsSeeder } from './demo-data/demo-vendors.seeder.js';
import { VendorApprovalService } from './vendor-approval/vendor-approval.service.js';
import { VerificationDecidedHandler } from './vendor-approval/verification-decided.handler.js';
import { AdminSalesManagersController } from './sales-manager-approval/admin-sales-managers.controller.js';
import { SalesManagerApprovalService } from './sales-manager-approval/sales-manager-approval.service.js';
import { SalesManagerApprovalWriter } from './sales-manager-approval/sales-manager-approval.writer.js';
import { SalesManagersReader } from './sales-manager-approval/sales-managers.reader.js';
import { AdminUserActionsController } from './user-actions/admin-user-actions.controller.js';
import { UserActionsService } from './user-actions/user-actions.service.js';
import { UserActionsWriter } from './user-actions/user-actions.writer.js';
import { identityMigrations } from './migrations/index.js';

/**
 * identity: accounts, credentials, sessions, lockout, profiles, vendor approval (from verification's
 * decisions), sales-manager approval (admins' decisions), admins' user actions (suspend, activate, delete).
 */
@Module({
  imports: [
    PlatformModule.forService({
      service: 'identity',
      database: { entities: [UserAccount, Profile, RefreshSession], migrations: identityMigrations },
      messaging: true,
    }),
  ],
  controllers: [
    JwksController,
    AuthController,
    MeController,
    AdminSalesManagersController,
    AdminUserActionsController,
    VerificationDecidedHandler,
  ],
  providers: [
    // Read when the app is created (DATA_DIR / env of that moment), not when this file is imported.
    { provide: SIGNING_KEYS, useFactory: () => loadSigningKeys() },
    PasswordHasher,
    TokenSigner,
    SessionsService,
    SignupService,
    LoginService,
    LockoutStore,
    ProfileService,
    EmailVerificationService,
    AdminAccountSeeder,
    DemoVendorsSeeder,
    VendorApprovalService,
    SalesManagersReader,
    SalesManagerApprovalWriter,
    SalesManagerApprovalService,
    UserActionsWriter,
    UserActionsService,
  ],
})
export class IdentityModule {}
