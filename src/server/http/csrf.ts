import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins whose pages may send writes: PUBLIC_URL's (scheme, host and port, all three).
 * When PUBLIC_URL is the default loopback address, its other loopback spellings are the same
 * machine, so http://127.0.0.1:3000 works as well as http://localhost:3000.
 */
export function allowedOrigins(config: Pick<Config, 'publicUrl'>): Set<string> {
  const url = new URL(config.publicUrl);
  const origins = new Set([url.origin]);
  if (LOOPBACK_HOSTS.includes(url.hostname)) {
    for (const host of LOOPBACK_HOSTS) {
      origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
    }
  }
  return origins;
}

/**
 * Refuses state-changing requests that say they come from another site: `Sec-Fetch-Site:
 * cross-site`, or an `Origin` other than PUBLIC_URL's (compared in full: an http:// page on the
 * same host, or another port, is another origin). Together with SameSite=Lax cookies and
 * JSON-only bodies this closes cross-site request forgery.
 */
export function registerCsrfProtection(app: FastifyInstance, config: Pick<Config, 'publicUrl'>) {
  const origins = allowedOrigins(config);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const refuse = () => new AppError('CROSS_SITE_REQUEST', 403, 'Cross-site requests are not allowed.');
    if (request.headers['sec-fetch-site'] === 'cross-site') throw refuse();
    const origin = request.headers.origin;
    if (origin === undefined) return;
    // "null" (sandboxed frames, file://), garbage, or another origin.
    if (!origins.has(origin)) throw refuse();
  });
}
