import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attemptClient } from '../auth/device-cookies.js';
import { endSession, requireSignIn, requireUserId } from '../auth/sessions.js';
import { type AccountContext, DeleteAccountSchema, deleteAccount } from './deletion.js';

/** `DELETE /api/user`: the signed-in member leaves, taking everything with them. */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AccountContext }> = async (app, { ctx }) => {
  app.delete(
    '/api/user',
    {
      onRequest: requireSignIn,
      schema: { body: DeleteAccountSchema.nullish() },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      await deleteAccount(
        ctx,
        userId,
        request.auth!.sess,
        request.body ?? {},
        attemptClient(request, ctx.config),
      );
      // The session row went with the account; the cookie goes too.
      await endSession(ctx.database.db, request, reply, ctx.config);
      reply.header('cache-control', 'no-store');
      return reply.status(204).send();
    },
  );
};
