import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ADMIN_SALES_MANAGER_LIMITS,
  ADMIN_SALES_MANAGER_MESSAGES,
  type RejectSalesManagerRequest,
} from '@ihe/contracts';

/** POST /api/v1/admin/sales-managers/:id/reject body (also the revoke of an approved one). */
export class RejectSalesManagerDto implements RejectSalesManagerRequest {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: ADMIN_SALES_MANAGER_LIMITS.reasonMax,
    default: ADMIN_SALES_MANAGER_MESSAGES.defaultRejectReason,
  })
  @MaxLength(ADMIN_SALES_MANAGER_LIMITS.reasonMax, { message: ADMIN_SALES_MANAGER_MESSAGES.reasonTooLong })
  @IsString({ message: ADMIN_SALES_MANAGER_MESSAGES.reasonText })
  @IsOptional()
  reason?: string | null;
}
