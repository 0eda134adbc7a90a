export { startGateway } from './start-gateway.js';
export { GatewayModule } from './gateway.module.js';
export { mergePublicApi, publicApiBase } from './openapi/merged-openapi.js';
export { isPublicRoute, ROUTE_TABLE, serviceFor } from './proxy/route-table.js';
