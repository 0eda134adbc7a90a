import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import type { Request, Response } from 'express';

type Next = (error?: unknown) => void;
export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

/** Answers smaller than this go as they are: headers and a deflate block would cost more than they save. */
const THRESHOLD_BYTES = 1024;

/**
 * Gzip or brotli (as the client accepts) on every text answer of the gateway: proxied API JSON, the web
 * app's HTML, JS and CSS, the OpenAPI document, SVG images. An event stream is never compressed: the
 * compressor holds bytes until its buffer fills, and a live update must leave at once. WebP, PNG and JPEG
 * are compressed already and are left alone (compressible types only).
 */
export function responseCompression(): NodeMiddleware {
  const middleware = compression({
    threshold: THRESHOLD_BYTES,
    filter: (req, res) => !isEventStream(res) && compression.filter(req, res),
  });
  return (req, res, next) => middleware(req as Request, res as Response, next);
}

function isEventStream(res: ServerResponse): boolean {
  return String(res.getHeader('content-type') ?? '').startsWith('text/event-stream');
}
