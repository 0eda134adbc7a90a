import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsUUID, Max, Min, ValidateIf } from 'class-validator';
import { RECIPIENT_TYPES, type RecipientType } from '../templates/template-names.js';
import { NOTIFICATION_STATUSES, type NotificationStatus } from './notification-log-entry.entity.js';

export const MAX_PAGE_SIZE = 100;
const given = (_: object, value: unknown) => value !== undefined;

/** GET /api/v1/admin/whatsapp/notifications query (unknown parameters are refused). */
export class NotificationLogQueryDto {
  @ApiPropertyOptional({ enum: NOTIFICATION_STATUSES })
  @IsIn(NOTIFICATION_STATUSES, { message: `status must be one of ${NOTIFICATION_STATUSES.join(', ')}` })
  @ValidateIf(given)
  status?: NotificationStatus;

  @ApiPropertyOptional({ enum: RECIPIENT_TYPES })
  @IsIn(RECIPIENT_TYPES, { message: `recipientType must be one of ${RECIPIENT_TYPES.join(', ')}` })
  @ValidateIf(given)
  recipientType?: RecipientType;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsUUID('all', { message: 'orderId must be an order id' })
  @ValidateIf(given)
  orderId?: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @Max(100_000, { message: 'page must be a whole number of at least 1' })
  @Min(1, { message: 'page must be a whole number of at least 1' })
  @IsInt({ message: 'page must be a whole number of at least 1' })
  @Type(() => Number)
  @ValidateIf(given)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  @Min(1, { message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  @IsInt({ message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  @Type(() => Number)
  @ValidateIf(given)
  pageSize?: number;
}
