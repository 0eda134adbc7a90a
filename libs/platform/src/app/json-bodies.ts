import type { Server } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Fastify's own error for a body that is not JSON, so it gets the same answer. */
const malformedJson = () =>
  Object.assign(new Error('Malformed JSON body'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });

/** The largest request body a service accepts (bytes). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The deepest nesting of objects and arrays a body may have: our bodies need a handful of levels, and
 * validation (class-transformer) walks a body recursively, so thousands of levels would overflow its stack.
 */
export const MAX_BODY_DEPTH = 32;
export const BODY_TOO_DEEP_MESSAGE = 'Request body is nested too deeply';

const tooDeep = () => Object.assign(new Error(BODY_TOO_DEEP_MESSAGE), { statusCode: 400 });

/** Whether `value` nests objects/arrays deeper than MAX_BODY_DEPTH (walked without recursion). */
function nestsTooDeeply(value: unknown): boolean {
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > MAX_BODY_DEPTH) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * JSON request bodies: parsed with Fastify's prototype-poisoning-safe parser, objects and arrays
 * only, at most MAX_BODY_DEPTH levels deep, an empty body read as `{}` (so DTO validation answers with the spec's messages, not a parser
 * error), and the bodies of `rawBodyPaths` kept unparsed in `req.rawBody`. A body of any other type
 * is read (within the limit) and ignored, as if none was sent: the API speaks JSON only.
 */
export function acceptJsonBodies(app: NestFastifyApplication, rawBodyPaths: string[]): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers(); // Fastify's own JSON and text parsers: replaced below
  const raw = new Set(rawBodyPaths);
  app.useBodyParser<Server>('application/json', { bodyLimit: MAX_BODY_BYTES }, (req, body, done) => {
    if (raw.has(req.url.split('?', 1)[0])) {
      (req as typeof req & { rawBody?: Buffer }).rawBody = body;
      done(null, undefined);
    } else if (body.length === 0) done(null, {});
    else
      parseJson(req, body.toString('utf8'), (error, parsed) => {
        // Strict, as Express's body-parser was: a body is an object or an array, never a bare value.
        if (error || typeof parsed !== 'object' || parsed === null) done(error ?? malformedJson(), undefined);
        else done(nestsTooDeeply(parsed) ? tooDeep() : null, parsed);
      });
  });
  app.useBodyParser<Server>('*', { bodyLimit: MAX_BODY_BYTES }, (_req, _body, done) => done(null, {}));
}
