import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../shared/schemas/common.js';
import { UserIdParamsSchema } from '../../shared/schemas/profiles.js';
import { TravelLogSchema } from '../../shared/schemas/travel-log.js';
import { requireSignIn, requireUserId } from '../auth/sessions.js';
import { PRIVATE_ANSWER } from '../http/private-answers.js';
import { type TravelLogContext, travelLogOf, visibleTravelLogOf } from './service.js';

const errors = { 401: ErrorResponseSchema, 404: ErrorResponseSchema };
/** The owner's answer differs from a visitor's, and a profile can turn private at any time. */
const PRIVATE = PRIVATE_ANSWER;

export const travelLogRoutes: FastifyPluginAsyncZod<{ ctx: TravelLogContext }> = async (app, { ctx }) => {
  app.get(
    '/api/travel-log',
    { onRequest: requireSignIn, schema: { response: { 200: TravelLogSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return travelLogOf(ctx, requireUserId(request));
    },
  );

  app.get(
    '/api/users/:id/travel-log',
    { schema: { params: UserIdParamsSchema, response: { 200: TravelLogSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return visibleTravelLogOf(ctx, request.auth?.userId ?? null, request.params.id);
    },
  );
};
