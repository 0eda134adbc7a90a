import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { API_SCHEMAS, type ApiSchema } from './api-response-schemas.js';

/** Set by @Public() on a route or controller; read and removed when the document is made. */
export const PUBLIC_ROUTE_EXTENSION = 'x-ihe-public';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const errorBody = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } };

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;

/**
 * A service's own OpenAPI document (served at /openapi.json, merged by the gateway). Besides what the
 * controllers declare, it states what every route shares: a token (401) unless @Public, 400 for bad
 * input when the route takes any, and the `{ statusCode, message }` body of every error.
 */
export function describeServiceApi(app: INestApplication, service: string): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle(`Ihe Market ${service}`).setVersion('1').addBearerAuth().build(),
  );
  for (const item of Object.values(document.paths))
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) completeOperation(operation as Operation & Record<string, unknown>);
    }
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...schemasReferencedBy(document) },
  };
  return document;
}

function completeOperation(operation: Operation & Record<string, unknown>): void {
  const isPublic = operation[PUBLIC_ROUTE_EXTENSION] === true;
  delete operation[PUBLIC_ROUTE_EXTENSION];
  const responses = operation.responses;
  if (!isPublic) {
    operation.security ??= [{ bearer: [] }];
    responses['401'] ??= { description: 'No valid access token, or its session has ended' };
  }
  if (operation.requestBody || operation.parameters?.length)
    responses['400'] ??= {
      description: 'Invalid input (the message says which rule, in the spec’s words)',
    };
  for (const [status, response] of Object.entries(responses))
    if (/^4\d\d$/.test(status) && response && !('$ref' in response) && !response.content)
      response.content = errorBody;
}

/** The generated schemas the document points at, with the ones they point at in turn. */
function schemasReferencedBy(document: OpenAPIObject): Record<string, ApiSchema> {
  const found: Record<string, ApiSchema> = {};
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string') {
          const name = inner.replace('#/components/schemas/', '');
          if (API_SCHEMAS[name] && !found[name]) {
            found[name] = API_SCHEMAS[name];
            visit(API_SCHEMAS[name]);
          }
        } else visit(inner);
      }
  };
  visit(document.paths);
  return found;
}

/**
 * A service's document without running it: Nest's preview mode reads the controllers' metadata and
 * creates no provider (no database, bus or key-value store), as `npm run api:generate` needs.
 */
export async function describeModuleApi(rootModule: unknown, service: string): Promise<OpenAPIObject> {
  const app = await NestFactory.create(rootModule as never, new FastifyAdapter(), {
    preview: true,
    logger: false,
  });
  try {
    return describeServiceApi(app, service);
  } finally {
    await app.close();
  }
}
