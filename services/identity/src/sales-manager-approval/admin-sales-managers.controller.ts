import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import {
  ADMIN_SALES_MANAGER_MESSAGES,
  type AccessTokenClaims,
  type AdminSalesManagerList,
  type SalesManagerDecisionResponse,
} from '@ihe/contracts';
import { ApiAnswer, ApiErrors, CurrentUser, REQUEST_ID_HEADER, Roles } from '@ihe/platform';
import { RejectSalesManagerDto } from './reject-sales-manager.dto.js';
import { SalesManagerApprovalService } from './sales-manager-approval.service.js';
import { SalesManagerListQueryDto } from './sales-manager-list-query.dto.js';
import { SalesManagersReader } from './sales-managers.reader.js';

type RequestWithId = { headers: Record<string, string> };

/** Admin sales-manager applications (spec 2 §2 admin, §4, §7): the list with counts, approve, reject, revoke. */
@ApiTags('admin sales managers')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/sales-managers')
export class AdminSalesManagersController {
  constructor(
    private readonly reader: SalesManagersReader,
    private readonly approvals: SalesManagerApprovalService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Sales managers, newest first (search on name, email, company id), and counts by state',
  })
  @ApiAnswer('AdminSalesManagerList')
  list(@Query() query: SalesManagerListQueryDto): Promise<AdminSalesManagerList> {
    return this.reader.list(query.search);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve a pending or rejected sales manager (an approved one: 409)' })
  @ApiAnswer('SalesManagerDecisionResponse')
  @ApiErrors({ 404: 'Sales manager not found' })
  approve(
    @Param('id') id: string,
    @CurrentUser() admin: AccessTokenClaims,
    @Req() req: RequestWithId,
  ): Promise<SalesManagerDecisionResponse> {
    return this.approvals.decide(
      salesManagerId(id),
      'approve',
      admin.sub,
      null,
      req.headers[REQUEST_ID_HEADER],
    );
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Reject a pending sales manager or revoke an approved one (a rejected one: 409); ends its sessions at once',
  })
  @ApiAnswer('SalesManagerDecisionResponse')
  @ApiErrors({ 404: 'Sales manager not found' })
  reject(
    @Param('id') id: string,
    @Body() body: RejectSalesManagerDto,
    @CurrentUser() admin: AccessTokenClaims,
    @Req() req: RequestWithId,
  ): Promise<SalesManagerDecisionResponse> {
    return this.approvals.decide(
      salesManagerId(id),
      'reject',
      admin.sub,
      body.reason,
      req.headers[REQUEST_ID_HEADER],
    );
  }
}

/** Not an id at all: no such sales manager. */
function salesManagerId(id: string): string {
  if (!isUUID(id, 'all')) throw new NotFoundException(ADMIN_SALES_MANAGER_MESSAGES.notFound);
  return id.toLowerCase();
}
