import {
  PRODUCT_IMAGES_UPLOAD_MAX_BYTES,
  VERIFICATION_DOCUMENTS_PATH,
  VERIFICATION_LIMITS,
} from '@ihe/contracts';
import { JWKS_PATH, MAX_BODY_BYTES, type ServiceName } from '@ihe/platform';

/** Which service owns which public path prefix (docs/architecture.md, Public API). */
export const ROUTE_TABLE: ReadonlyArray<{ prefix: string; service: ServiceName }> = [
  { prefix: '/api/v1/auth', service: 'identity' },
  { prefix: '/api/v1/me', service: 'identity' },
  { prefix: '/api/v1/cart', service: 'orders' },
  { prefix: '/api/v1/orders', service: 'orders' },
  { prefix: '/api/v1/vendor/orders', service: 'orders' },
  { prefix: '/api/v1/vendor/dashboard', service: 'orders' },
  { prefix: '/api/v1/products', service: 'catalog' },
  { prefix: '/api/v1/categories', service: 'catalog' },
  { prefix: '/api/v1/media', service: 'catalog' },
  { prefix: '/api/v1/vendor/products', service: 'catalog' },
  { prefix: '/api/v1/vendor/product-images', service: 'catalog' },
  { prefix: '/api/v1/profit-setting', service: 'catalog' },
  { prefix: '/api/v1/sales', service: 'catalog' },
  { prefix: '/api/v1/admin/whatsapp', service: 'notifications' },
  { prefix: '/api/v1/vendor/verification', service: 'verification' },
  { prefix: '/api/v1/admin/vendor-verifications', service: 'verification' },
  { prefix: '/api/v1/admin/sales-managers', service: 'identity' },
  { prefix: '/api/v1/webhooks/whatsapp', service: 'notifications' },
  { prefix: '/api/v1/admin/overview', service: 'analytics' },
  { prefix: '/api/v1/admin/activity', service: 'analytics' },
  { prefix: '/api/v1/admin/analytics', service: 'analytics' },
  { prefix: '/api/v1/admin/users', service: 'analytics' },
  // identity's public signing keys (JWKS), for anyone checking its access tokens.
  { prefix: JWKS_PATH, service: 'identity' },
];

/**
 * Paths that belong to another service than their prefix's entry says, checked before ROUTE_TABLE, first
 * match wins: the admin's user list is analytics' (GET /api/v1/admin/users), but its actions are identity's;
 * a vendor's earnings statement is analytics' (from its ledger) among the other services' /api/v1/vendor/*.
 */
export const ROUTE_RULES: ReadonlyArray<{ pattern: RegExp; service: ServiceName }> = [
  { pattern: /^\/api\/v1\/admin\/users\/[^/]+\/actions$/, service: 'identity' },
  { pattern: /^\/api\/v1\/vendor\/statement(\/export)?$/, service: 'analytics' },
];

/** Routes a guest may call; every other /api/v1 route needs a valid access token at the gateway too. */
const PUBLIC_ROUTES: ReadonlyArray<{ method: string; pattern: RegExp }> = [
  { method: 'GET', pattern: /^\/\.well-known\/jwks\.json$/ },
  { method: 'POST', pattern: /^\/api\/v1\/auth\/(signup|login|refresh)$/ },
  { method: 'GET', pattern: /^\/api\/v1\/auth\/verify-email$/ },
  { method: 'GET', pattern: /^\/api\/v1\/products(\/[^/]+)?$/ },
  { method: 'GET', pattern: /^\/api\/v1\/categories\/counts$/ },
  // Demo images at the top, vendors' uploads in a folder per vendor ({userId}/{file}).
  { method: 'GET', pattern: /^\/api\/v1\/media\/products(\/[^/]+)?\/[^/]+$/ },
  // The add-product price calculator's profit setting.
  { method: 'GET', pattern: /^\/api\/v1\/profit-setting$/ },
  // The WhatsApp Cloud API's verification and status callbacks (signed; checked by notifications).
  { method: 'GET', pattern: /^\/api\/v1\/webhooks\/whatsapp$/ },
  { method: 'POST', pattern: /^\/api\/v1\/webhooks\/whatsapp$/ },
];

/** Upload routes take bigger bodies than the usual limit (the owning service enforces its own too). */
const UPLOAD_ROUTES: ReadonlyArray<{ method: string; path: string; maxBytes: number }> = [
  { method: 'POST', path: VERIFICATION_DOCUMENTS_PATH, maxBytes: VERIFICATION_LIMITS.uploadBodyMax },
  { method: 'POST', path: '/api/v1/vendor/product-images', maxBytes: PRODUCT_IMAGES_UPLOAD_MAX_BYTES },
];

/** The largest request body the gateway forwards to this route. */
export function maxBodyBytes(method: string, path: string): number {
  return (
    UPLOAD_ROUTES.find((route) => route.method === method && route.path === path)?.maxBytes ?? MAX_BODY_BYTES
  );
}

export function serviceFor(path: string): ServiceName | null {
  return resolveService(path, ROUTE_RULES, ROUTE_TABLE);
}

/** The service of the first rule matching `path`, else of the first prefix it is at or under, else null. */
export function resolveService(
  path: string,
  rules: typeof ROUTE_RULES,
  table: typeof ROUTE_TABLE,
): ServiceName | null {
  const rule = rules.find((candidate) => candidate.pattern.test(path));
  if (rule) return rule.service;
  const match = table.find((route) => path === route.prefix || path.startsWith(`${route.prefix}/`));
  return match?.service ?? null;
}

export function isPublicRoute(method: string, path: string): boolean {
  return PUBLIC_ROUTES.some((route) => route.method === method && route.pattern.test(path));
}

/** The spec's 503 texts for the auth routes; a generic one elsewhere. */
export function unavailableMessage(path: string): string {
  if (path === '/api/v1/auth/signup') return 'Registration service temporarily unavailable';
  if (path.startsWith('/api/v1/auth')) return 'Authentication service temporarily unavailable';
  return 'Service temporarily unavailable';
}
