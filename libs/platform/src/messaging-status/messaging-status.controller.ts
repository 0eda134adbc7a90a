import { Controller, Get } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth/auth.decorators.js';
import { MESSAGING_STATUS_PATH, type MessagingStatus } from './messaging-status.js';
import { MessagingStatusReader } from './messaging-status.reader.js';

/**
 * GET /internal/messaging-status on the service's own port. Like /health it carries counts only and needs
 * no token: the gateway routes /api/v1/… and /health alone, so the public never reaches it.
 */
@ApiExcludeController()
@Controller(MESSAGING_STATUS_PATH.slice(1))
export class MessagingStatusController {
  constructor(private readonly reader: MessagingStatusReader) {}

  @Get()
  @Public()
  status(): Promise<MessagingStatus> {
    return this.reader.read();
  }
}
