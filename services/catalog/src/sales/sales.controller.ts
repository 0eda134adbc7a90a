import { Body, Controller, Get, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  GUARD_MESSAGES,
  type AccessTokenClaims,
  type SalesOverview,
  type SalesProductView,
  type SalesVendorsResponse,
} from '@ihe/contracts';
import { ApiAnswer, CurrentUser } from '@ihe/platform';
import { SalesManagerGuard } from '../staff/sales-manager.guard.js';
import { NewSalesProductDto } from './sales-product.dto.js';
import { SalesProductsService } from './sales-products.service.js';
import { SalesReader } from './sales.reader.js';

/** The sales-manager area (spec 2 §2 Sales manager): overview, vendors for the form, add a product. */
@ApiTags('sales manager')
@ApiBearerAuth()
@UseGuards(SalesManagerGuard)
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({
  description: `${GUARD_MESSAGES.salesManagerPending} / ${GUARD_MESSAGES.salesManagerOnly}`,
})
@Controller('api/v1/sales')
export class SalesController {
  constructor(
    private readonly reader: SalesReader,
    private readonly products: SalesProductsService,
  ) {}

  @Get('overview')
  @ApiOperation({
    summary: 'Total products, pending (stock 0), approved (stock above 0), platform revenue Σ price × stock',
  })
  @ApiAnswer('SalesOverview')
  overview(): Promise<SalesOverview> {
    return this.reader.overview();
  }

  @Get('vendors')
  @ApiOperation({ summary: "Approved vendors (id, fullName, businessName) for the product form's select" })
  @ApiAnswer('SalesVendorsResponse')
  async vendors(): Promise<SalesVendorsResponse> {
    return { items: await this.reader.approvedVendors() };
  }

  @Post('products')
  @ApiOperation({
    summary: 'Add a product (spec 2 §5 sales-manager form); the customer price is given directly',
  })
  @ApiBadRequestResponse({
    description: 'The first broken rule of spec 2 §5, in its words; an unknown vendor',
  })
  @ApiAnswer('SalesProductView', 201)
  add(@CurrentUser() user: AccessTokenClaims, @Body() body: NewSalesProductDto): Promise<SalesProductView> {
    return this.products.add(user.sub, body);
  }
}
