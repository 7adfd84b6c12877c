import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that say they come from another site: `Sec-Fetch-Site:
 * cross-site`, or an `Origin` that is neither PUBLIC_URL's nor the requested host's. Together
 * with SameSite=Lax cookies and JSON-only bodies this closes cross-site request forgery.
 */
export function registerCsrfProtection(app: FastifyInstance, config: Pick<Config, 'publicUrl'>) {
  const publicOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const refuse = () => new AppError('CROSS_SITE_REQUEST', 403, 'Cross-site requests are not allowed.');
    if (request.headers['sec-fetch-site'] === 'cross-site') throw refuse();
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (origin === publicOrigin) return;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw refuse(); // "null" (sandboxed frames, file://) or garbage.
    }
    if (host !== request.headers.host) throw refuse();
  });
}
