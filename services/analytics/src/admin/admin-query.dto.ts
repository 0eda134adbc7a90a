import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ADMIN_LIMITS, ROLES, type Role } from '@ihe/contracts';

export const ADMIN_QUERY_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${ADMIN_LIMITS.usersPerFetch}`,
  offset: 'offset must be a whole number, 0 or more',
  role: `role must be one of ${ROLES.join(', ')}`,
  search: 'search must be at most 100 characters',
} as const;

/** GET /api/v1/admin/activity?limit=10 */
export class ActivityQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: ADMIN_LIMITS.recentActivity })
  @Max(100, { message: ADMIN_QUERY_MESSAGES.limit })
  @Min(1, { message: ADMIN_QUERY_MESSAGES.limit })
  @IsInt({ message: ADMIN_QUERY_MESSAGES.limit })
  @Type(() => Number)
  @IsOptional()
  limit?: number;
}

/** GET /api/v1/admin/users?role=&search=&limit=100&offset=0 (spec 2 §7 admin, §9: 100 per fetch). */
export class UsersQueryDto {
  @ApiPropertyOptional({ enum: ROLES, description: 'Only this role (empty: every role)' })
  @IsIn([...ROLES, ''], { message: ADMIN_QUERY_MESSAGES.role })
  @IsOptional()
  role?: Role | '';

  @ApiPropertyOptional({ description: 'Full name, email or business name contains (case-insensitive)' })
  @MaxLength(100, { message: ADMIN_QUERY_MESSAGES.search })
  @IsString({ message: ADMIN_QUERY_MESSAGES.search })
  @IsOptional()
  search?: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: ADMIN_LIMITS.usersPerFetch,
    default: ADMIN_LIMITS.usersPerFetch,
  })
  @Max(ADMIN_LIMITS.usersPerFetch, { message: ADMIN_QUERY_MESSAGES.limit })
  @Min(1, { message: ADMIN_QUERY_MESSAGES.limit })
  @IsInt({ message: ADMIN_QUERY_MESSAGES.limit })
  @Type(() => Number)
  @IsOptional()
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  // 1e21 passes IsInt but is no exact whole number, and reached SQL as "1e+21" (a 500).
  @Max(Number.MAX_SAFE_INTEGER, { message: ADMIN_QUERY_MESSAGES.offset })
  @Min(0, { message: ADMIN_QUERY_MESSAGES.offset })
  @IsInt({ message: ADMIN_QUERY_MESSAGES.offset })
  @Type(() => Number)
  @IsOptional()
  offset?: number;
}
