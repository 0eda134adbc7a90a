export * from './envelope.js';
export * from './identity-events.js';
export * from './catalog-events.js';
export * from './order-events.js';
export * from './verification-events.js';
