import { Injectable, type OnModuleInit } from '@nestjs/common';
import { WhatsAppConfigService } from './config/whatsapp-config.service.js';
import { MessageTemplatesService } from './templates/message-templates.service.js';

/**
 * First start: the six settings (WhatsApp disabled, API URL from WHATSAPP_API_URL) and the four
 * default templates. Never overwrites what an admin saved. Runs before events are consumed.
 */
@Injectable()
export class NotificationDefaultsSeeder implements OnModuleInit {
  constructor(
    private readonly config: WhatsAppConfigService,
    private readonly templates: MessageTemplatesService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.config.ensureDefaults();
    await this.templates.ensureDefaults();
  }
}
