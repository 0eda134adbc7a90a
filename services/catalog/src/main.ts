import 'reflect-metadata';
import { runServiceProcess } from '@ihe/platform';
import { startCatalog } from './start-catalog.js';

await runServiceProcess(startCatalog);
