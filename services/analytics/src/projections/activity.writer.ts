import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ActivityType } from '@ihe/contracts';

export interface ActivityEntry {
  /** The event's id: one entry per event, whatever its redeliveries. */
  id: string;
  type: ActivityType;
  description: string;
  userName: string | null;
  /** When userName is null: the acting user, named from the user projection if known. */
  userId?: string | null;
  at: string;
}

/** The system activity feed (spec 2 §3), written by the event handlers. */
@Injectable()
export class ActivityWriter {
  async add(manager: EntityManager, entry: ActivityEntry): Promise<void> {
    await manager.query(
      `INSERT INTO activity (id, activity_type, description, user_name, created_at)
       VALUES ($1, $2, $3, coalesce($4, (SELECT nullif(full_name, '') FROM users WHERE id = $5::uuid)), $6)
       ON CONFLICT (id) DO NOTHING`,
      [entry.id, entry.type, entry.description, entry.userName, entry.userId ?? null, entry.at],
    );
  }
}
