import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ProfitSettingView } from '@ihe/contracts';
import { ApiAnswer, Public } from '@ihe/platform';
import { ProfitSettingsService } from './profit-settings.service.js';

/**
 * The profit setting in force, for the add-product price calculator (spec 2 §7). The formula itself is
 * displayPrice in libs/contracts, which the web and catalog both use.
 */
@ApiTags('pricing')
@Controller('api/v1/profit-setting')
export class ProfitSettingController {
  constructor(private readonly settings: ProfitSettingsService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'The latest active company profit setting (default 15 %, minimum ₦0)' })
  @ApiAnswer('ProfitSettingView')
  current(): Promise<ProfitSettingView> {
    return this.settings.current();
  }
}
