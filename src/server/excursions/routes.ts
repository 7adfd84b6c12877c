import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictResponseSchema, ErrorResponseSchema } from '../../shared/schemas/common.js';
import { CruiseIdParamsSchema } from '../../shared/schemas/cruises.js';
import {
  CreateExcursionSchema,
  ExcursionListSchema,
  ExcursionSchema,
  UpdateExcursionSchema,
} from '../../shared/schemas/excursions.js';
import { ItemIdParamsSchema } from '../../shared/schemas/itinerary.js';
import { requireSignIn, requireUserId } from '../auth/sessions.js';
import type { CruiseContext } from '../cruises/service.js';
import { PRIVATE_ANSWER } from '../http/private-answers.js';
import { ifMatchOf } from '../http/versions.js';
import { addExcursion, editExcursion, listExcursions, removeExcursion } from './service.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** Excursions (SPEC.md section 7, cruise children). */
export const excursionRoutes: FastifyPluginAsyncZod<{ ctx: CruiseContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSignIn);

  app.get(
    '/api/cruises/:id/excursions',
    { schema: { params: CruiseIdParamsSchema, response: { 200: ExcursionListSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_ANSWER);
      return listExcursions(ctx, requireUserId(request), request.params.id);
    },
  );

  app.post(
    '/api/cruises/:id/excursions',
    {
      schema: {
        params: CruiseIdParamsSchema,
        body: CreateExcursionSchema,
        response: { 200: ExcursionSchema, 201: ExcursionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { excursion, isNew } = await addExcursion(
        ctx,
        requireUserId(request),
        request.params.id,
        request.body,
      );
      return reply.status(isNew ? 201 : 200).send(excursion);
    },
  );

  app.put(
    '/api/excursions/:id',
    {
      schema: {
        params: ItemIdParamsSchema,
        body: UpdateExcursionSchema,
        response: { 200: ExcursionSchema, ...errors, 409: conflictResponseSchema(ExcursionSchema) },
      },
    },
    async (request) =>
      editExcursion(ctx, requireUserId(request), request.params.id, request.body, ifMatchOf(request)),
  );

  app.delete('/api/excursions/:id', { schema: { params: ItemIdParamsSchema } }, async (request, reply) => {
    await removeExcursion(ctx, requireUserId(request), request.params.id);
    return reply.status(204).send();
  });
};
