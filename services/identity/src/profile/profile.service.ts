import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AUTH_MESSAGES,
  normalizeEmail,
  normalizePhone,
  UserProfileUpdated,
  validateProfileUpdate,
  type UpdateProfileResponse,
  type UserProfile,
} from '@ihe/contracts';
import { OutboxService } from '@ihe/platform';
import { Profile } from '../accounts/profile.entity.js';
import { UserAccount } from '../accounts/user-account.entity.js';
import { toUserProfile } from '../accounts/profile.mapper.js';
import { newVerificationToken, verificationLink } from '../email-verification/email-verification.js';
import type { UpdateProfileDto } from './update-profile.dto.js';

type Changes = Partial<
  Pick<
    Profile,
    'fullName' | 'phoneNumber' | 'deliveryAddress' | 'city' | 'state' | 'businessName' | 'businessAddress'
  >
>;

@Injectable()
export class ProfileService {
  private readonly logger = new Logger(ProfileService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async get(userId: string): Promise<UserProfile> {
    const profile = await this.dataSource.getRepository(Profile).findOneBy({ id: userId });
    if (!profile) throw new NotFoundException('Account profile not found. Please contact support.');
    return toUserProfile(profile);
  }

  /**
   * Spec 2 §5 profile update. An email change is not applied at once: it waits for verification
   * (the link is logged, as no email sender exists yet) and the answer says so.
   */
  async update(
    userId: string,
    dto: UpdateProfileDto,
    correlationId?: string,
  ): Promise<UpdateProfileResponse> {
    const errors = validateProfileUpdate(dto);
    if (errors.length) throw new BadRequestException(errors[0].message);
    let link: string | null = null;
    const result = await this.dataSource.transaction(async (manager) => {
      const profile = await manager.findOne(Profile, {
        where: { id: userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!profile) throw new NotFoundException('Account profile not found. Please contact support.');
      const changes = this.changesFrom(profile, dto);
      let emailChangePending = false;
      if (dto.email !== undefined && normalizeEmail(dto.email) !== profile.email) {
        const email = normalizeEmail(dto.email);
        if (await manager.existsBy(UserAccount, { email }))
          throw new ConflictException(AUTH_MESSAGES.emailExists);
        const verification = newVerificationToken();
        Object.assign(profile, { pendingEmail: email, emailVerificationTokenHash: verification.tokenHash });
        link = verificationLink(verification.token);
        emailChangePending = true;
      }
      Object.assign(profile, changes);
      const saved = await manager.save(profile);
      if (Object.keys(changes).length) {
        await this.outbox.add(
          manager,
          UserProfileUpdated.create({ userId, role: saved.role, changed: changes }, correlationId),
        );
      }
      return { user: toUserProfile(saved), emailChangePending };
    });
    if (link) this.logger.log(`Email change verification link for user ${userId}: ${link}`);
    return result;
  }

  private changesFrom(profile: Profile, dto: UpdateProfileDto): Changes {
    const [currentFirst, ...currentRest] = profile.fullName.split(' ');
    const changes: Changes = {};
    if (dto.firstName !== undefined || dto.lastName !== undefined) {
      const fullName = `${(dto.firstName ?? currentFirst).trim()} ${(dto.lastName ?? currentRest.join(' ')).trim()}`;
      if (fullName !== profile.fullName) changes.fullName = fullName;
    }
    if (dto.phone !== undefined && normalizePhone(dto.phone) !== profile.phoneNumber)
      changes.phoneNumber = normalizePhone(dto.phone);
    if (dto.address !== undefined && dto.address.trim() !== profile.deliveryAddress)
      changes.deliveryAddress = dto.address.trim();
    if (dto.city !== undefined && dto.city.trim() !== profile.city) changes.city = dto.city.trim();
    if (dto.state !== undefined && dto.state.trim() !== profile.state) changes.state = dto.state.trim();
    if (profile.role === 'vendor') {
      if (dto.businessName !== undefined) changes.businessName = dto.businessName.trim() || null;
      if (dto.businessAddress !== undefined) changes.businessAddress = dto.businessAddress.trim() || null;
    }
    return changes;
  }
}
