import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Injectable, Logger, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AUTH_MESSAGES } from '@ihe/contracts';
import { AccessTokenVerifier, REQUEST_ID_HEADER } from '@ihe/platform';
import { isPublicRoute, serviceFor, unavailableMessage } from './route-table.js';
import { ServiceClients } from './service-clients.js';
import { AuthRateLimiter } from '../rate-limit/auth-rate-limiter.js';

const FORWARDED_REQUEST_HEADERS = [
  'authorization',
  'content-type',
  'accept',
  'idempotency-key',
  'last-event-id',
  'x-hub-signature-256',
];
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

const sendError = (res: Response, statusCode: number, message: string): void => {
  res.status(statusCode).json({ statusCode, message });
};

/**
 * The public API: checks the caller (token, per-IP auth limit) and streams the request to the owning
 * service, and its answer back, without parsing bodies.
 */
@Injectable()
export class ApiProxyMiddleware implements NestMiddleware {
  private readonly logger = new Logger('ApiProxy');

  constructor(
    private readonly clients: ServiceClients,
    private readonly rateLimiter: AuthRateLimiter,
    private readonly tokens: AccessTokenVerifier,
  ) {}

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    const path = req.originalUrl.split('?')[0];
    const service = serviceFor(path);
    if (!service) return next();
    try {
      if (path.startsWith('/api/v1/auth/')) {
        const limited = await this.rateLimiter.hit(req.ip ?? 'unknown');
        if (limited) {
          res.setHeader('Retry-After', String(limited.retryAfterSeconds));
          return sendError(res, 429, 'Too many requests. Please try again later.');
        }
      }
      if (!isPublicRoute(req.method, path) && !(await this.hasValidToken(req.headers)))
        return sendError(res, 401, AUTH_MESSAGES.unauthorized);
      await this.forward(service, path, req, res);
    } catch (error) {
      this.logger.warn(`${req.method} ${path} → ${service} failed: ${(error as Error).message}`);
      if (!res.headersSent) sendError(res, 503, unavailableMessage(path));
      else res.destroy();
    }
  }

  private async hasValidToken(headers: IncomingHttpHeaders): Promise<boolean> {
    const [scheme, token] = (headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !token) return false;
    try {
      await this.tokens.verify(token);
      return true;
    } catch {
      return false;
    }
  }

  private async forward(
    service: Parameters<ServiceClients['pool']>[0],
    path: string,
    req: Request,
    res: Response,
  ) {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    // The id the gateway's own log line carries (pino-http sets req.id), so one request has one id everywhere.
    const requestId =
      (req as Request & { id?: string }).id ??
      (req.headers[REQUEST_ID_HEADER] as string | undefined) ??
      randomUUID();
    headers[REQUEST_ID_HEADER] = requestId;
    headers['x-forwarded-for'] = req.ip ?? '';
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    if (hasBody && req.headers['content-length']) headers['content-length'] = req.headers['content-length'];
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    const upstream = await this.clients.pool(service).request({
      method: req.method as 'GET',
      path: `${path}${query}`,
      headers,
      body: hasBody ? req : undefined,
    });
    res.status(upstream.statusCode);
    for (const [name, value] of Object.entries(upstream.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
    }
    res.setHeader(REQUEST_ID_HEADER, requestId);
    for await (const chunk of upstream.body) res.write(chunk);
    res.end();
  }
}
