import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { ServiceClients } from '../proxy/service-clients.js';
import { LIVE_UPDATES_PATH, liveUpdatesPathItem } from '../live-updates/live-updates.openapi.js';

/**
 * /api/docs: the public API as one OpenAPI document, merged on request from each service's own
 * /openapi.json (services own their DTOs; a service that is down is left out of that answer).
 */
export function setupMergedOpenApi(app: INestApplication, clients: ServiceClients): void {
  const base = new DocumentBuilder()
    .setTitle('Ihe Market API')
    .setDescription('Public API of the Ihe Market gateway (/api/v1). Errors are { statusCode, message }.')
    .setVersion('1')
    .addBearerAuth()
    .build();
  const empty: OpenAPIObject = { ...base, paths: {} };
  SwaggerModule.setup('api/docs', app, empty, {
    jsonDocumentUrl: 'api/docs-json',
    patchDocumentOnRequest: async (_req, _res, document) => {
      const merged: OpenAPIObject = {
        ...document,
        paths: { [LIVE_UPDATES_PATH]: liveUpdatesPathItem },
        components: { ...document.components, schemas: {} },
      };
      const parts = await Promise.all(
        clients.known().map(async (service) => {
          try {
            const answer = await clients.pool(service).request({ method: 'GET', path: '/openapi.json' });
            if (answer.statusCode !== 200) {
              await answer.body.dump();
              return null;
            }
            return (await answer.body.json()) as OpenAPIObject;
          } catch {
            return null;
          }
        }),
      );
      for (const part of parts) {
        if (!part) continue;
        for (const [path, item] of Object.entries(part.paths ?? {}))
          if (path.startsWith('/api/v1/')) merged.paths[path] = item;
        Object.assign(merged.components!.schemas!, part.components?.schemas ?? {});
      }
      return merged;
    },
  });
}
