import 'reflect-metadata';
import { runServiceProcess } from '@ihe/platform';
import { startOrders } from './start-orders.js';

await runServiceProcess(startOrders);
