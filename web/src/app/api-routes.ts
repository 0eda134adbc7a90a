import type { components, paths } from './api-schema.js';

/**
 * The public API as the feature endpoints call it, typed from the gateway's OpenAPI document
 * (api-schema.ts, `npm run api:generate`): a route, body, answer or query parameter the document no longer
 * has is a type error in the endpoint that uses it.
 */

/** The routes without the /api/v1 that the base URL adds. */
type Routes = { [P in keyof paths as P extends `/api/v1${infer Route}` ? Route : never]: paths[P] };
export type ApiRoute = keyof Routes;
type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';
type Operation<R extends ApiRoute, M extends Method> = NonNullable<Routes[R][M]>;
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON a route answers on success (void for a 204). */
export type ApiResult<R extends ApiRoute, M extends Method> =
  Operation<R, M> extends { responses: infer Responses }
    ? {
        [Status in keyof Responses]: Status extends 200 | 201
          ? Json<Responses[Status]>
          : Status extends 204
            ? void
            : never;
      }[keyof Responses]
    : never;

/** The JSON body a route takes. */
export type ApiBody<R extends ApiRoute, M extends Method> =
  Operation<R, M> extends { requestBody?: infer Body } ? Json<NonNullable<Body>> : never;

/** A route's query parameters by name, each as the text it has in the URL. */
export type ApiQuery<R extends ApiRoute, M extends Method> =
  Operation<R, M> extends { parameters: { query?: infer Query } }
    ? { [Name in keyof NonNullable<Query>]?: string }
    : never;

/** A named schema of the document (a body several routes share). */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

type PathParams<R extends string> = R extends `${string}{${infer Name}}${infer Rest}`
  ? { [Key in Name | keyof PathParams<Rest>]: string }
  : Record<never, string>;
type PathArgs<R extends string> = [keyof PathParams<R>] extends [never] ? [] : [params: PathParams<R>];

/** The URL of a route of the document with its `{placeholders}` filled, URL-encoded: `apiUrl('/orders/{id}', { id })`. */
export function apiUrl<R extends ApiRoute>(route: R, ...[params]: PathArgs<R & string>): string {
  const values = (params ?? {}) as Record<string, string>;
  return (route as string).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name]));
}

/** A URL with the set values of a query (built with ApiQuery's names) appended, or none. */
export function withQuery(url: string, query: Partial<Record<string, string>>): string {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return search ? `${url}?${search}` : url;
}
