import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CalendarFeedSchema, CalendarTokenParamsSchema } from '../../shared/schemas/calendar.js';
import { ErrorResponseSchema } from '../../shared/schemas/common.js';
import { CruiseIdParamsSchema } from '../../shared/schemas/cruises.js';
import { requireSignIn, requireUserId } from '../auth/sessions.js';
import { PRIVATE_ANSWER } from '../http/private-answers.js';
import { type CalendarContext, cruiseCalendar, feedCalendar, getFeed, revokeFeed } from './service.js';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** The owner's feed link and the per-cruise download (signed in). */
const ownerRoutes: FastifyPluginAsyncZod<{ ctx: CalendarContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSignIn);

  app.get(
    '/api/calendar',
    { schema: { response: { 200: CalendarFeedSchema, 401: ErrorResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_ANSWER);
      return getFeed(ctx, requireUserId(request));
    },
  );

  app.delete('/api/calendar', async (request, reply) => {
    await revokeFeed(ctx, requireUserId(request));
    return reply.status(204).send();
  });

  app.get(
    '/api/cruises/:id/calendar.ics',
    { schema: { params: CruiseIdParamsSchema } },
    async (request, reply) => {
      const { filename, body } = await cruiseCalendar(ctx, requireUserId(request), request.params.id);
      return reply
        .header('content-type', CALENDAR_TYPE)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', PRIVATE_ANSWER)
        .send(body);
    },
  );
};

/**
 * The calendar feed (issue 13): the owner's routes, and the feed itself, public because calendar
 * apps fetch it without a session; the unguessable token in its URL is the capability. It is never
 * cached by anyone but the caller and always revalidated (a link turned off dies at once), never
 * indexed, and sends no referrer.
 */
export const calendarRoutes: FastifyPluginAsyncZod<{ ctx: CalendarContext }> = async (app, { ctx }) => {
  await app.register(ownerRoutes, { ctx });

  app.get(
    '/api/calendar/:token.ics',
    { schema: { params: CalendarTokenParamsSchema } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      reply.header('x-robots-tag', 'noindex');
      reply.header('referrer-policy', 'no-referrer');
      const body = await feedCalendar(ctx, request.params.token);
      return reply.header('content-type', CALENDAR_TYPE).send(body);
    },
  );
};
