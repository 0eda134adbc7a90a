import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, Roles } from '@ihe/platform';
import type { WhatsAppNotificationPage, WhatsAppStats } from '@ihe/contracts';
import { NotificationLogQueryDto } from './notification-log-query.dto.js';
import { NotificationLogReader } from './notification-log.reader.js';

/** The settings page's stat cards and the notification log. Admins only. */
@ApiTags('whatsapp-admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/whatsapp')
export class NotificationLogController {
  constructor(private readonly log: NotificationLogReader) {}

  @Get('stats')
  @ApiAnswer('WhatsAppStats')
  stats(): Promise<WhatsAppStats> {
    return this.log.stats();
  }

  @Get('notifications')
  @ApiAnswer('WhatsAppNotificationPage')
  list(@Query() query: NotificationLogQueryDto): Promise<WhatsAppNotificationPage> {
    return this.log.list(query);
  }
}
