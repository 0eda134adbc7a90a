import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ProductListResponse, ProductView } from '@ihe/contracts';
import { ApiAnswer, ApiErrors, Public } from '@ihe/platform';
import { parseProductListQuery } from './product-list-query.js';
import { ProductListingService } from './product-listing.service.js';

@ApiTags('products')
@Controller('api/v1/products')
export class ProductsController {
  constructor(private readonly listing: ProductListingService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'In-stock products, filtered, sorted and paged' })
  @ApiQuery({
    name: 'search',
    required: false,
    type: String,
    description: 'Name or description contains (case-insensitive, ≤ 100 characters)',
  })
  @ApiQuery({
    name: 'category',
    required: false,
    type: String,
    description:
      'all, or one or more of yam, plantain, rice, vegetables, fruits, grains separated by commas (e.g. vegetables,fruits)',
  })
  @ApiQuery({ name: 'organic', required: false, enum: ['true'], description: 'Only organic products' })
  @ApiQuery({ name: 'sort', required: false, enum: ['name', 'price-low', 'price-high'] })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({ name: 'pageSize', required: false, type: Number, description: '1 to 100, default 24' })
  @ApiAnswer('ProductListResponse')
  list(@Query() query: Record<string, unknown>): Promise<ProductListResponse> {
    return this.listing.list(parseProductListQuery(query));
  }

  @Public()
  @Get(':id')
  @ApiOperation({ summary: 'One product with its vendor names (any stock level)' })
  @ApiAnswer('ProductView')
  @ApiErrors({ 404: 'Product not found' })
  get(@Param('id') id: string): Promise<ProductView> {
    return this.listing.get(id);
  }
}
