import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AccessTokenClaims, VendorDashboardResponse } from '@ihe/contracts';
import { ApiAnswer, CurrentUser, Roles } from '@ihe/platform';
import { VendorDashboardReader } from './vendor-dashboard.reader.js';

/** GET /api/v1/vendor/dashboard: the signed-in vendor's stats, recent orders and charts (spec 2 §3). */
@ApiTags('vendor')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Access denied. Vendor role required.' })
@Roles('vendor')
@Controller('api/v1/vendor/dashboard')
export class VendorDashboardController {
  constructor(private readonly dashboard: VendorDashboardReader) {}

  @Get()
  @ApiOperation({
    summary:
      'Total revenue (own non-cancelled lines at the customer’s price), total orders, active products, ' +
      'account value (the same lines at the base price: earnings), 5 recent orders, revenue by day ' +
      '(30 days, Lagos time) and top 5 products',
  })
  @ApiAnswer('VendorDashboardResponse')
  read(@CurrentUser() user: AccessTokenClaims): Promise<VendorDashboardResponse> {
    return this.dashboard.read(user.sub);
  }
}
