import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AUTH_MESSAGES,
  normalizeSignup,
  UserRegistered,
  validateSignup,
  VendorRegistered,
  type SignupResponse,
  type SignupRole,
} from '@ihe/contracts';
import { OutboxService } from '@ihe/platform';
import { UserAccount } from '../accounts/user-account.entity.js';
import { Profile } from '../accounts/profile.entity.js';
import { toUserProfile } from '../accounts/profile.mapper.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { newVerificationToken, verificationLink } from '../email-verification/email-verification.js';
import type { SignupDto } from './signup.dto.js';

const SUCCESS_MESSAGES: Record<SignupRole, string> = {
  consumer: AUTH_MESSAGES.signupConsumer,
  vendor: AUTH_MESSAGES.signupVendor,
  sales_manager: AUTH_MESSAGES.signupSalesManager,
};

/** Approval state at sign-up (spec 1 §4): vendors wait for verification, sales managers for approval. */
const INITIAL_APPROVAL: Record<SignupRole, boolean | null> = {
  consumer: true,
  vendor: false,
  sales_manager: null,
};

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

@Injectable()
export class SignupService {
  private readonly logger = new Logger(SignupService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly hasher: PasswordHasher,
  ) {}

  async signup(dto: SignupDto, correlationId?: string): Promise<SignupResponse> {
    const errors = validateSignup(dto);
    if (errors.length) throw new BadRequestException(errors[0].message);
    const data = normalizeSignup(dto);
    const id = randomUUID();
    const passwordHash = await this.hasher.hash(data.password);
    const verification = data.role === 'consumer' ? newVerificationToken() : null;

    let profile: Profile;
    try {
      profile = await this.dataSource.transaction(async (manager) => {
        if (await manager.existsBy(Profile, { email: data.email }))
          throw new ConflictException(AUTH_MESSAGES.emailExists);
        await manager.insert(UserAccount, { id, email: data.email, passwordHash });
        const created = manager.create(Profile, {
          id,
          email: data.email,
          fullName: data.fullName,
          phoneNumber: data.phoneNumber,
          role: data.role,
          deliveryAddress: data.role === 'consumer' ? data.deliveryAddress : null,
          businessName: data.role === 'vendor' ? data.businessName : null,
          businessAddress: data.role === 'vendor' ? data.businessAddress : null,
          companyIdCode: data.role === 'sales_manager' ? data.companyIdCode : null,
          isFarmer: data.role === 'vendor' && data.isFarmer,
          isApproved: INITIAL_APPROVAL[data.role],
          emailVerified: false,
          emailVerificationTokenHash: verification?.tokenHash ?? null,
        });
        const saved = await manager.save(created);
        await this.outbox.add(
          manager,
          UserRegistered.create(
            {
              userId: id,
              role: saved.role,
              email: saved.email,
              fullName: saved.fullName,
              phoneNumber: saved.phoneNumber,
              businessName: saved.businessName,
              isFarmer: saved.isFarmer,
              isApproved: saved.isApproved,
              createdAt: saved.createdAt.toISOString(),
            },
            correlationId,
          ),
        );
        if (saved.role === 'vendor') {
          await this.outbox.add(
            manager,
            VendorRegistered.create(
              {
                vendorId: id,
                businessName: saved.businessName,
                businessAddress: saved.businessAddress,
                isFarmer: saved.isFarmer,
                phoneNumber: saved.phoneNumber,
              },
              correlationId,
            ),
          );
        }
        return saved;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(AUTH_MESSAGES.emailExists);
      throw error;
    }
    if (verification) {
      this.logger.log(
        `Email verification link for ${profile.email}: ${verificationLink(verification.token)}`,
      );
    }
    return { user: toUserProfile(profile), message: SUCCESS_MESSAGES[data.role] };
  }
}
