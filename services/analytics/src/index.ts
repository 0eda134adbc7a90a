export { AnalyticsModule } from './analytics.module.js';
export { startAnalytics } from './start-analytics.js';
export { loadAnalyticsSettings } from './analytics.settings.js';
// The benchmark's baseline runs these readers on a bare pg pool (tools/src/bench).
export { OverviewReader } from './admin/overview.reader.js';
export { ActivityReader } from './admin/activity.reader.js';
export { DailyFinancialsReader } from './financials/daily-financials.reader.js';
