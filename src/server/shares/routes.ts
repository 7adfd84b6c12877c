import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../shared/schemas/common.js';
import { CruiseIdParamsSchema } from '../../shared/schemas/cruises.js';
import {
  CreateShareSchema,
  SharedCruiseSchema,
  ShareSchema,
  ShareTokenParamsSchema,
} from '../../shared/schemas/shares.js';
import { requireSignIn, requireUserId } from '../auth/sessions.js';
import { asAnswer } from '../http/json-stream.js';
import { PRIVATE_ANSWER } from '../http/private-answers.js';
import { createShare, getShare, removeShare, type ShareContext, viewSharedCruise } from './service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/** The owner's share link of a cruise (signed in). */
const ownerRoutes: FastifyPluginAsyncZod<{ ctx: ShareContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSignIn);

  app.post(
    '/api/cruises/:id/share',
    {
      schema: {
        params: CruiseIdParamsSchema,
        body: CreateShareSchema,
        response: { 201: ShareSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createShare(ctx, requireUserId(request), request.params.id, request.body)),
  );

  app.get(
    '/api/cruises/:id/share',
    { schema: { params: CruiseIdParamsSchema, response: { 200: ShareSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_ANSWER);
      return getShare(ctx, requireUserId(request), request.params.id);
    },
  );

  app.delete(
    '/api/cruises/:id/share',
    { schema: { params: CruiseIdParamsSchema } },
    async (request, reply) => {
      await removeShare(ctx, requireUserId(request), request.params.id);
      return reply.status(204).send();
    },
  );
};

/**
 * Share links (issue 12): the owner's routes, and the public read-only view anyone with the token
 * may open. The view is never cached (a link turned off must die at once) nor indexed.
 */
export const shareRoutes: FastifyPluginAsyncZod<{ ctx: ShareContext }> = async (app, { ctx }) => {
  await app.register(ownerRoutes, { ctx });

  app.get(
    '/api/share/:token',
    {
      schema: {
        params: ShareTokenParamsSchema,
        response: { 200: SharedCruiseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      const view = await viewSharedCruise(ctx, request.params.token);
      return view instanceof Readable ? reply.type('application/json').send(asAnswer(view)) : view;
    },
  );
};
