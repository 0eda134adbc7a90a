import { beforeAll, describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPublicRoute, ROUTE_TABLE, serviceFor } from '@ihe/gateway';
import { responseSchemasFile, staleness, webApiSchemaFile } from './generated-files.js';
import { publicApiDocument } from './public-api-document.js';

type OpenAPIObject = Awaited<ReturnType<typeof publicApiDocument>>;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Response {
  description?: string;
  content?: Record<string, { schema?: { $ref?: string; type?: string } }>;
}
interface Operation {
  operationId?: string;
  security?: unknown[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, Response>;
}

let document: OpenAPIObject;
const operations: { key: string; path: string; method: string; operation: Operation }[] = [];

beforeAll(async () => {
  document = await publicApiDocument();
  for (const [route, item] of Object.entries(document.paths))
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (operation)
        operations.push({ key: `${method.toUpperCase()} ${route}`, path: route, method, operation });
    }
}, 120_000);

const schemas = () => (document.components?.schemas ?? {}) as Record<string, { required?: string[] }>;
const refName = (ref: string) => ref.replace('#/components/schemas/', '');
/** A concrete path for a templated one, to ask the gateway's tables about it. */
const examplePath = (route: string) => route.replace(/\{\w+\}/g, 'x1');

describe('the public API document', () => {
  it('lists the routes of the gateway: every /api/v1 route belongs to a service or the gateway', () => {
    expect(operations.length).toBeGreaterThan(50);
    const unrouted = operations.filter(
      ({ path: route }) => route !== '/api/v1/events/stream' && serviceFor(examplePath(route)) === null,
    );
    expect(unrouted.map(({ key }) => key)).toEqual([]);
  });

  it('documents a route under every prefix the gateway forwards, but the WhatsApp callbacks and the JWKS', () => {
    // Those two are not for API clients: Meta's signed webhook calls, and identity's keys for token checkers.
    const notForClients = ['/api/v1/webhooks/whatsapp', '/.well-known/jwks.json'];
    const undocumented = ROUTE_TABLE.map(({ prefix }) => prefix).filter(
      (prefix) =>
        !notForClients.includes(prefix) &&
        !operations.some(({ path: route }) => route === prefix || route.startsWith(`${prefix}/`)),
    );
    expect(undocumented).toEqual([]);
  });

  it('gives every operation a success answer with a schema (or 204, or a redirect)', () => {
    const missing = operations.filter(({ operation }) => {
      const statuses = Object.keys(operation.responses);
      if (statuses.includes('204') || statuses.some((status) => /^3\d\d$/.test(status))) return false;
      const success = statuses.filter((status) => /^2\d\d$/.test(status));
      return (
        success.length === 0 ||
        success.some((status) => {
          const content = Object.values(operation.responses[status].content ?? {});
          return content.length === 0 || content.some((media) => !media.schema);
        })
      );
    });
    expect(missing.map(({ key }) => key)).toEqual([]);
  });

  it('documents each operation’s errors with the standard body { statusCode, message }', () => {
    const problems: string[] = [];
    for (const { key, operation } of operations) {
      const errors = Object.entries(operation.responses).filter(([status]) => /^4\d\d$/.test(status));
      // Only a guest's route without any input has no client error to tell of (e.g. the category counts).
      const takesInput = Boolean(
        operation.security?.length || operation.parameters?.length || operation.requestBody,
      );
      if (errors.length === 0 && takesInput) problems.push(`${key}: no 4xx`);
      for (const [status, response] of errors) {
        const ref = response.content?.['application/json']?.schema?.$ref;
        const required = ref ? (schemas()[refName(ref)]?.required ?? []) : [];
        if (!required.includes('statusCode') || !required.includes('message'))
          problems.push(`${key} ${status}: body is not { statusCode, message, … }`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('asks for a token exactly where the gateway does, and lists the 401 there', () => {
    const problems = operations
      .filter(({ path: route, method, operation }) => {
        const guest = isPublicRoute(method.toUpperCase(), examplePath(route));
        const needsToken = (operation.security?.length ?? 0) > 0;
        return guest === needsToken || (needsToken && !operation.responses['401']);
      })
      .map(({ key }) => key);
    expect(problems).toEqual([]);
  });

  it('points only at schemas it holds', () => {
    const dangling = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)]
      .map((match) => match[1])
      .filter((ref) => !schemas()[refName(ref)]);
    expect([...new Set(dangling)]).toEqual([]);
  });
});

describe('the generated files', () => {
  // CI's check that nobody changed the API without `npm run api:generate`: the committed files must be
  // exactly what the generator makes now.
  it.each([
    ['the response schemas (from @ihe/contracts)', responseSchemasFile],
    ['the web app’s API types (from the document)', webApiSchemaFile],
  ])(
    '%s are current',
    async (_name, generate) => {
      const problem = await staleness(root, await generate(root));
      if (problem) throw new Error(problem);
    },
    120_000,
  );
});
