import 'reflect-metadata';
import { runServiceProcess } from '@ihe/platform';
import { startAnalytics } from './start-analytics.js';

await runServiceProcess(startAnalytics);
