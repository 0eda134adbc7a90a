import 'reflect-metadata';
import { runServiceProcess } from '@ihe/platform';
import { startGateway } from './start-gateway.js';

// No database of its own; the bus (live updates) and Redis (rate limits, revoked sessions) are shared.
await runServiceProcess(startGateway, { name: 'gateway', needs: ['AMQP_URL', 'REDIS_URL'] });
