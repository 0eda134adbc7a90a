import 'reflect-metadata';
import { runServiceProcess } from '@ihe/platform';
import { startIdentity } from './start-identity.js';

await runServiceProcess(startIdentity);
