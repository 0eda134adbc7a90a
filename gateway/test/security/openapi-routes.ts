/** The gateway's merged OpenAPI document (/api/docs-json) read as a list of routes, and a raw HTTP probe. */

export interface SchemaObject {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

export interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
}

export interface ApiRoute {
  /** "METHOD /api/v1/path/{id}", the key of the checked-in tables. */
  key: string;
  method: string;
  path: string;
  parameters: ParameterObject[];
  /** The JSON body schema ($ref resolved), if the route takes a JSON body. */
  jsonBody?: SchemaObject;
  /** True for a multipart upload. */
  multipart: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: ParameterObject[]; requestBody?: RequestBody }>>;
  components?: { schemas?: Record<string, SchemaObject> };
}
interface RequestBody {
  content: Record<string, { schema?: SchemaObject }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export async function loadApiRoutes(): Promise<{
  routes: ApiRoute[];
  resolve: (s: SchemaObject) => SchemaObject;
}> {
  const response = await fetch(`${process.env.BASE_URL}/api/docs-json`);
  if (!response.ok) throw new Error(`/api/docs-json answered ${response.status}`);
  const document = (await response.json()) as OpenApiDocument;
  const schemas = document.components?.schemas ?? {};
  const resolve = (schema: SchemaObject): SchemaObject =>
    schema.$ref ? resolve(schemas[schema.$ref.split('/').pop()!] ?? {}) : schema;
  const routes: ApiRoute[] = [];
  for (const [path, item] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      routes.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        jsonBody: json ? resolve(json) : undefined,
        multipart: 'multipart/form-data' in content,
      });
    }
  return { routes, resolve };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Puts `values` (by parameter name) into the route's `{param}` placeholders, URL-encoded. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(values[name].replace(LONE_SURROGATE, '\uFFFD')); // it has no URL form
  });
}

export const pathParams = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

export interface ProbeOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * One request answered by its status only; a stream (the live-updates route) is cut as soon as its
 * headers arrive, and redirects are not followed (a 302 is the answer).
 */
export async function probe(method: string, url: string, options: ProbeOptions = {}): Promise<number> {
  const controller = new AbortController();
  const response = await fetch(`${process.env.BASE_URL}${url}`, {
    method,
    redirect: 'manual',
    // A request the server never answers fails the test instead of hanging it.
    signal: AbortSignal.any([controller.signal, AbortSignal.timeout(15_000)]),
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  });
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) controller.abort();
  else await response.arrayBuffer();
  return response.status;
}
