const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The whatsapp_api_url as it is stored: an absolute https URL (http only for this machine, or outside
 * production: the fake Cloud API), no credentials, query or fragment, ending in `/` so that
 * `{api_url}{phone_id}/messages` is a valid URL. Null when the value cannot be one. The access token
 * is sent to this address, hence the strictness.
 */
export function normalizeApiUrl(value: string, production: boolean): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  const httpAllowed = !production || LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && httpAllowed)) return null;
  if (url.username || url.password || url.search || url.hash) return null;
  if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`;
  return url.toString();
}
