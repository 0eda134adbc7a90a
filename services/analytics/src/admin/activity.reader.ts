import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ActivityType, SystemActivity } from '@ihe/contracts';
import { queryPrepared } from '@ihe/platform';

interface Row {
  id: string;
  activity_type: ActivityType;
  description: string;
  user_name: string | null;
  created_at: Date;
  [key: string]: unknown;
}

/** Recent system activity (spec 2 §3), newest first (an index scan of `limit` rows). */
@Injectable()
export class ActivityReader {
  constructor(private readonly dataSource: DataSource) {}

  async recent(limit: number): Promise<SystemActivity[]> {
    const { rows } = await queryPrepared<Row>(
      this.dataSource,
      `SELECT id, activity_type, description, user_name, created_at FROM activity
        ORDER BY created_at DESC, id DESC LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({
      activityId: row.id,
      activityType: row.activity_type,
      description: row.description,
      userName: row.user_name,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }
}
