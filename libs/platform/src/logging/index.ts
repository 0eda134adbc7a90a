export * from './logging.module.js';
export * from './log-output.js';
export * from './correlation-id.js';
