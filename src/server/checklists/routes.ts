import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChecklistItemSchema,
  ChecklistListSchema,
  ChecklistSchema,
  CreateChecklistItemSchema,
  CreateChecklistSchema,
  UpdateChecklistItemSchema,
  UpdateChecklistSchema,
} from '../../shared/schemas/checklists.js';
import { ErrorResponseSchema } from '../../shared/schemas/common.js';
import { CruiseIdParamsSchema } from '../../shared/schemas/cruises.js';
import { ItemIdParamsSchema } from '../../shared/schemas/itinerary.js';
import { ReorderItemsSchema } from '../../shared/schemas/list-common.js';
import { requireSignIn, requireUserId } from '../auth/sessions.js';
import type { CruiseContext } from '../cruises/service.js';
import { NEW_LIST_BODY_LIMIT } from '../lists/rules.js';
import {
  addChecklistItem,
  createChecklist,
  editChecklistItem,
  listChecklists,
  removeChecklist,
  removeChecklistItem,
  renameChecklist,
  reorderChecklist,
} from './service.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** Checklists and their items (SPEC.md section 7, cruise children; and ticking, editing, ordering). */
export const checklistRoutes: FastifyPluginAsyncZod<{ ctx: CruiseContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSignIn);

  app.get(
    '/api/cruises/:id/checklists',
    { schema: { params: CruiseIdParamsSchema, response: { 200: ChecklistListSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return listChecklists(ctx, requireUserId(request), request.params.id);
    },
  );

  app.post(
    '/api/checklists',
    {
      bodyLimit: NEW_LIST_BODY_LIMIT,
      schema: {
        body: CreateChecklistSchema,
        response: { 200: ChecklistSchema, 201: ChecklistSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { checklist, isNew } = await createChecklist(ctx, requireUserId(request), request.body);
      return reply.status(isNew ? 201 : 200).send(checklist);
    },
  );

  app.put(
    '/api/checklists/:id',
    {
      schema: {
        params: ItemIdParamsSchema,
        body: UpdateChecklistSchema,
        response: { 200: ChecklistSchema, ...errors },
      },
    },
    async (request) => renameChecklist(ctx, requireUserId(request), request.params.id, request.body),
  );

  app.delete('/api/checklists/:id', { schema: { params: ItemIdParamsSchema } }, async (request, reply) => {
    await removeChecklist(ctx, requireUserId(request), request.params.id);
    return reply.status(204).send();
  });

  app.put(
    '/api/checklists/:id/order',
    {
      schema: {
        params: ItemIdParamsSchema,
        body: ReorderItemsSchema,
        response: { 200: ChecklistSchema, ...errors },
      },
    },
    async (request) => reorderChecklist(ctx, requireUserId(request), request.params.id, request.body),
  );

  app.post(
    '/api/checklist-items',
    {
      schema: {
        body: CreateChecklistItemSchema,
        response: { 200: ChecklistItemSchema, 201: ChecklistItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { item, isNew } = await addChecklistItem(ctx, requireUserId(request), request.body);
      return reply.status(isNew ? 201 : 200).send(item);
    },
  );

  app.put(
    '/api/checklist-items/:id',
    {
      schema: {
        params: ItemIdParamsSchema,
        body: UpdateChecklistItemSchema,
        response: { 200: ChecklistItemSchema, ...errors },
      },
    },
    async (request) => editChecklistItem(ctx, requireUserId(request), request.params.id, request.body),
  );

  app.delete(
    '/api/checklist-items/:id',
    { schema: { params: ItemIdParamsSchema } },
    async (request, reply) => {
      await removeChecklistItem(ctx, requireUserId(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
