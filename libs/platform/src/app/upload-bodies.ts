import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MAX_BODY_BYTES } from './json-bodies.js';

/** A route that takes an upload: its multipart/form-data body reaches the handler as a Buffer. */
export interface UploadRoute {
  /** The route's path as the controller declares it (no parameters), e.g. `/api/v1/vendor/verification/documents`. */
  path: string;
  /** The largest body it accepts (bytes): bigger gets 413 before the handler runs. */
  maxBytes: number;
}

/**
 * multipart/form-data bodies: kept whole (a Buffer in `req.body`) on the upload routes, up to their own
 * limit (the route's Fastify bodyLimit, set as Nest registers it); read within the usual limit and
 * ignored anywhere else, as any other non-JSON body is. Call after acceptJsonBodies, before listen.
 */
export function acceptUploadBodies(app: NestFastifyApplication, uploads: UploadRoute[]): void {
  if (uploads.length === 0) return;
  const limits = new Map(uploads.map((upload) => [upload.path, upload.maxBytes]));
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRoute', (route) => {
    const limit = limits.get(route.url);
    if (limit !== undefined) route.bodyLimit = limit;
  });
  fastify.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES },
    (req, body, done) => done(null, limits.has(req.url.split('?', 1)[0]) ? body : {}),
  );
}
