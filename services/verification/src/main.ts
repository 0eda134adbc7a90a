import 'reflect-metadata';
import { runServiceProcess } from '@ihe/platform';
import { startVerification } from './start-verification.js';

await runServiceProcess(startVerification);
