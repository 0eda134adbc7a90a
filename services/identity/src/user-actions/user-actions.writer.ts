import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { UserChange, UserState } from './user-actions.rules.js';

/** The SQL of an admin's action on a user, run inside the caller's transaction. */
@Injectable()
export class UserActionsWriter {
  /** The user's profile, locked until the transaction ends (two admins act one at a time). */
  async lock(manager: EntityManager, id: string): Promise<UserState | null> {
    const rows: UserState[] = await manager.query(
      `SELECT role, is_active, is_approved, deleted_at FROM profiles WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Applies the change to the (locked) profile; an approval is recorded as the admin's decision. */
  async apply(
    manager: EntityManager,
    id: string,
    change: UserChange,
    by: string,
    notes: string | null,
  ): Promise<void> {
    await manager.query(
      `UPDATE profiles
          SET is_active = $2,
              deleted_at = CASE WHEN $3 THEN now() ELSE deleted_at END,
              is_approved = CASE WHEN $4 THEN true ELSE is_approved END,
              approval_reason = CASE WHEN $4 THEN NULL ELSE approval_reason END,
              approval_decided_by = CASE WHEN $4 THEN $5::uuid ELSE approval_decided_by END,
              approval_decided_at = CASE WHEN $4 THEN now() ELSE approval_decided_at END,
              status_changed_at = now(), status_changed_by = $5, status_notes = $6, updated_at = now()
        WHERE id = $1`,
      [id, change.isActive, change.markDeleted, change.approve, by, notes],
    );
  }
}
