import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  AUDIT_ACTIONS,
  AUDIT_LOG_PAGE_SIZE,
  AUDIT_LOG_PAGE_SIZE_MAX,
  type AuditAction,
  type AuditLogQuery,
} from '@ihe/contracts';

const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const blankIsAbsent = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** The export's filters: the audit log's, without paging. */
export class AuditLogFilterDto {
  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @IsIn(AUDIT_ACTIONS, { message: `Action must be one of ${AUDIT_ACTIONS.join(', ')}` })
  @IsOptional()
  @Transform(blankIsAbsent)
  action?: AuditAction;

  @ApiPropertyOptional({ description: 'Part of the action, the product name or the user name' })
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  @IsString({ message: 'Search must be text' })
  @IsOptional()
  @Trimmed()
  search?: string;
}

/** GET /api/v1/sales/audit-log?page=&pageSize=&action=&search= (spec 2 §9: 10 per page). */
export class AuditLogQueryDto extends AuditLogFilterDto implements AuditLogQuery {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  // 1e21 passes IsInt but is no exact whole number, and its offset reached SQL as "1e+22" (a 500).
  @Max(Number.MAX_SAFE_INTEGER, { message: 'Page must be a whole number' })
  @Min(1, { message: 'Page must be at least 1' })
  @IsInt({ message: 'Page must be a whole number' })
  @Type(() => Number)
  @IsOptional()
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: AUDIT_LOG_PAGE_SIZE_MAX, default: AUDIT_LOG_PAGE_SIZE })
  @Max(AUDIT_LOG_PAGE_SIZE_MAX, { message: `Page size must be at most ${AUDIT_LOG_PAGE_SIZE_MAX}` })
  @Min(1, { message: 'Page size must be at least 1' })
  @IsInt({ message: 'Page size must be a whole number' })
  @Type(() => Number)
  @IsOptional()
  pageSize: number = AUDIT_LOG_PAGE_SIZE;
}
