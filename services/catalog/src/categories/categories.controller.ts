import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CategoryCountsResponse } from '@ihe/contracts';
import { Public } from '@ihe/platform';
import { CategoryCountsService } from './category-counts.service.js';

@ApiTags('products')
@Controller('api/v1/categories')
export class CategoriesController {
  constructor(private readonly categoryCounts: CategoryCountsService) {}

  @Public()
  @Get('counts')
  @ApiOperation({ summary: 'In-stock product count per category' })
  @ApiOkResponse({ description: '{ yam, plantain, rice, vegetables, fruits, grains }' })
  counts(): Promise<CategoryCountsResponse> {
    return this.categoryCounts.counts();
  }
}
