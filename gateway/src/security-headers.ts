import helmet from 'helmet';

/** The security headers of every gateway answer (web app, API, docs), one configuration for all. */
export const securityHeaders = () =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        // antd injects its CSS-in-JS as style tags; product images may be data/blob URLs.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'upgrade-insecure-requests': null,
      },
    },
    hsts: process.env.NODE_ENV === 'production',
  });
