import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../shared/schemas/common.js';
import { RemindersQuerySchema, RemindersSchema } from '../../shared/schemas/reminders.js';
import { requireSignIn, requireUserId } from '../auth/sessions.js';
import type { CruiseContext } from '../cruises/service.js';
import { PRIVATE_ANSWER } from '../http/private-answers.js';
import { dashboardReminders } from './service.js';

/** The dashboard's Reminders and To Do's, across the member's cruises. */
export const reminderRoutes: FastifyPluginAsyncZod<{ ctx: CruiseContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSignIn);

  app.get(
    '/api/reminders',
    {
      schema: {
        querystring: RemindersQuerySchema,
        response: { 200: RemindersSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_ANSWER);
      return dashboardReminders(ctx, requireUserId(request), request.query.today);
    },
  );
};
