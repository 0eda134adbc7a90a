export * from './health.module.js';
export { EXTRA_HEALTH_CHECKS, HealthController, type ExtraHealthCheck } from './health.controller.js';
