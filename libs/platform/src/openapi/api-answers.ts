import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { ApiResponseName, ApiResponses } from '@ihe/contracts';
import { API_RESPONSE_SCHEMAS, type ApiSchema } from './api-response-schemas.js';

type Answering<T> = (...args: never[]) => T | Promise<T>;

const schemaOf = (name: ApiResponseName) => API_RESPONSE_SCHEMAS[name] as ApiSchema & { $ref?: string };

/**
 * The route's success answer in the OpenAPI document: the schema generated from @ihe/contracts'
 * `ApiResponses[name]`. It compiles only on a method that returns that type, so the document cannot
 * name another body than the one the code sends.
 */
export function ApiAnswer<N extends ApiResponseName>(name: N, status: 200 | 201 = 200, description = 'OK') {
  return <M extends Answering<ApiResponses[N]>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    ApiResponse({ status, description, schema: schemaOf(name) })(target, key, descriptor);
  };
}

/** A 204 with no body. */
export const ApiNoContent = (description = 'Done; no body') => ApiResponse({ status: 204, description });

/** A file or CSV download: the body is the file itself. */
export const ApiFileAnswer = (contentTypes: string[], description: string) =>
  ApiResponse({
    status: 200,
    description,
    content: Object.fromEntries(
      contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
  });

/**
 * The route's documented errors, each `{ statusCode, message }` (ApiError) with the spec's text(s) as its
 * description. 400 for bad input, 401 without a token and 403 for @Roles are added by the document itself.
 */
export function ApiErrors(errors: Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 422 | 429, string>>) {
  return applyDecorators(
    ...Object.entries(errors).map(([status, description]) =>
      ApiResponse({ status: Number(status), description, schema: schemaOf('ApiError') }),
    ),
  );
}

/** Errors whose body is another ApiResponses type (e.g. a login refusal with attempts remaining). */
export const ApiErrorAnswer = (status: number, name: ApiResponseName, description: string) =>
  ApiResponse({ status, description, schema: schemaOf(name) });
