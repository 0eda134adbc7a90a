import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import {
  VERIFICATION_MESSAGES,
  type AccessTokenClaims,
  type AdminVendorVerificationItem,
  type AdminVendorVerificationList,
} from '@ihe/contracts';
import { ApiAnswer, ApiErrors, CurrentUser, Roles } from '@ihe/platform';
import { AdminListQueryDto } from './admin-list-query.dto.js';
import { AdminVerificationsReader } from './admin-verifications.reader.js';
import { VerificationDecisionDto } from './decision.dto.js';
import { DecisionService } from './decision.service.js';

/** Admin vendor verification (spec 2 §2 admin, §7): the list with counts, and decisions. Admins only. */
@ApiTags('admin vendor verification')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/vendor-verifications')
export class AdminVerificationsController {
  constructor(
    private readonly reader: AdminVerificationsReader,
    private readonly decisions: DecisionService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Verification requests with their vendors, newest first, and counts by status' })
  @ApiAnswer('AdminVendorVerificationList')
  list(@Query() query: AdminListQueryDto): Promise<AdminVendorVerificationList> {
    return this.reader.list(query);
  }

  @Post(':vendorId/decision')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve, reject or ask for documents; only a pending request (else 409)' })
  @ApiAnswer('AdminVendorVerificationItem')
  @ApiErrors({ 404: 'Verification request not found' })
  decide(
    @Param('vendorId') vendorId: string,
    @Body() body: VerificationDecisionDto,
    @CurrentUser() admin: AccessTokenClaims,
  ): Promise<AdminVendorVerificationItem> {
    if (!isUUID(vendorId, 'all')) throw new NotFoundException(VERIFICATION_MESSAGES.notFound);
    return this.decisions.decide(vendorId.toLowerCase(), body, admin.sub);
  }
}
