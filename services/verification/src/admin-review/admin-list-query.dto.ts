import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { VERIFICATION_LIMITS, VERIFICATION_MESSAGES, VERIFICATION_STATUSES } from '@ihe/contracts';

const STATUS_FILTERS = ['all', ...VERIFICATION_STATUSES] as const;

/** GET /api/v1/admin/vendor-verifications query (a repeated parameter is not text: 400). */
export class AdminListQueryDto {
  @ApiPropertyOptional({ enum: STATUS_FILTERS, description: 'all (default) or one status' })
  @IsIn(STATUS_FILTERS, { message: VERIFICATION_MESSAGES.statusFilter })
  @IsOptional()
  status?: (typeof STATUS_FILTERS)[number];

  @ApiPropertyOptional({ description: 'Full name, email or business name contains (case-insensitive)' })
  @MaxLength(VERIFICATION_LIMITS.searchMax, { message: VERIFICATION_MESSAGES.searchTooLong })
  @IsString({ message: VERIFICATION_MESSAGES.searchTooLong })
  @IsOptional()
  search?: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  // 1e21 passes IsInt but is no exact whole number, and its offset reached SQL as "1e+23" (a 500).
  @Max(Number.MAX_SAFE_INTEGER, { message: VERIFICATION_MESSAGES.invalidPage })
  @Min(1, { message: VERIFICATION_MESSAGES.invalidPage })
  @IsInt({ message: VERIFICATION_MESSAGES.invalidPage })
  @Type(() => Number)
  @IsOptional()
  page?: number;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: VERIFICATION_LIMITS.pageSizeMax,
    default: VERIFICATION_LIMITS.pageSizeDefault,
  })
  @Max(VERIFICATION_LIMITS.pageSizeMax, { message: VERIFICATION_MESSAGES.invalidPageSize })
  @Min(1, { message: VERIFICATION_MESSAGES.invalidPageSize })
  @IsInt({ message: VERIFICATION_MESSAGES.invalidPageSize })
  @Type(() => Number)
  @IsOptional()
  pageSize?: number;
}
