import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable, Logger } from '@nestjs/common';
import { pinoHttp } from 'pino-http';
import type { Dispatcher } from 'undici';
import proxyAddr from 'proxy-addr';
import { AUTH_MESSAGES } from '@ihe/contracts';
import {
  AccessTokenVerifier,
  BODY_TOO_LARGE_MESSAGE,
  REQUEST_ID_HEADER,
  requestLogOptions,
  TokenKeysUnavailableError,
  trustProxySetting,
} from '@ihe/platform';
import { AuthRateLimiter, isRateLimitedAuthPath } from '../rate-limit/auth-rate-limiter.js';
import { securityHeaders } from '../security-headers.js';
import { isPublicRoute, maxBodyBytes, serviceFor, unavailableMessage } from './route-table.js';
import { ServiceClients } from './service-clients.js';
import { trustedProxies } from './trusted-proxies.js';
import { isConnectionLost, isReplayable, MAX_ATTEMPTS } from './upstream-replay.js';

// cookie: identity's refresh-token cookie (the browser sends it to the auth routes only); its
// Set-Cookie answers come back with the other response headers.
const FORWARDED_REQUEST_HEADERS = [
  'authorization',
  'cookie',
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

type ProxiedRequest = IncomingMessage;

function sendError(res: ServerResponse, statusCode: number, message: string): void {
  res.statusCode = statusCode;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ statusCode, message }));
}

/**
 * The public API: checks the caller (token, per-IP auth limit) and streams the request to the owning
 * service, and its answer back, without parsing bodies. It sees every HTTP request first (installed in
 * front of the Nest/Express app, see installApiProxy) and takes only the routes of the route table: a
 * proxied call needs no framework routing, which would cost more than the rest of the hop.
 * Each answer gets the gateway's request log line and security headers like every other.
 */
@Injectable()
export class ApiProxy {
  private readonly logger = new Logger('ApiProxy');
  private readonly logRequest = pinoHttp(requestLogOptions('gateway'));
  private readonly addSecurityHeaders = securityHeaders();
  // Like the app's 'trust proxy' (TRUST_PROXY): the client is the first address not of a trusted proxy.
  private readonly trusted = trustedProxies(trustProxySetting());

  constructor(
    private readonly clients: ServiceClients,
    private readonly rateLimiter: AuthRateLimiter,
    private readonly tokens: AccessTokenVerifier,
  ) {}

  /** Takes the request when it is an API call to a service; false leaves it to the rest of the app. */
  handle(req: ProxiedRequest, res: ServerResponse): boolean {
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    const service = serviceFor(path);
    if (!service) return false;
    this.logRequest(req, res);
    this.addSecurityHeaders(req, res, () => void this.proxy(service, path, url, req, res));
    return true;
  }

  private async proxy(
    service: NonNullable<ReturnType<typeof serviceFor>>,
    path: string,
    url: string,
    req: ProxiedRequest,
    res: ServerResponse,
  ): Promise<void> {
    try {
      const clientIp = proxyAddr(req, this.trusted);
      if (isRateLimitedAuthPath(path)) {
        const limited = await this.rateLimiter.hit(clientIp);
        if (limited) {
          res.setHeader('Retry-After', String(limited.retryAfterSeconds));
          return sendError(res, 429, 'Too many requests. Please try again later.');
        }
      }
      if (!isPublicRoute(req.method ?? 'GET', path) && !(await this.hasValidToken(req)))
        return sendError(res, 401, AUTH_MESSAGES.unauthorized);
      // Refused here, not streamed: a service answers an oversized body by closing the connection.
      if (Number(req.headers['content-length']) > maxBodyBytes(req.method ?? 'GET', path))
        return sendError(res, 413, BODY_TOO_LARGE_MESSAGE);
      await this.forward(service, url, clientIp, req, res);
    } catch (error) {
      this.logger.warn(`${req.method} ${path} → ${service} failed: ${(error as Error).message}`);
      if (!res.headersSent) sendError(res, 503, unavailableMessage(path));
      else res.destroy();
    }
  }

  private async hasValidToken(req: IncomingMessage): Promise<boolean> {
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !token) return false;
    try {
      await this.tokens.verify(token);
      return true;
    } catch (error) {
      // Keys out of reach: neither valid nor invalid; proxy() answers 503.
      if (error instanceof TokenKeysUnavailableError) throw error;
      return false;
    }
  }

  private async forward(
    service: Parameters<ServiceClients['pool']>[0],
    url: string,
    clientIp: string,
    req: ProxiedRequest,
    res: ServerResponse,
  ): Promise<void> {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    // The id of the gateway's own log line (pino-http set req.id), so one request has one id everywhere.
    const requestId = String(req.id);
    headers[REQUEST_ID_HEADER] = requestId;
    headers['x-forwarded-for'] = clientIp;
    const method = req.method ?? 'GET';
    const hasBody = method !== 'GET' && method !== 'HEAD';
    if (hasBody && req.headers['content-length']) headers['content-length'] = req.headers['content-length'];
    const replayable = isReplayable(method);
    const body = hasBody ? req : undefined;
    const upstream = await this.sendUpstream(service, replayable, {
      method: method as 'GET',
      path: url,
      headers,
      body,
    });
    res.statusCode = upstream.statusCode;
    for (const [name, value] of Object.entries(upstream.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
    }
    res.setHeader(REQUEST_ID_HEADER, requestId);
    for await (const chunk of upstream.body) res.write(chunk);
    res.end();
  }

  /** Sends the request; a replayable one goes again (at most MAX_ATTEMPTS tries) when its connection broke. */
  private async sendUpstream(
    service: Parameters<ServiceClients['pool']>[0],
    replayable: boolean,
    options: Dispatcher.RequestOptions,
  ): Promise<Dispatcher.ResponseData> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.clients.pool(service).request(options);
      } catch (error) {
        if (!replayable || attempt === MAX_ATTEMPTS || !isConnectionLost(error)) throw error;
        // Again on another connection: behind a Service (or a round-robin) it reaches another replica.
        this.logger.warn(
          `${options.method} ${options.path} → ${service}: connection lost (${(error as Error).message}), sending it again`,
        );
      }
    }
  }
}
