import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictResponseSchema, ErrorResponseSchema } from '../../shared/schemas/common.js';
import { CruiseIdParamsSchema } from '../../shared/schemas/cruises.js';
import { ItemIdParamsSchema } from '../../shared/schemas/itinerary.js';
import {
  CreateJournalEntrySchema,
  CreateJournalEntryWithCruiseSchema,
  JournalEntryListSchema,
  JournalEntrySchema,
  UpdateJournalEntrySchema,
} from '../../shared/schemas/journal.js';
import { requireSignIn, requireUserId } from '../auth/sessions.js';
import type { CruiseContext } from '../cruises/service.js';
import { asAnswer } from '../http/json-stream.js';
import { PRIVATE_ANSWER } from '../http/private-answers.js';
import { ifMatchOf } from '../http/versions.js';
import { addEntry, editEntry, listJournal, removeEntry } from './service.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
/**
 * An entry may hold 20,000 characters; in UTF-8 that can be three bytes each (CJK), more than the
 * API's default 32 KB body, so the two writes take up to 128 KB.
 */
const bodyLimit = 128 * 1024;
const created = { 200: JournalEntrySchema, 201: JournalEntrySchema, ...errors };

/** Journal entries (SPEC.md section 3, JournalEntry), with the cruise's photos attached to them. */
export const journalRoutes: FastifyPluginAsyncZod<{ ctx: CruiseContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSignIn);

  app.get(
    '/api/cruises/:id/journal-entries',
    { schema: { params: CruiseIdParamsSchema, response: { 200: JournalEntryListSchema, ...errors } } },
    async (request, reply) => {
      const journal = await listJournal(ctx, requireUserId(request), request.params.id);
      return reply.header('cache-control', PRIVATE_ANSWER).type('application/json').send(asAnswer(journal));
    },
  );

  app.post(
    '/api/cruises/:id/journal-entries',
    {
      bodyLimit,
      schema: { params: CruiseIdParamsSchema, body: CreateJournalEntrySchema, response: created },
    },
    async (request, reply) => {
      const { entry, isNew } = await addEntry(ctx, requireUserId(request), request.params.id, request.body);
      return reply.status(isNew ? 201 : 200).send(entry);
    },
  );

  app.post(
    '/api/journal-entries',
    { bodyLimit, schema: { body: CreateJournalEntryWithCruiseSchema, response: created } },
    async (request, reply) => {
      const { cruiseId, ...entry } = request.body;
      const result = await addEntry(ctx, requireUserId(request), cruiseId, entry);
      return reply.status(result.isNew ? 201 : 200).send(result.entry);
    },
  );

  app.put(
    '/api/journal-entries/:id',
    {
      bodyLimit,
      schema: {
        params: ItemIdParamsSchema,
        body: UpdateJournalEntrySchema,
        response: { 200: JournalEntrySchema, ...errors, 409: conflictResponseSchema(JournalEntrySchema) },
      },
    },
    async (request) =>
      editEntry(ctx, requireUserId(request), request.params.id, request.body, ifMatchOf(request)),
  );

  app.delete(
    '/api/journal-entries/:id',
    { schema: { params: ItemIdParamsSchema } },
    async (request, reply) => {
      await removeEntry(ctx, requireUserId(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
