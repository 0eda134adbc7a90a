import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { z } from 'zod';
import { baseSettingsSchema, loadSettings, startNestApp, trustProxySetting } from '@ihe/platform';
import { GatewayModule } from './gateway.module.js';
import { ServiceClients } from './proxy/service-clients.js';
import { installApiProxy } from './proxy/install-api-proxy.js';
import { securityHeaders } from './security-headers.js';
import { setupMergedOpenApi } from './openapi/merged-openapi.js';
import { serveWebApp, webAppInlineScripts } from './static-web/static-web.js';

const gatewaySettingsSchema = baseSettingsSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
});

/**
 * Starts the gateway in this process: the public API, the web app, /api/docs and /health. API calls
 * are proxied ahead of the app (installApiProxy); the Express app serves the rest, with Express's
 * static files and helmet, and parses no bodies (proxied bodies stream through untouched).
 */
export async function startGateway(): Promise<NestExpressApplication> {
  const settings = loadSettings('gateway', gatewaySettingsSchema);
  const app = await NestFactory.create<NestExpressApplication>(GatewayModule, {
    bufferLogs: true,
    bodyParser: false,
  });
  app.set('trust proxy', trustProxySetting());
  app.disable('x-powered-by');
  installApiProxy(app);
  app.use(securityHeaders({ inlineScripts: webAppInlineScripts() }));
  setupMergedOpenApi(app, app.get(ServiceClients));
  serveWebApp(app.getHttpAdapter().getInstance());
  return startNestApp(app, { service: 'gateway', port: settings.PORT, describeApi: false });
}
