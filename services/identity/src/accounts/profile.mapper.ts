import type { UserProfile } from '@ihe/contracts';
import type { Profile } from './profile.entity.js';

/** The API view of a profile; the first name is the first word of full_name, the rest the last name. */
export function toUserProfile(profile: Profile): UserProfile {
  const [firstName, ...rest] = profile.fullName.split(' ');
  return {
    id: profile.id,
    email: profile.email,
    fullName: profile.fullName,
    firstName,
    lastName: rest.join(' '),
    phoneNumber: profile.phoneNumber,
    role: profile.role,
    deliveryAddress: profile.deliveryAddress,
    city: profile.city,
    state: profile.state,
    businessName: profile.businessName,
    businessAddress: profile.businessAddress,
    companyIdCode: profile.companyIdCode,
    isFarmer: profile.isFarmer,
    isApproved: profile.isApproved,
    isActive: profile.isActive,
    emailVerified: profile.emailVerified,
    pendingEmail: profile.pendingEmail,
    createdAt: profile.createdAt.toISOString(),
    lastLogin: profile.lastLogin ? profile.lastLogin.toISOString() : null,
    updatedAt: profile.updatedAt.toISOString(),
  };
}
