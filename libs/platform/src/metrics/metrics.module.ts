import { Module, type DynamicModule } from '@nestjs/common';
import { MESSAGING_OBSERVER } from '../messaging/messaging-observer.js';
import { MetricsController } from './metrics.controller.js';
import { METRICS_SERVICE, ServiceMetrics } from './service-metrics.js';

/**
 * The app's metrics (ServiceMetrics, global so feature modules can register their counters) and
 * GET /metrics. With messaging, the relay and consumer count events through MESSAGING_OBSERVER.
 */
@Module({})
export class MetricsModule {
  static forService(service: string, options: { endpoint?: boolean } = {}): DynamicModule {
    return {
      module: MetricsModule,
      global: true,
      controllers: options.endpoint === false ? [] : [MetricsController],
      providers: [
        { provide: METRICS_SERVICE, useValue: service },
        ServiceMetrics,
        { provide: MESSAGING_OBSERVER, useExisting: ServiceMetrics },
      ],
      exports: [ServiceMetrics, MESSAGING_OBSERVER],
    };
  }
}
