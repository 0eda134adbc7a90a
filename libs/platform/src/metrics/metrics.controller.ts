import { Controller, Get, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth/auth.decorators.js';
import { ServiceMetrics } from './service-metrics.js';

export const METRICS_PATH = '/metrics';

interface MetricsReply {
  header(name: string, value: string): unknown;
  send(body: string): unknown;
}

/**
 * GET /metrics (Prometheus text) on the service's own port. Like /internal/messaging-status it carries
 * counts only and needs no token: the gateway routes /api/v1/… and /health alone, so the public never
 * reaches it (gateway/test/metrics-exposure.int-spec.ts).
 */
@ApiExcludeController()
@Controller(METRICS_PATH.slice(1))
export class MetricsController {
  constructor(private readonly metrics: ServiceMetrics) {}

  @Get()
  @Public()
  async scrape(@Res() reply: MetricsReply): Promise<void> {
    const { contentType, body } = await this.metrics.scrape();
    reply.header('content-type', contentType);
    reply.send(body);
  }
}
