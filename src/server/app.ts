import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/routes.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { healthRoutes } from './health/routes.js';
import { registerClientAssets } from './http/client-assets.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { clientDistDir } from './paths.js';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Where the built client lives; tests that need no pages may point it anywhere. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the whole HTTP app over an open, migrated database. `main.ts` and the tests both call
 * it; closing the app does not close the database (its owner does).
 */
export async function buildApp({ config, database, clientDir = clientDistDir, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.env === 'production',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a cross-site HTML form can send text/plain without a preflight (CSRF).
  app.removeContentTypeParser('text/plain');

  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { config });
  await registerClientAssets(app, clientDir);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
