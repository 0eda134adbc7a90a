import type { ServiceName } from '@ihe/platform';

/** Which service owns which public path prefix (ARCHITECTURE.md, Public API). */
export const ROUTE_TABLE: ReadonlyArray<{ prefix: string; service: ServiceName }> = [
  { prefix: '/api/v1/auth', service: 'identity' },
  { prefix: '/api/v1/me', service: 'identity' },
  { prefix: '/api/v1/cart', service: 'orders' },
  { prefix: '/api/v1/orders', service: 'orders' },
  { prefix: '/api/v1/products', service: 'catalog' },
  { prefix: '/api/v1/categories', service: 'catalog' },
  { prefix: '/api/v1/media', service: 'catalog' },
  { prefix: '/api/v1/admin/whatsapp', service: 'notifications' },
  { prefix: '/api/v1/webhooks/whatsapp', service: 'notifications' },
];

/** Routes a guest may call; every other /api/v1 route needs a valid access token at the gateway too. */
const PUBLIC_ROUTES: ReadonlyArray<{ method: string; pattern: RegExp }> = [
  { method: 'POST', pattern: /^\/api\/v1\/auth\/(signup|login|refresh)$/ },
  { method: 'GET', pattern: /^\/api\/v1\/auth\/verify-email$/ },
  { method: 'GET', pattern: /^\/api\/v1\/products(\/[^/]+)?$/ },
  { method: 'GET', pattern: /^\/api\/v1\/categories\/counts$/ },
  { method: 'GET', pattern: /^\/api\/v1\/media\/products\/[^/]+$/ },
  // The WhatsApp Cloud API's verification and status callbacks (signed; checked by notifications).
  { method: 'GET', pattern: /^\/api\/v1\/webhooks\/whatsapp$/ },
  { method: 'POST', pattern: /^\/api\/v1\/webhooks\/whatsapp$/ },
];

export function serviceFor(path: string): ServiceName | null {
  const match = ROUTE_TABLE.find((route) => path === route.prefix || path.startsWith(`${route.prefix}/`));
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
