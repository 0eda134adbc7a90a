import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AccessTokenClaims } from '@ihe/contracts';
import { ApiAnswer, CurrentUser, Roles } from '@ihe/platform';
import { WHATSAPP_MESSAGES } from '../notifications.messages.js';
import type { WhatsAppConfigView, WhatsAppTestResult } from '@ihe/contracts';
import { UpdateWhatsAppConfigDto } from './whatsapp-config.dto.js';
import { WhatsAppConfigService } from './whatsapp-config.service.js';
import { WhatsAppTestService } from './whatsapp-test.service.js';

/** The messaging settings page's calls (spec 2 §2 Admin, §7 Messaging). Admins only. */
@ApiTags('whatsapp-admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/whatsapp')
export class WhatsAppConfigController {
  constructor(
    private readonly config: WhatsAppConfigService,
    private readonly tester: WhatsAppTestService,
  ) {}

  @Get('config')
  @ApiAnswer('WhatsAppConfigView')
  get(): Promise<WhatsAppConfigView> {
    return this.config.view();
  }

  @Put('config')
  @ApiAnswer('UpdateWhatsAppConfigResponse')
  async update(
    @CurrentUser() admin: AccessTokenClaims,
    @Body() body: UpdateWhatsAppConfigDto,
  ): Promise<WhatsAppConfigView & { message: string }> {
    const view = await this.config.update(body, admin.sub);
    return { ...view, message: WHATSAPP_MESSAGES.configSaved };
  }

  /** A real message to the admin number; 200 with success true or false. */
  @Post('test')
  @HttpCode(200)
  @ApiAnswer('WhatsAppTestResult')
  test(): Promise<WhatsAppTestResult> {
    return this.tester.sendTest();
  }
}
