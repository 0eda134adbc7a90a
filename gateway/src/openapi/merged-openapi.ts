import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { ServiceClients } from '../proxy/service-clients.js';
import { LIVE_UPDATES_PATH, liveUpdatesPathItem } from '../live-updates/live-updates.openapi.js';

/** The merged document without any service's part: title, description, the bearer scheme. */
export function publicApiBase(): OpenAPIObject {
  const base = new DocumentBuilder()
    .setTitle('Ihe Market API')
    .setDescription('Public API of the Ihe Market gateway (/api/v1). Errors are { statusCode, message }.')
    .setVersion('1')
    .addBearerAuth()
    .build();
  return { ...base, paths: {} };
}

/**
 * The public API as one document: the gateway's own route and every service's /api/v1 routes (paths
 * sorted, so the document does not depend on which service answered first). `npm run api:generate`
 * makes the same document in-process from the services' modules.
 */
export function mergePublicApi(document: OpenAPIObject, parts: (OpenAPIObject | null)[]): OpenAPIObject {
  const paths: OpenAPIObject['paths'] = { [LIVE_UPDATES_PATH]: liveUpdatesPathItem };
  const schemas: Record<string, unknown> = {};
  for (const part of parts) {
    if (!part) continue;
    for (const [path, item] of Object.entries(part.paths ?? {}))
      if (path.startsWith('/api/v1/')) paths[path] = item;
    Object.assign(schemas, part.components?.schemas ?? {});
  }
  const sorted = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    ...document,
    paths: sorted(paths),
    components: { ...document.components, schemas: sorted(schemas) as never },
  };
}

/**
 * /api/docs: the public API as one OpenAPI document, merged on request from each service's own
 * /openapi.json (services own their DTOs; a service that is down is left out of that answer).
 */
export function setupMergedOpenApi(app: INestApplication, clients: ServiceClients): void {
  SwaggerModule.setup('api/docs', app, publicApiBase(), {
    jsonDocumentUrl: 'api/docs-json',
    patchDocumentOnRequest: async (_req, _res, document) => {
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
      return mergePublicApi(document, parts);
    },
  });
}
