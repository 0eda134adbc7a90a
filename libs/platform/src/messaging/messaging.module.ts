import {
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EVENT_BUS, type EventBus } from './event-bus.port.js';
import { acquireSharedEventBus, releaseSharedEventBus } from './event-bus-from-env.js';
import { OutboxRelay, type OutboxRelayOptions } from './outbox-relay.js';
import { OutboxService } from './outbox.service.js';
import { InboxService } from './inbox.service.js';
import { MESSAGING_OBSERVER, type MessagingObserver } from './messaging-observer.js';

export interface MessagingModuleOptions {
  /** The service name (its queue; informational here). */
  service: string;
  relay?: OutboxRelayOptions;
  /** A bus to use instead of the environment's shared one (tests); it is not closed by the module. */
  bus?: EventBus;
}

export const MESSAGING_OPTIONS = Symbol('MESSAGING_OPTIONS');

/** Starts the relay with the app and stops it (then gives the bus back) when the app closes. */
@Injectable()
class MessagingLifecycle implements OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown {
  constructor(
    @Inject(OutboxRelay) private readonly relay: OutboxRelay,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(MESSAGING_OPTIONS) private readonly options: MessagingModuleOptions,
  ) {}

  onApplicationBootstrap(): void {
    this.relay.start();
  }

  // Early in the shutdown: the relay must not outlive the DataSource.
  async onModuleDestroy(): Promise<void> {
    await this.relay.stop();
  }

  // Last: the app's event consumers (microservice transports) are closed by now.
  async onApplicationShutdown(): Promise<void> {
    if (!this.options.bus) await releaseSharedEventBus(this.bus);
  }
}

/**
 * Messaging for one service's Nest app: EVENT_BUS (RabbitMQ when AMQP_URL is set, else the process's
 * in-process bus), OutboxService, OutboxRelay (runs while the app does) and InboxService. Needs a
 * TypeORM `DataSource` provider (the database module's) whose migrations include
 * MessagingTables1730000000000 and whose entities include `messagingEntities`. Global, so feature
 * modules inject OutboxService and InboxService directly.
 */
@Module({})
export class MessagingModule {
  static forService(options: MessagingModuleOptions): DynamicModule {
    return {
      module: MessagingModule,
      global: true,
      providers: [
        { provide: MESSAGING_OPTIONS, useValue: options },
        { provide: EVENT_BUS, useFactory: () => options.bus ?? acquireSharedEventBus() },
        {
          provide: OutboxRelay,
          useFactory: (dataSource: DataSource, bus: EventBus, observer?: MessagingObserver) =>
            new OutboxRelay(dataSource, bus, { observer, ...options.relay }),
          inject: [DataSource, EVENT_BUS, { token: MESSAGING_OBSERVER, optional: true }],
        },
        {
          provide: OutboxService,
          useFactory: (relay: OutboxRelay) => new OutboxService(() => relay.kick()),
          inject: [OutboxRelay],
        },
        {
          provide: InboxService,
          useFactory: (dataSource: DataSource) => new InboxService(dataSource),
          inject: [DataSource],
        },
        MessagingLifecycle,
      ],
      exports: [EVENT_BUS, OutboxService, OutboxRelay, InboxService],
    };
  }
}
