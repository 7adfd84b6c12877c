import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/**
 * Helmet with a Content-Security-Policy the built client passes: scripts only from this origin
 * (Vite emits no inline script), inline style attributes allowed (Radix positions popovers with
 * them), images from this origin, data: and https: (ship cover images may be remote).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'isHttps'>) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'manifest-src': ["'self'"],
        'worker-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(config.isHttps ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Cross-origin isolation would block remote ship images; nothing here needs it.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
