import { parse, serialize } from 'cookie';

/**
 * The web app's refresh token: an HttpOnly cookie, so page scripts never see it, sent only to the auth
 * routes that take it (refresh, logout) and never on a cross-site request. Browsers keep Secure cookies
 * on http://localhost too (a trustworthy origin), so development needs no TLS.
 */
export const REFRESH_COOKIE = 'ihe_refresh';
export const REFRESH_COOKIE_PATH = '/api/v1/auth';

const ATTRIBUTES = {
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
  path: REFRESH_COOKIE_PATH,
} as const;

/** The Set-Cookie value for a new refresh token, kept by the browser until the token stops working. */
export function refreshCookie(token: string, expiresAt: Date, now = Date.now()): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now) / 1000));
  return serialize(REFRESH_COOKIE, token, { ...ATTRIBUTES, maxAge });
}

/** The Set-Cookie value that makes the browser drop the refresh token (logout, refused refresh). */
export function clearedRefreshCookie(): string {
  return serialize(REFRESH_COOKIE, '', { ...ATTRIBUTES, maxAge: 0 });
}

/** The refresh token from a Cookie header, if the browser sent one. */
export function refreshTokenFromCookies(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  return parse(cookieHeader)[REFRESH_COOKIE] || undefined;
}
