import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictResponseSchema, ErrorResponseSchema } from '../../shared/schemas/common.js';
import { CruiseIdParamsSchema } from '../../shared/schemas/cruises.js';
import { ItemIdParamsSchema } from '../../shared/schemas/itinerary.js';
import {
  CreatePhotoSchema,
  PhotoListSchema,
  PhotoSchema,
  UpdatePhotoSchema,
} from '../../shared/schemas/photos.js';
import { requireSignIn, requireUserId } from '../auth/sessions.js';
import type { CruiseContext } from '../cruises/service.js';
import { BODY_LIMITS } from '../http/json-body.js';
import { PRIVATE_ANSWER } from '../http/private-answers.js';
import { ifMatchOf } from '../http/versions.js';
import { addPhoto, editPhoto, listPhotos, removePhoto } from './service.js';
import type { StorageLimits } from './storage.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** The photo album of a cruise (SPEC.md section 7, cruise children). */
export const photoRoutes: FastifyPluginAsyncZod<{ ctx: CruiseContext; limits: StorageLimits }> = async (
  app,
  { ctx, limits },
) => {
  app.addHook('onRequest', requireSignIn);

  app.get(
    '/api/cruises/:id/photos',
    { schema: { params: CruiseIdParamsSchema, response: { 200: PhotoListSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_ANSWER);
      return listPhotos(ctx, requireUserId(request), request.params.id);
    },
  );

  app.post(
    '/api/photos',
    {
      // The body carries the image as a data URL.
      bodyLimit: BODY_LIMITS.image,
      schema: {
        body: CreatePhotoSchema,
        response: {
          200: PhotoSchema,
          201: PhotoSchema,
          ...errors,
          413: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { photo, isNew } = await addPhoto(ctx, requireUserId(request), request.body, limits);
      return reply.status(isNew ? 201 : 200).send(photo);
    },
  );

  app.put(
    '/api/photos/:id',
    {
      schema: {
        params: ItemIdParamsSchema,
        body: UpdatePhotoSchema,
        response: { 200: PhotoSchema, ...errors, 409: conflictResponseSchema(PhotoSchema) },
      },
    },
    async (request) =>
      editPhoto(ctx, requireUserId(request), request.params.id, request.body, ifMatchOf(request)),
  );

  app.delete('/api/photos/:id', { schema: { params: ItemIdParamsSchema } }, async (request, reply) => {
    await removePhoto(ctx, requireUserId(request), request.params.id, request.log);
    return reply.status(204).send();
  });
};
