import { Module, type DynamicModule } from '@nestjs/common';
import { MessagingStatusController } from './messaging-status.controller.js';
import { MESSAGING_STATUS_SERVICE, MessagingStatusReader } from './messaging-status.reader.js';

/**
 * The service's messaging status (outbox backlog and age, dead letters) at GET /internal/messaging-status,
 * and MessagingStatusReader for in-process use (analytics reads its own without a request). Needs the
 * DataSource and EVENT_BUS of the database and messaging modules.
 */
@Module({})
export class MessagingStatusModule {
  static forService(service: string): DynamicModule {
    return {
      module: MessagingStatusModule,
      global: true,
      controllers: [MessagingStatusController],
      providers: [{ provide: MESSAGING_STATUS_SERVICE, useValue: service }, MessagingStatusReader],
      exports: [MessagingStatusReader],
    };
  }
}
