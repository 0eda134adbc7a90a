import 'reflect-metadata';
import { runServiceProcess } from '@ihe/platform';
import { startNotifications } from './start-notifications.js';

await runServiceProcess(startNotifications);
