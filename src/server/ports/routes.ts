import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../shared/schemas/common.js';
import { PortQuerySchema, PortSuggestionListSchema } from '../../shared/schemas/ports.js';
import { withoutSessions } from '../auth/sessions.js';
import { suggestPorts } from './gazetteer.js';

/** Port suggestions from the shipped gazetteer (public reference data, like the ship directory). */
export const portRoutes: FastifyPluginAsyncZod = async (app) => {
  withoutSessions(app);
  app.get(
    '/api/ports',
    {
      schema: {
        querystring: PortQuerySchema,
        response: { 200: PortSuggestionListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return suggestPorts(request.query.q ?? '').map(({ id, name, country, timeZone }) => ({
        id,
        name,
        country,
        timeZone,
      }));
    },
  );
};
