import type { INestApplication } from '@nestjs/common';
import { z } from 'zod';
import { baseSettingsSchema, createServiceApp, loadSettings } from '@ihe/platform';
import { GatewayModule } from './gateway.module.js';
import { ServiceClients } from './proxy/service-clients.js';
import { installApiProxy } from './proxy/install-api-proxy.js';
import { securityHeaders } from './security-headers.js';
import { setupMergedOpenApi } from './openapi/merged-openapi.js';
import { serveWebApp } from './static-web/static-web.js';

const gatewaySettingsSchema = baseSettingsSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
});

/** Starts the gateway in this process: the public API, the web app, /api/docs and /health. */
export async function startGateway(): Promise<INestApplication> {
  const settings = loadSettings('gateway', gatewaySettingsSchema);
  return createServiceApp(GatewayModule, {
    service: 'gateway',
    port: settings.PORT,
    parseBodies: false,
    describeApi: false,
    configure: (app) => {
      installApiProxy(app);
      app.use(securityHeaders());
      setupMergedOpenApi(app, app.get(ServiceClients));
      serveWebApp(app.getHttpAdapter().getInstance());
    },
  });
}
