import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '../../shared/schemas/common.js';
import { withoutSessions } from '../auth/sessions.js';
import type { Database } from '../db/client.js';

/** `GET /api/health`: 200 when the database answers, 503 when it does not (for load balancers). */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  withoutSessions(app);
  app.get(
    '/api/health',
    { schema: { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await database.ping();
        return { status: 'ok' as const, database: 'ok' as const, driver: database.kind };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply
          .status(503)
          .send({ status: 'error' as const, database: 'unreachable' as const, driver: database.kind });
      }
    },
  );
};
