import { MessagingTables1730000000000 } from '@ihe/platform';
import { AnalyticsTables1730000000500 } from './1730000000500-analytics-tables.js';

export const analyticsMigrations = [MessagingTables1730000000000, AnalyticsTables1730000000500];
