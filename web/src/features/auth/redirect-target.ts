/**
 * The `redirect` parameter of /auth (default /). Only same-site paths are followed, so a
 * crafted link cannot send a freshly signed-in user to another site.
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (raw === '/auth' || raw.startsWith('/auth?') || raw.startsWith('/auth/')) return '/';
  return raw;
}
