import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type {
  PayloadOf,
  UserApprovalChanged,
  UserLoggedIn,
  UserProfileUpdated,
  UserRegistered,
  UserStatusChanged,
  VendorRegistered,
  VendorVerificationDecided,
} from '@ihe/contracts';

/**
 * The user projection behind the user management rows (spec 2 §3). Upserts keyed by the user id, so an
 * event that arrives before user.registered (vendor.registered, a decision, a login) still lands.
 */
@Injectable()
export class UsersWriter {
  async registered(manager: EntityManager, user: PayloadOf<typeof UserRegistered>): Promise<void> {
    await manager.query(
      `INSERT INTO users (id, role, email, full_name, phone_number, business_name, is_approved, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO UPDATE SET role = EXCLUDED.role, email = EXCLUDED.email, full_name = EXCLUDED.full_name,
         phone_number = EXCLUDED.phone_number, business_name = coalesce(users.business_name, EXCLUDED.business_name),
         is_approved = coalesce(users.is_approved, EXCLUDED.is_approved), created_at = EXCLUDED.created_at`,
      [
        user.userId,
        user.role,
        user.email,
        user.fullName,
        user.phoneNumber,
        user.businessName,
        user.isApproved,
        user.createdAt,
      ],
    );
  }

  /** A vendor signed up: its business name, and a pending verification (unless decided already). */
  async vendorRegistered(manager: EntityManager, vendor: PayloadOf<typeof VendorRegistered>): Promise<void> {
    await manager.query(
      `INSERT INTO users (id, role, business_name, phone_number, verification_status) VALUES ($1, 'vendor', $2, $3, 'pending')
       ON CONFLICT (id) DO UPDATE SET business_name = coalesce(EXCLUDED.business_name, users.business_name),
         verification_status = coalesce(users.verification_status, 'pending')`,
      [vendor.vendorId, vendor.businessName, vendor.phoneNumber],
    );
  }

  /** The latest login wins, whatever order the logins arrive in. */
  async loggedIn(manager: EntityManager, login: PayloadOf<typeof UserLoggedIn>): Promise<void> {
    await manager.query(
      `INSERT INTO users (id, role, last_login) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET last_login = greatest(users.last_login, EXCLUDED.last_login)`,
      [login.userId, login.role, login.at],
    );
  }

  async profileUpdated(manager: EntityManager, update: PayloadOf<typeof UserProfileUpdated>): Promise<void> {
    const changed = update.changed;
    await manager.query(
      `UPDATE users SET full_name = coalesce($2, full_name), email = coalesce($3, email),
         phone_number = coalesce($4, phone_number),
         business_name = CASE WHEN $5 THEN $6 ELSE business_name END
       WHERE id = $1`,
      [
        update.userId,
        changed.fullName ?? null,
        changed.email ?? null,
        changed.phoneNumber ?? null,
        'businessName' in changed,
        changed.businessName ?? null,
      ],
    );
  }

  async approvalChanged(
    manager: EntityManager,
    change: PayloadOf<typeof UserApprovalChanged>,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO users (id, role, is_approved) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET is_approved = EXCLUDED.is_approved`,
      [change.userId, change.role, change.isApproved],
    );
  }

  /**
   * Suspend / activate / delete (spec 2 §4). The status display reads is_approved and is_active, and offers
   * activate only to a not approved user: so a suspension clears both, an activation sets both, and a
   * deletion deactivates the account (kept, with its orders and ledger rows).
   */
  async statusChanged(manager: EntityManager, change: PayloadOf<typeof UserStatusChanged>): Promise<void> {
    const active = change.status === 'activated';
    await manager.query(
      `UPDATE users SET is_active = $2, is_approved = CASE WHEN $3 THEN is_approved ELSE $2 END, deleted = deleted OR $3
       WHERE id = $1`,
      [change.userId, active, change.status === 'deleted'],
    );
  }

  async verificationDecided(
    manager: EntityManager,
    decision: PayloadOf<typeof VendorVerificationDecided>,
  ): Promise<void> {
    // identity sets is_approved from the same decision (approved: true, rejected: false).
    const approved = decision.status === 'approved' ? true : decision.status === 'rejected' ? false : null;
    await manager.query(
      `INSERT INTO users (id, role, verification_status, is_approved, email, full_name, business_name)
       VALUES ($1, 'vendor', $2, $3, coalesce($4, ''), coalesce($5, ''), $6)
       ON CONFLICT (id) DO UPDATE SET verification_status = EXCLUDED.verification_status,
         is_approved = coalesce($3, users.is_approved)`,
      [
        decision.vendorId,
        decision.status,
        approved,
        decision.email,
        decision.fullName,
        decision.businessName,
      ],
    );
  }

  /** The name of a user for the activity feed (null when unknown). */
  async nameOf(manager: EntityManager, userId: string | null): Promise<string | null> {
    if (!userId) return null;
    const rows: { full_name: string }[] = await manager.query(`SELECT full_name FROM users WHERE id = $1`, [
      userId,
    ]);
    return rows[0]?.full_name || null;
  }
}
