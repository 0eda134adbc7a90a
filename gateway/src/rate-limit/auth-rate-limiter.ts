import { Inject, Injectable } from '@nestjs/common';
import { KEY_VALUE_STORE, type KeyValueStore } from '@ihe/platform';

/**
 * Per-IP limit on the auth routes, kept in the shared key-value store (all gateway replicas see one count).
 * Generous on purpose: many Nigerian mobile users share one carrier-NAT address; the per-email lockout
 * is the brute-force defence. Default 150 requests per 5 minutes (GoTrue's figure).
 */
/**
 * The auth routes a person or script can guess through (login, sign-up, password reset …). Refresh and logout
 * carry a random session token instead: the web app refreshes on every page load, and counting those would
 * lock out a whole carrier-NAT address of ordinary shoppers.
 */
export function isRateLimitedAuthPath(path: string): boolean {
  return (
    path.startsWith('/api/v1/auth/') && path !== '/api/v1/auth/refresh' && path !== '/api/v1/auth/logout'
  );
}

@Injectable()
export class AuthRateLimiter {
  private readonly limit = Number(process.env.AUTH_RATE_LIMIT ?? 150);
  private readonly windowMs = Number(process.env.AUTH_RATE_WINDOW_MS ?? 5 * 60_000);

  constructor(@Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore) {}

  /** Counts one request; returns null when allowed, or how long to wait. */
  async hit(ip: string): Promise<{ retryAfterSeconds: number } | null> {
    const window = Math.floor(Date.now() / this.windowMs);
    const key = `ratelimit:auth:${ip}:${window}`;
    const count = await this.store.increment(key, this.windowMs);
    if (count <= this.limit) return null;
    const retryAfterMs = (window + 1) * this.windowMs - Date.now();
    return { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }
}
