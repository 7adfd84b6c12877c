import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/routes.js';
import type { AuthContext } from './auth/context.js';
import { createMailer, type Mailer } from './auth/mailer.js';
import { createPasswordHasher, PRODUCTION_ARGON2, TEST_ARGON2 } from './auth/passwords.js';
import { PRODUCTION_POW, TEST_POW } from './auth/proof-of-work.js';
import { providerRoutes } from './auth/provider-routes.js';
import { recoveryRoutes } from './auth/recovery-routes.js';
import { authRoutes } from './auth/routes.js';
import { registerSessions } from './auth/sessions.js';
import { bookingRoutes } from './bookings/routes.js';
import { calendarRoutes } from './calendar/routes.js';
import { checklistRoutes } from './checklists/routes.js';
import type { Config } from './config.js';
import { cruiseRoutes } from './cruises/routes.js';
import { dataExportRoutes } from './data-export/routes.js';
import type { Database } from './db/client.js';
import { excursionRoutes } from './excursions/routes.js';
import { healthRoutes } from './health/routes.js';
import { registerClientAssets } from './http/client-assets.js';
import { registerCsrfProtection } from './http/csrf.js';
import { registerErrorHandler } from './http/error-handler.js';
import { BODY_LIMITS, registerJsonBodies } from './http/json-body.js';
import { COMPRESS_FROM_BYTES, PER_REQUEST_BROTLI, registerPrivateAnswers } from './http/private-answers.js';
import { redactUrl } from './http/redact-url.js';
import { createResponseSerializerCompiler } from './http/response-serializer.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { itineraryRoutes } from './itinerary/routes.js';
import { journalRoutes } from './journal/routes.js';
import { mediaRoutes } from './media/routes.js';
import { createMediaStore, type MediaStore } from './media/store.js';
import { pageHeadOf } from './og/page-meta.js';
import { packingRoutes } from './packing/routes.js';
import { clientDistDir } from './paths.js';
import { photoRoutes } from './photos/routes.js';
import { portRoutes } from './ports/routes.js';
import { profileRoutes } from './profiles/routes.js';
import { reminderRoutes } from './reminders/routes.js';
import { seoRoutes } from './seo/routes.js';
import { shareRoutes } from './shares/routes.js';
import { shipRoutes } from './ships/routes.js';
import { travelLogRoutes } from './travel-log/routes.js';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Where the built client lives; tests that need no pages may point it anywhere. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Where the app's own request log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
  /** Replaces the SMTP / log mailer (tests capture mail through a real SMTP server instead). */
  mailer?: Mailer;
  /** Replaces the store chosen from the config (files in DATA_DIR/media, or the S3 bucket). */
  mediaStore?: MediaStore;
}

/**
 * Builds the whole HTTP app over an open, migrated database. `main.ts` and the tests both call
 * it; closing the app does not close the database (its owner does).
 */
export async function buildApp({
  config,
  database,
  clientDir = clientDistDir,
  logger,
  logStream,
  mailer,
  mediaStore = createMediaStore(config),
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: {
        req: (request) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: BODY_LIMITS.default,
    // Fastify accepts a hop count at run time; its types only list the other forms.
    trustProxy: config.trustProxy as boolean | string,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ check: config.env !== 'production' }));
  registerJsonBodies(app);

  // Every route, as registered: the route-table test checks each one's access rule.
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url });
    }
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app, config);
  // A member's own reads get an ETag (a 304 when unchanged) and have each distinct body
  // compressed once (http/private-answers.ts); the plugin compresses what else is made per
  // request, with the same Brotli quality 2. What does not change is compressed once at quality 11
  // (http/unchanging.ts, the built assets). Answers up to 64 KB are compressed in one call rather
  // than through a stream: the plugin's default cut-off on two cores is 8 KB, and a cruise list
  // just above it cost three times its compression in stream set-up (a CPU profile under load).
  registerPrivateAnswers(app);
  await app.register(compress, {
    threshold: COMPRESS_FROM_BYTES,
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: PER_REQUEST_BROTLI,
  });

  registerCsrfProtection(app, config);
  await registerSessions(app, config, database);

  const ctx: AuthContext = {
    database,
    config,
    hasher: createPasswordHasher(config.env === 'test' ? TEST_ARGON2 : PRODUCTION_ARGON2),
    mailer: mailer ?? createMailer(config, app.log),
    pow: config.env === 'test' ? TEST_POW : PRODUCTION_POW,
    log: app.log,
  };
  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { ctx });
  await app.register(recoveryRoutes, { ctx });
  await app.register(providerRoutes, { ctx });
  await app.register(shipRoutes, { database });
  app.decorate('mediaStore', mediaStore);
  await app.register(mediaRoutes, { store: mediaStore, database });
  const uploads = { quotaBytes: config.mediaQuotaBytes, uploadRate: config.uploadRate };
  const cruiseContext = { database, media: mediaStore, uploads };
  await app.register(cruiseRoutes, { ctx: cruiseContext });
  await app.register(itineraryRoutes, { ctx: cruiseContext });
  await app.register(bookingRoutes, { database });
  await app.register(excursionRoutes, { ctx: cruiseContext });
  await app.register(checklistRoutes, { ctx: cruiseContext });
  await app.register(packingRoutes, { ctx: cruiseContext });
  await app.register(photoRoutes, { ctx: cruiseContext, limits: uploads });
  await app.register(journalRoutes, { ctx: cruiseContext });
  await app.register(reminderRoutes, { ctx: cruiseContext });
  await app.register(shareRoutes, { ctx: { ...cruiseContext, publicUrl: config.publicUrl } });
  await app.register(calendarRoutes, { ctx: { ...cruiseContext, publicUrl: config.publicUrl } });
  await app.register(profileRoutes, { ctx: { ...cruiseContext, mailer: ctx.mailer, config, log: app.log } });
  await app.register(travelLogRoutes, { ctx: cruiseContext });
  await app.register(accountRoutes, { ctx: { ...ctx, media: mediaStore } });
  await app.register(portRoutes);
  await app.register(dataExportRoutes, { ctx: cruiseContext, importMaxBytes: config.importMaxBytes });
  await app.register(seoRoutes, { database, publicUrl: config.publicUrl });
  await registerClientAssets(app, clientDir, pageHeadOf(database, config.publicUrl));

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: { method: string; url: string }[];
    /** Where uploaded images live; domains store them through `media/images.ts`. */
    mediaStore: MediaStore;
  }
}
