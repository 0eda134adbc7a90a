export { startGateway } from './start-gateway.js';
export { GatewayModule } from './gateway.module.js';
