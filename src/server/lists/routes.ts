/**
 * The routes of a kind of list (checklists, packing lists), declared once: the lists of a cruise,
 * a list (create, rename, delete, reorder) and an item (add, edit, delete). Each kind gives its
 * paths, its zod schemas and its service calls; the answers and status codes are the same for both.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { conflictResponseSchema, ErrorResponseSchema } from '../../shared/schemas/common.js';
import { CruiseIdParamsSchema } from '../../shared/schemas/cruises.js';
import { ItemIdParamsSchema } from '../../shared/schemas/itinerary.js';
import { type ReorderItemsInput, ReorderItemsSchema } from '../../shared/schemas/list-common.js';
import { requireSignIn, requireUserId } from '../auth/sessions.js';
import type { CruiseContext } from '../cruises/service.js';
import { PRIVATE_ANSWER } from '../http/private-answers.js';
import { type IfMatch, ifMatchOf } from '../http/versions.js';
import { NEW_LIST_BODY_LIMIT } from './rules.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/**
 * The body the type provider has validated with `schema`. fastify-type-provider-zod cannot resolve
 * the output type of a schema that is a type parameter (it stays a deferred conditional type), so
 * this one cast names it; the value is the one the schema produced.
 */
const validated = <S extends z.ZodType>(_schema: S, body: unknown) => body as z.output<S>;

type Call<In, Out> = (ctx: CruiseContext, userId: string, input: In) => Promise<Out>;
type CallOn<In, Out> = (ctx: CruiseContext, userId: string, id: string, input: In) => Promise<Out>;
/** An update of one record, which may name the version it was based on (`http/versions.ts`). */
type Update<In, Out> = (
  ctx: CruiseContext,
  userId: string,
  id: string,
  input: In,
  ifMatch?: IfMatch,
) => Promise<Out>;

/** What a kind of list gives its routes. */
export interface ListRoutes<
  CL extends z.ZodType,
  UL extends z.ZodType,
  CI extends z.ZodType,
  UI extends z.ZodType,
> {
  paths: {
    /** The lists of a cruise, under `:id` (`/api/cruises/:id/checklists`). */
    cruiseLists: string;
    /** The lists (`/api/checklists`); a list is `${lists}/:id`, its order `${lists}/:id/order`. */
    lists: string;
    /** The items (`/api/checklist-items`); an item is `${items}/:id`. */
    items: string;
  };
  schemas: {
    list: z.ZodType;
    lists: z.ZodType;
    item: z.ZodType;
    createList: CL;
    updateList: UL;
    createItem: CI;
    updateItem: UI;
  };
  service: {
    list: Call<string, unknown>;
    create: Call<z.output<CL>, { list: unknown; isNew: boolean }>;
    rename: Update<z.output<UL>, unknown>;
    remove: (ctx: CruiseContext, userId: string, id: string) => Promise<void>;
    reorder: CallOn<ReorderItemsInput, unknown>;
    addItem: Call<z.output<CI>, { item: unknown; isNew: boolean }>;
    editItem: Update<z.output<UI>, unknown>;
    removeItem: (ctx: CruiseContext, userId: string, id: string) => Promise<void>;
  };
}

/** The plugin of one kind of list (SPEC.md section 7, cruise children; and ticking/packing, editing, ordering). */
export function listRoutes<
  CL extends z.ZodType,
  UL extends z.ZodType,
  CI extends z.ZodType,
  UI extends z.ZodType,
>(kind: ListRoutes<CL, UL, CI, UI>): FastifyPluginAsyncZod<{ ctx: CruiseContext }> {
  const { paths, schemas, service } = kind;
  return async (app, { ctx }) => {
    app.addHook('onRequest', requireSignIn);

    app.get(
      paths.cruiseLists,
      { schema: { params: CruiseIdParamsSchema, response: { 200: schemas.lists, ...errors } } },
      async (request, reply) => {
        reply.header('cache-control', PRIVATE_ANSWER);
        return service.list(ctx, requireUserId(request), request.params.id);
      },
    );

    app.post(
      paths.lists,
      {
        bodyLimit: NEW_LIST_BODY_LIMIT,
        schema: {
          body: schemas.createList,
          response: { 200: schemas.list, 201: schemas.list, ...errors },
        },
      },
      async (request, reply) => {
        const { list, isNew } = await service.create(
          ctx,
          requireUserId(request),
          validated(schemas.createList, request.body),
        );
        return reply.status(isNew ? 201 : 200).send(list);
      },
    );

    app.put(
      `${paths.lists}/:id`,
      {
        schema: {
          params: ItemIdParamsSchema,
          body: schemas.updateList,
          response: { 200: schemas.list, ...errors, 409: conflictResponseSchema(schemas.list) },
        },
      },
      async (request) =>
        service.rename(
          ctx,
          requireUserId(request),
          request.params.id,
          validated(schemas.updateList, request.body),
          ifMatchOf(request),
        ),
    );

    app.delete(`${paths.lists}/:id`, { schema: { params: ItemIdParamsSchema } }, async (request, reply) => {
      await service.remove(ctx, requireUserId(request), request.params.id);
      return reply.status(204).send();
    });

    app.put(
      `${paths.lists}/:id/order`,
      {
        schema: {
          params: ItemIdParamsSchema,
          body: ReorderItemsSchema,
          response: { 200: schemas.list, ...errors },
        },
      },
      async (request) => service.reorder(ctx, requireUserId(request), request.params.id, request.body),
    );

    app.post(
      paths.items,
      {
        schema: {
          body: schemas.createItem,
          response: { 200: schemas.item, 201: schemas.item, ...errors },
        },
      },
      async (request, reply) => {
        const { item, isNew } = await service.addItem(
          ctx,
          requireUserId(request),
          validated(schemas.createItem, request.body),
        );
        return reply.status(isNew ? 201 : 200).send(item);
      },
    );

    app.put(
      `${paths.items}/:id`,
      {
        schema: {
          params: ItemIdParamsSchema,
          body: schemas.updateItem,
          response: { 200: schemas.item, ...errors, 409: conflictResponseSchema(schemas.item) },
        },
      },
      async (request) =>
        service.editItem(
          ctx,
          requireUserId(request),
          request.params.id,
          validated(schemas.updateItem, request.body),
          ifMatchOf(request),
        ),
    );

    app.delete(`${paths.items}/:id`, { schema: { params: ItemIdParamsSchema } }, async (request, reply) => {
      await service.removeItem(ctx, requireUserId(request), request.params.id);
      return reply.status(204).send();
    });
  };
}
