import { MessagingTables1730000000000 } from '@ihe/platform';
import { AnalyticsTables1730000000500 } from './1730000000500-analytics-tables.js';
import { OverviewCounts1730000000510 } from './1730000000510-overview-counts.js';

export const analyticsMigrations = [
  MessagingTables1730000000000,
  AnalyticsTables1730000000500,
  OverviewCounts1730000000510,
];
