import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { ServiceMetrics } from '@ihe/platform';
import { ApiProxy } from './api-proxy.js';
import { timeGatewayRequest } from '../metrics/gateway-request-metrics.js';
import { responseCompression } from '../compression/response-compression.js';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Puts the API proxy in front of the app on its HTTP server: a proxied call goes straight to its
 * service; everything else (web app, docs, health, live updates) reaches the Nest/Express app as before.
 * Every request, proxied or not, is timed into the gateway's /metrics, and its answer compressed when
 * it is text (responseCompression).
 */
export function installApiProxy(app: INestApplication): void {
  const proxy = app.get(ApiProxy);
  const metrics = app.get(ServiceMetrics);
  const compress = responseCompression();
  const server = app.getHttpServer() as Server;
  const framework = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    timeGatewayRequest(metrics, req, res);
    compress(req, res, () => {
      if (!proxy.handle(req, res)) for (const listener of framework) listener.call(server, req, res);
    });
  });
}
