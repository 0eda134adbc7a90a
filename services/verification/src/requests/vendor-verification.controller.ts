import { Controller, Get, NotFoundException } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { VERIFICATION_MESSAGES, type AccessTokenClaims, type VendorVerificationView } from '@ihe/contracts';
import { ApiAnswer, CurrentUser, Roles } from '@ihe/platform';
import { VerificationRequestsReader } from './verification-requests.reader.js';
import { toVendorView } from './verification-row.js';

/** The signed-in vendor's own verification state (spec 2 §7 vendor: the dashboard banner). */
@ApiTags('vendor verification')
@ApiBearerAuth()
@Roles('vendor')
@Controller('api/v1/vendor/verification')
export class VendorVerificationController {
  constructor(private readonly requests: VerificationRequestsReader) {}

  @Get()
  @ApiOperation({ summary: "The vendor's latest verification request; 404 when it has none" })
  @ApiAnswer('VendorVerificationView')
  async own(@CurrentUser() user: AccessTokenClaims): Promise<VendorVerificationView> {
    const row = await this.requests.latestFor(user.sub);
    if (!row) throw new NotFoundException(VERIFICATION_MESSAGES.notFound);
    return toVendorView(row);
  }
}
