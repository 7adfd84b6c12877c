import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictResponseSchema, ErrorResponseSchema } from '../../shared/schemas/common.js';
import { CruiseIdParamsSchema } from '../../shared/schemas/cruises.js';
import {
  CreateDaySchema,
  CreateDayWithCruiseSchema,
  ImportItinerarySchema,
  ItemIdParamsSchema,
  ItineraryDaySchema,
  ItineraryListSchema,
  ReadItineraryAnswerSchema,
  ReadItinerarySchema,
  UpdateDaySchema,
} from '../../shared/schemas/itinerary.js';
import { requireSignIn, requireUserId } from '../auth/sessions.js';
import type { CruiseContext } from '../cruises/service.js';
import { BODY_LIMITS } from '../http/json-body.js';
import { PRIVATE_ANSWER } from '../http/private-answers.js';
import { ifMatchOf } from '../http/versions.js';
import {
  addDay,
  editDay,
  importItinerary,
  listItinerary,
  readPastedItinerary,
  removeDay,
} from './service.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** Itinerary days (SPEC.md section 7), plus an all-or-nothing import of a pasted itinerary. */
export const itineraryRoutes: FastifyPluginAsyncZod<{ ctx: CruiseContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSignIn);

  app.get(
    '/api/cruises/:id/itinerary',
    { schema: { params: CruiseIdParamsSchema, response: { 200: ItineraryListSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_ANSWER);
      return listItinerary(ctx, requireUserId(request), request.params.id);
    },
  );

  app.post(
    '/api/cruises/:id/itinerary',
    {
      schema: {
        params: CruiseIdParamsSchema,
        body: CreateDaySchema,
        response: { 200: ItineraryDaySchema, 201: ItineraryDaySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { day, isNew } = await addDay(ctx, requireUserId(request), request.params.id, request.body);
      return reply.status(isNew ? 201 : 200).send(day);
    },
  );

  app.post(
    '/api/itinerary',
    {
      schema: {
        body: CreateDayWithCruiseSchema,
        response: { 200: ItineraryDaySchema, 201: ItineraryDaySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { cruiseId, ...day } = request.body;
      const result = await addDay(ctx, requireUserId(request), cruiseId, day);
      return reply.status(result.isNew ? 201 : 200).send(result.day);
    },
  );

  // A paste read into days, nothing saved: the browser's preview runs the same reader offline.
  app.post(
    '/api/itinerary/read',
    {
      bodyLimit: BODY_LIMITS.paste,
      schema: { body: ReadItinerarySchema, response: { 200: ReadItineraryAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_ANSWER);
      return readPastedItinerary(request.body);
    },
  );

  app.post(
    '/api/cruises/:id/itinerary/import',
    {
      schema: {
        params: CruiseIdParamsSchema,
        body: ImportItinerarySchema,
        response: { 200: ItineraryListSchema, 201: ItineraryListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { days, isNew } = await importItinerary(
        ctx,
        requireUserId(request),
        request.params.id,
        request.body,
      );
      return reply.status(isNew ? 201 : 200).send(days);
    },
  );

  app.put(
    '/api/itinerary/:id',
    {
      schema: {
        params: ItemIdParamsSchema,
        body: UpdateDaySchema,
        response: { 200: ItineraryDaySchema, ...errors, 409: conflictResponseSchema(ItineraryDaySchema) },
      },
    },
    async (request) =>
      editDay(ctx, requireUserId(request), request.params.id, request.body, ifMatchOf(request)),
  );

  app.delete('/api/itinerary/:id', { schema: { params: ItemIdParamsSchema } }, async (request, reply) => {
    await removeDay(ctx, requireUserId(request), request.params.id);
    return reply.status(204).send();
  });
};
