import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ADMIN_SALES_MANAGER_LIMITS,
  ADMIN_SALES_MANAGER_MESSAGES,
  type AdminSalesManagerQuery,
} from '@ihe/contracts';

// Decorators run bottom-up; stopAtFirstError reports the first broken one (a repeated parameter is no text).

/** GET /api/v1/admin/sales-managers query. */
export class SalesManagerListQueryDto implements AdminSalesManagerQuery {
  @ApiPropertyOptional({
    description: 'Full name, email or company id code contains (case-insensitive)',
    maxLength: ADMIN_SALES_MANAGER_LIMITS.searchMax,
  })
  @MaxLength(ADMIN_SALES_MANAGER_LIMITS.searchMax, { message: ADMIN_SALES_MANAGER_MESSAGES.searchTooLong })
  @IsString({ message: ADMIN_SALES_MANAGER_MESSAGES.searchTooLong })
  @IsOptional()
  search?: string;
}
