import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';

/**
 * Helmet's options: a Content-Security-Policy the built client passes (scripts only from this
 * origin, since Vite emits no inline script; inline style attributes, which Radix positions
 * popovers with; images from this origin, data:, blob: and https:, since ship cover images may be
 * remote) and the usual hardening headers.
 */
function helmetOptions(config: Pick<Config, 'isHttps'>): HelmetOptions {
  return {
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
  };
}

/**
 * The headers helmet sets with these options, worked out once: helmet runs against a response
 * that only records them. They depend on nothing in the request (no CSP nonces), so every answer
 * gets the same set.
 */
export function securityHeaders(config: Pick<Config, 'isHttps'>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  // Helmet's middleware is synchronous: it has set every header when it calls back.
  helmet(helmetOptions(config))({} as never, recorder as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Sends the security headers on every answer. @fastify/helmet built helmet's middleware again on
 * every request (parsing the CSP directives each time, 3 % of a cruise list's CPU under load);
 * the set is fixed, so it is made once and copied onto each reply (issue 15). A route may still
 * set its own (the ship illustration's CSP).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'isHttps'>) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
