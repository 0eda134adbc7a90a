export { AnalyticsModule } from './analytics.module.js';
export { startAnalytics } from './start-analytics.js';
export { loadAnalyticsSettings } from './analytics.settings.js';
