import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CategoryCountsResponse } from '@ihe/contracts';
import { ApiAnswer, Public } from '@ihe/platform';
import { CategoryCountsService } from './category-counts.service.js';

@ApiTags('products')
@Controller('api/v1/categories')
export class CategoriesController {
  constructor(private readonly categoryCounts: CategoryCountsService) {}

  @Public()
  @Get('counts')
  @ApiOperation({ summary: 'In-stock product count per category' })
  @ApiAnswer('CategoryCountsResponse')
  counts(): Promise<CategoryCountsResponse> {
    return this.categoryCounts.counts();
  }
}
