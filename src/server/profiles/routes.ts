import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictResponseSchema, ErrorResponseSchema } from '../../shared/schemas/common.js';
import { StatsQuerySchema, UserStatsSchema } from '../../shared/schemas/cruises.js';
import {
  PublicCruiseListSchema,
  PublicProfileSchema,
  UpdateProfileSchema,
  UserIdParamsSchema,
} from '../../shared/schemas/profiles.js';
import { CurrentUserSchema } from '../../shared/schemas/user.js';
import { requireSignIn, requireUserId } from '../auth/sessions.js';
import { BODY_LIMITS } from '../http/json-body.js';
import { PRIVATE_ANSWER } from '../http/private-answers.js';
import { ifMatchOf } from '../http/versions.js';
import {
  getProfile,
  getProfileStats,
  listProfileCruises,
  type ProfileContext,
  updateProfile,
} from './service.js';

/** The signed-in caller, or null for a visitor. */
const viewerOf = (request: FastifyRequest) => request.auth?.userId ?? null;

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
/**
 * Profiles answer differently to their owner and change visibility at the owner's word: never
 * kept by shared caches, always checked again.
 */
const PRIVATE = PRIVATE_ANSWER;

/** Public profiles (visitors allowed; a private one only for its owner) and the owner's edits. */
export const profileRoutes: FastifyPluginAsyncZod<{ ctx: ProfileContext }> = async (app, { ctx }) => {
  app.get(
    '/api/users/:id',
    { schema: { params: UserIdParamsSchema, response: { 200: PublicProfileSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return getProfile(ctx, viewerOf(request), request.params.id);
    },
  );

  app.get(
    '/api/users/:id/stats',
    {
      schema: {
        params: UserIdParamsSchema,
        querystring: StatsQuerySchema,
        response: { 200: UserStatsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return getProfileStats(ctx, viewerOf(request), request.params.id, request.query.today);
    },
  );

  app.get(
    '/api/users/:id/cruises',
    { schema: { params: UserIdParamsSchema, response: { 200: PublicCruiseListSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return listProfileCruises(ctx, viewerOf(request), request.params.id);
    },
  );

  app.put(
    '/api/user/profile',
    {
      onRequest: requireSignIn,
      // The avatar or cover may arrive as a data URL.
      bodyLimit: BODY_LIMITS.image,
      schema: {
        body: UpdateProfileSchema,
        response: { 200: CurrentUserSchema, ...errors, 409: conflictResponseSchema(CurrentUserSchema) },
      },
    },
    async (request) => updateProfile(ctx, requireUserId(request), request.body, ifMatchOf(request)),
  );
};
