import 'reflect-metadata';
import { runServiceProcess } from '@ihe/platform';
import { startGateway } from './start-gateway.js';

await runServiceProcess(startGateway);
