import { z } from 'zod';
import { ROLES } from '../roles.js';
import { defineEvent } from './envelope.js';

const role = z.enum(ROLES);

export const UserRegistered = defineEvent(
  'user.registered',
  1,
  z.object({
    userId: z.string().uuid(),
    role,
    email: z.string(),
    fullName: z.string(),
    phoneNumber: z.string(),
    businessName: z.string().nullable(),
    isFarmer: z.boolean(),
    isApproved: z.boolean().nullable(),
    createdAt: z.string(),
  }),
);

export const VendorRegistered = defineEvent(
  'vendor.registered',
  1,
  z.object({
    vendorId: z.string().uuid(),
    businessName: z.string().nullable(),
    businessAddress: z.string().nullable(),
    isFarmer: z.boolean(),
    phoneNumber: z.string(),
  }),
);

export const UserProfileUpdated = defineEvent(
  'user.profile-updated',
  1,
  z.object({
    userId: z.string().uuid(),
    role,
    changed: z.object({
      fullName: z.string().optional(),
      email: z.string().optional(),
      phoneNumber: z.string().optional(),
      deliveryAddress: z.string().nullable().optional(),
      businessName: z.string().nullable().optional(),
      businessAddress: z.string().nullable().optional(),
    }),
  }),
);

export const UserApprovalChanged = defineEvent(
  'user.approval-changed',
  1,
  z.object({
    userId: z.string().uuid(),
    role,
    isApproved: z.boolean().nullable(),
    /** The admin who decided; null when not an admin's act. */
    by: z.string().nullable(),
    /** is_approved before the change (audit: approve / reject / revoke). */
    from: z.boolean().nullable().optional(),
    /** Why it was rejected or revoked (sales managers: `Rejected by admin` by default). */
    reason: z.string().nullable().optional(),
  }),
);

/** A successful login (the admin's user rows show when each user last logged in, spec 2 §3 last_login). */
export const UserLoggedIn = defineEvent(
  'user.logged-in',
  1,
  z.object({
    userId: z.string().uuid(),
    role,
    at: z.string(),
  }),
);

export const UserStatusChanged = defineEvent(
  'user.status-changed',
  1,
  z.object({
    userId: z.string().uuid(),
    status: z.enum(['suspended', 'activated', 'deleted']),
    notes: z.string().nullable(),
    /** The admin who acted (spec 2 §7 admin_manage_user). */
    by: z.string().uuid().optional(),
    /** The user's role (a deleted vendor's products leave the shop). */
    role: role.optional(),
  }),
);
