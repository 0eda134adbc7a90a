import helmet from 'helmet';

/**
 * The security headers of every gateway answer (web app, API, docs), one configuration for all.
 * `inlineScripts`: the web app's own inline scripts, allowed by their hashes ('sha256-…', webAppInlineScripts);
 * every other script must come from this origin.
 */
export const securityHeaders = ({ inlineScripts = [] }: { inlineScripts?: readonly string[] } = {}) =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...inlineScripts],
        // antd injects its CSS-in-JS as style tags; product images may be data/blob URLs.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'upgrade-insecure-requests': null,
      },
    },
    hsts: process.env.NODE_ENV === 'production',
  });
