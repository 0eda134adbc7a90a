export * from './event-bus.port.js';
export * from './messaging-observer.js';
export * from './retry-backoff.js';
export * from './in-process-event-bus.js';
export * from './rabbitmq-names.js';
export { ATTEMPTS_HEADER, ERROR_HEADER } from './rabbitmq-consumer.js';
export * from './rabbitmq-event-bus.js';
export * from './event-bus-from-env.js';
export * from './after-commit.js';
export * from './outbox.entity.js';
export * from './outbox.service.js';
export * from './outbox-relay.js';
export * from './inbox.entity.js';
export * from './inbox.service.js';
export * from './messaging-tables.migration.js';
export * from './event-bus-transport.js';
export * from './messaging.module.js';

import { OutboxEntry } from './outbox.entity.js';
import { InboxEntry } from './inbox.entity.js';

/** Entities to add to each service's DataSource (with MessagingTables1730000000000 in its migrations). */
export const messagingEntities = [OutboxEntry, InboxEntry];
