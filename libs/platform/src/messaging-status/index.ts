export * from './messaging-status.js';
export { MessagingStatusReader } from './messaging-status.reader.js';
export { MessagingStatusModule } from './messaging-status.module.js';
