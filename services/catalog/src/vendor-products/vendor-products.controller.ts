import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  VENDOR_PRODUCT_MESSAGES as MESSAGES,
  type AccessTokenClaims,
  type VendorProductListResponse,
  type VendorProductView,
} from '@ihe/contracts';
import { ApiAnswer, ApiNoContent, CurrentUser, Roles } from '@ihe/platform';
import {
  NewVendorProductDto,
  VendorProductChangesDto,
  VendorProductListQueryDto,
} from './vendor-product.dto.js';
import { VendorProductsService } from './vendor-products.service.js';

/** The vendor's Inventory Management and Add Product (spec 2 §2 Vendor). Vendors only, own products only. */
@ApiTags('vendor products')
@ApiBearerAuth()
@Roles('vendor')
@ApiForbiddenResponse({ description: 'Not a vendor' })
@Controller('api/v1/vendor/products')
export class VendorProductsController {
  constructor(private readonly products: VendorProductsService) {}

  @Get()
  @ApiOperation({
    summary: 'Own products, newest first, with orders and revenue; search by name or category',
  })
  @ApiAnswer('VendorProductListResponse')
  list(
    @CurrentUser() user: AccessTokenClaims,
    @Query() query: VendorProductListQueryDto,
  ): Promise<VendorProductListResponse> {
    return this.products.list(user.sub, query.search || undefined);
  }

  @Post()
  @ApiOperation({ summary: 'Add a product (spec 2 §5); approved vendors only' })
  @ApiBadRequestResponse({ description: 'The first broken rule of spec 2 §5, in its words' })
  @ApiForbiddenResponse({ description: MESSAGES.mustBeVerified })
  @ApiAnswer('VendorProductView', 201)
  add(@CurrentUser() user: AccessTokenClaims, @Body() body: NewVendorProductDto): Promise<VendorProductView> {
    return this.products.add(user.sub, body);
  }

  @Patch(':id')
  @ApiOperation({
    summary:
      'Edit own product: name, description, base price (re-priced), stock (1 activates, 0 deactivates), organic, farm origin',
  })
  @ApiNotFoundResponse({ description: 'Not one of your products' })
  @ApiAnswer('VendorProductView')
  change(
    @CurrentUser() user: AccessTokenClaims,
    @Param('id') id: string,
    @Body() body: VendorProductChangesDto,
  ): Promise<VendorProductView> {
    return this.products.change(user.sub, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete own product (kept for past orders, hidden everywhere)' })
  @ApiNotFoundResponse({ description: 'Not one of your products' })
  @ApiNoContent()
  remove(@CurrentUser() user: AccessTokenClaims, @Param('id') id: string): Promise<void> {
    return this.products.remove(user.sub, id);
  }
}
