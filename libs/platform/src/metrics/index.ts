export * from './service-metrics.js';
export * from './metrics.module.js';
export { METRICS_PATH } from './metrics.controller.js';
export * from './http-request-metrics.js';
