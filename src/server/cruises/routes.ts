import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictResponseSchema, ErrorResponseSchema } from '../../shared/schemas/common.js';
import {
  CreateCruiseSchema,
  CruiseIdParamsSchema,
  CruiseListSchema,
  CruiseSchema,
  StatsQuerySchema,
  UpdateCruiseSchema,
  UserStatsSchema,
} from '../../shared/schemas/cruises.js';
import { requireSignIn, requireUserId } from '../auth/sessions.js';
import { BODY_LIMITS } from '../http/json-body.js';
import { PRIVATE_ANSWER } from '../http/private-answers.js';
import { ifMatchOf } from '../http/versions.js';
import {
  type CruiseContext,
  createCruise,
  deleteCruise,
  getCruise,
  listCruises,
  updateCruise,
  userStats,
} from './service.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  // A stale update (or an id taken by another record) says what the cruise is now.
  409: conflictResponseSchema(CruiseSchema),
};
/** A member's own data: never cached by shared caches, always checked again. */
const PRIVATE = PRIVATE_ANSWER;

/** Cruises and stats (SPEC.md section 7), for the signed-in member only. */
export const cruiseRoutes: FastifyPluginAsyncZod<{ ctx: CruiseContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSignIn);

  app.get(
    '/api/cruises',
    { schema: { response: { 200: CruiseListSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return listCruises(ctx, requireUserId(request));
    },
  );

  app.post(
    '/api/cruises',
    // The body may carry a cover photo as a data URL.
    {
      bodyLimit: BODY_LIMITS.image,
      schema: { body: CreateCruiseSchema, response: { 200: CruiseSchema, 201: CruiseSchema, ...errors } },
    },
    async (request, reply) => {
      const { cruise, isNew } = await createCruise(ctx, requireUserId(request), request.body);
      return reply.status(isNew ? 201 : 200).send(cruise);
    },
  );

  app.get(
    '/api/cruises/:id',
    { schema: { params: CruiseIdParamsSchema, response: { 200: CruiseSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return getCruise(ctx, requireUserId(request), request.params.id);
    },
  );

  app.put(
    '/api/cruises/:id',
    {
      bodyLimit: BODY_LIMITS.image,
      schema: {
        params: CruiseIdParamsSchema,
        body: UpdateCruiseSchema,
        response: { 200: CruiseSchema, ...errors },
      },
    },
    async (request) =>
      updateCruise(ctx, requireUserId(request), request.params.id, request.body, ifMatchOf(request)),
  );

  app.delete('/api/cruises/:id', { schema: { params: CruiseIdParamsSchema } }, async (request, reply) => {
    await deleteCruise(ctx, requireUserId(request), request.params.id);
    return reply.status(204).send();
  });

  app.get(
    '/api/stats',
    { schema: { querystring: StatsQuerySchema, response: { 200: UserStatsSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return userStats(ctx, requireUserId(request), request.query.today);
    },
  );
};
