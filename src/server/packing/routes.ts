import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../shared/schemas/common.js';
import { CruiseIdParamsSchema } from '../../shared/schemas/cruises.js';
import { ItemIdParamsSchema } from '../../shared/schemas/itinerary.js';
import { ReorderItemsSchema } from '../../shared/schemas/list-common.js';
import {
  CreatePackingItemSchema,
  CreatePackingListSchema,
  PackingItemSchema,
  PackingListListSchema,
  PackingListSchema,
  UpdatePackingItemSchema,
  UpdatePackingListSchema,
} from '../../shared/schemas/packing.js';
import { requireSignIn, requireUserId } from '../auth/sessions.js';
import type { CruiseContext } from '../cruises/service.js';
import { NEW_LIST_BODY_LIMIT } from '../lists/rules.js';
import {
  addPackingItem,
  createPackingList,
  editPackingItem,
  listPackingLists,
  removePackingItem,
  removePackingList,
  renamePackingList,
  reorderPackingList,
} from './service.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** Packing lists and their items (SPEC.md section 7, cruise children; and packing, editing, ordering). */
export const packingRoutes: FastifyPluginAsyncZod<{ ctx: CruiseContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSignIn);

  app.get(
    '/api/cruises/:id/packing-lists',
    { schema: { params: CruiseIdParamsSchema, response: { 200: PackingListListSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return listPackingLists(ctx, requireUserId(request), request.params.id);
    },
  );

  app.post(
    '/api/packing-lists',
    {
      bodyLimit: NEW_LIST_BODY_LIMIT,
      schema: {
        body: CreatePackingListSchema,
        response: { 200: PackingListSchema, 201: PackingListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { packingList, isNew } = await createPackingList(ctx, requireUserId(request), request.body);
      return reply.status(isNew ? 201 : 200).send(packingList);
    },
  );

  app.put(
    '/api/packing-lists/:id',
    {
      schema: {
        params: ItemIdParamsSchema,
        body: UpdatePackingListSchema,
        response: { 200: PackingListSchema, ...errors },
      },
    },
    async (request) => renamePackingList(ctx, requireUserId(request), request.params.id, request.body),
  );

  app.delete('/api/packing-lists/:id', { schema: { params: ItemIdParamsSchema } }, async (request, reply) => {
    await removePackingList(ctx, requireUserId(request), request.params.id);
    return reply.status(204).send();
  });

  app.put(
    '/api/packing-lists/:id/order',
    {
      schema: {
        params: ItemIdParamsSchema,
        body: ReorderItemsSchema,
        response: { 200: PackingListSchema, ...errors },
      },
    },
    async (request) => reorderPackingList(ctx, requireUserId(request), request.params.id, request.body),
  );

  app.post(
    '/api/packing-items',
    {
      schema: {
        body: CreatePackingItemSchema,
        response: { 200: PackingItemSchema, 201: PackingItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { item, isNew } = await addPackingItem(ctx, requireUserId(request), request.body);
      return reply.status(isNew ? 201 : 200).send(item);
    },
  );

  app.put(
    '/api/packing-items/:id',
    {
      schema: {
        params: ItemIdParamsSchema,
        body: UpdatePackingItemSchema,
        response: { 200: PackingItemSchema, ...errors },
      },
    },
    async (request) => editPackingItem(ctx, requireUserId(request), request.params.id, request.body),
  );

  app.delete('/api/packing-items/:id', { schema: { params: ItemIdParamsSchema } }, async (request, reply) => {
    await removePackingItem(ctx, requireUserId(request), request.params.id);
    return reply.status(204).send();
  });
};
