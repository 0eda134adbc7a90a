import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AccessTokenClaims } from '@ihe/contracts';
import { ApiAnswer, CurrentUser, Roles } from '@ihe/platform';
import type { WhatsAppTemplatesView } from '@ihe/contracts';
import { UpdateMessageTemplatesDto } from './message-templates.dto.js';
import { MessageTemplatesService } from './message-templates.service.js';

/** The four message templates and their text / template-message mode. Admins only. */
@ApiTags('whatsapp-admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/whatsapp/templates')
export class MessageTemplatesController {
  constructor(private readonly templates: MessageTemplatesService) {}

  @Get()
  @ApiAnswer('WhatsAppTemplatesView')
  list(): Promise<WhatsAppTemplatesView> {
    return this.templates.view();
  }

  @Put()
  @ApiAnswer('WhatsAppTemplatesView')
  update(
    @CurrentUser() admin: AccessTokenClaims,
    @Body() body: UpdateMessageTemplatesDto,
  ): Promise<WhatsAppTemplatesView> {
    return this.templates.update(body, admin.sub);
  }
}
