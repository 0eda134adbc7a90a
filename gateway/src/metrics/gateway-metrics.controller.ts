import { Controller, Get, Headers, NotFoundException, Res, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { METRICS_PATH, Public, ServiceMetrics } from '@ihe/platform';
import { metricsAccess } from './metrics-token.js';

/**
 * GET /metrics of the gateway itself (its request durations), for operators with METRICS_TOKEN: a guest
 * gets 401, or 404 where no token is configured. The services' /metrics are on their own ports, which the
 * gateway never routes.
 */
@ApiExcludeController()
@Controller(METRICS_PATH.slice(1))
export class GatewayMetricsController {
  constructor(private readonly metrics: ServiceMetrics) {}

  // Public to the access-token guard: operators hold METRICS_TOKEN, not a user's access token.
  @Get()
  @Public()
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const access = metricsAccess(authorization);
    if (access === 'disabled') throw new NotFoundException(`Cannot GET ${METRICS_PATH}`);
    if (access === 'unauthorized') throw new UnauthorizedException('A metrics token is required');
    const { contentType, body } = await this.metrics.scrape();
    res.setHeader('content-type', contentType);
    res.send(body);
  }
}
