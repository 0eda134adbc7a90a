import {
  BadRequestException,
  Controller,
  ForbiddenException,
  Get,
  Header,
  Headers,
  HttpCode,
  Inject,
  Post,
  Query,
  Req,
  UnauthorizedException,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '@ihe/platform';
import type { WebhookSecrets } from '../secrets/webhook-secrets.js';
import { DeliveryReceiptsService } from './delivery-receipts.service.js';
import { parseStatusUpdates } from './status-callback.parser.js';
import { isValidVerifyToken, isValidWebhookSignature } from './webhook-signature.js';

export const WEBHOOK_PATH = '/api/v1/webhooks/whatsapp';
export const WEBHOOK_SECRETS = Symbol('WEBHOOK_SECRETS');

export const WEBHOOK_ERRORS = {
  verificationFailed: 'Webhook verification failed',
  notConfigured: 'WhatsApp webhook is not configured',
  badSignature: 'Invalid webhook signature',
  malformed: 'Malformed JSON body',
} as const;

/**
 * The Cloud API's webhook (public: Meta calls it). GET is the subscription check (hub.verify_token
 * against WHATSAPP_VERIFY_TOKEN, answered with hub.challenge); POST carries status callbacks, accepted
 * only with a valid X-Hub-Signature-256 (HMAC of the raw body with WHATSAPP_APP_SECRET).
 */
@ApiExcludeController()
@Public()
@Controller(WEBHOOK_PATH)
export class WhatsAppWebhookController {
  constructor(
    private readonly receipts: DeliveryReceiptsService,
    @Inject(WEBHOOK_SECRETS) private readonly secrets: WebhookSecrets,
  ) {}

  @Get()
  @Header('content-type', 'text/plain; charset=utf-8')
  verify(
    @Query('hub.mode') mode?: string,
    @Query('hub.verify_token') token?: string,
    @Query('hub.challenge') challenge?: string,
  ): string {
    const expected = this.secrets.verifyToken;
    const ok =
      expected !== undefined &&
      mode === 'subscribe' &&
      isValidVerifyToken(token, expected) &&
      typeof challenge === 'string' &&
      /^[\w.-]{1,200}$/.test(challenge);
    if (!ok) throw new ForbiddenException(WEBHOOK_ERRORS.verificationFailed);
    return challenge;
  }

  @Post()
  @HttpCode(200)
  async receive(
    @Req() req: { rawBody?: Buffer },
    @Headers('x-hub-signature-256') signature?: string,
  ): Promise<{ received: number }> {
    if (!this.secrets.appSecret) throw new ForbiddenException(WEBHOOK_ERRORS.notConfigured);
    const raw = req.rawBody ?? Buffer.alloc(0);
    if (!isValidWebhookSignature(raw, signature, this.secrets.appSecret)) {
      throw new UnauthorizedException(WEBHOOK_ERRORS.badSignature);
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new BadRequestException(WEBHOOK_ERRORS.malformed);
    }
    const updates = parseStatusUpdates(body);
    await this.receipts.record(updates);
    return { received: updates.length };
  }
}
