import type { INestApplication } from '@nestjs/common';
import helmet from 'helmet';
import { z } from 'zod';
import { baseSettingsSchema, createServiceApp, loadSettings } from '@ihe/platform';
import { GatewayModule } from './gateway.module.js';
import { ServiceClients } from './proxy/service-clients.js';
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
      app.use(
        helmet({
          contentSecurityPolicy: {
            directives: {
              // antd injects its CSS-in-JS as style tags; product images may be data/blob URLs.
              'style-src': ["'self'", "'unsafe-inline'"],
              'img-src': ["'self'", 'data:', 'blob:'],
              'upgrade-insecure-requests': null,
            },
          },
          hsts: process.env.NODE_ENV === 'production',
        }),
      );
      setupMergedOpenApi(app, app.get(ServiceClients));
      serveWebApp(app.getHttpAdapter().getInstance());
    },
  });
}
