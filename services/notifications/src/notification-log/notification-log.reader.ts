import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { WhatsAppNotificationPage, WhatsAppNotificationView, WhatsAppStats } from '@ihe/contracts';
import { NotificationLogEntry } from './notification-log-entry.entity.js';
import type { NotificationLogQueryDto } from './notification-log-query.dto.js';

/** spec 2 §9: messaging stats window. */
export const STATS_WINDOW_DAYS = 30;

/** The log as the admin sees it: 30-day counts and a filtered, paged list, newest first. */
@Injectable()
export class NotificationLogReader {
  constructor(private readonly dataSource: DataSource) {}

  async stats(): Promise<WhatsAppStats> {
    const rows: Array<{ status: string; count: number }> = await this.dataSource.query(
      `SELECT status, count(*)::int AS count FROM whatsapp_notifications
        WHERE created_at >= now() - make_interval(days => $1) GROUP BY status`,
      [STATS_WINDOW_DAYS],
    );
    const count = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
    const sent = count('sent');
    const delivered = count('delivered');
    const total = rows.reduce((sum, row) => sum + row.count, 0);
    return {
      total,
      sent,
      delivered,
      failed: count('failed'),
      pending: count('pending'),
      successRate: total === 0 ? 0 : Math.round(((sent + delivered) / total) * 1000) / 10,
      windowDays: STATS_WINDOW_DAYS,
    };
  }

  async list(query: NotificationLogQueryDto): Promise<WhatsAppNotificationPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const where = {
      ...(query.status ? { status: query.status } : {}),
      ...(query.recipientType ? { recipientType: query.recipientType } : {}),
      ...(query.orderId ? { orderId: query.orderId.toLowerCase() } : {}),
    };
    const [rows, total] = await this.dataSource.manager.findAndCount(NotificationLogEntry, {
      where,
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return { items: rows.map(toView), total, page, pageSize };
  }
}

function toView(row: NotificationLogEntry): WhatsAppNotificationView {
  return {
    id: row.id,
    orderId: row.orderId,
    recipientType: row.recipientType,
    recipientNumber: row.recipientNumber,
    messageContent: row.messageContent,
    status: row.status,
    providerMessageId: row.providerMessageId,
    errorMessage: row.errorMessage,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}
