import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../shared/schemas/common.js';
import { StorageUsageSchema } from '../../shared/schemas/storage.js';
import { attemptClient } from '../auth/device-cookies.js';
import { CLEAR_SITE_DATA } from '../auth/routes.js';
import { endSession, requireSignIn, requireUserId } from '../auth/sessions.js';
import { PRIVATE_ANSWER } from '../http/private-answers.js';
import { storageUsage } from '../photos/storage.js';
import { type AccountContext, DeleteAccountSchema, deleteAccount } from './deletion.js';

/**
 * `DELETE /api/user`: the signed-in member leaves, taking everything with them.
 * `GET /api/user/storage`: what their media take of their quota (docs/storage-quota.md).
 */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AccountContext }> = async (app, { ctx }) => {
  app.get(
    '/api/user/storage',
    {
      onRequest: requireSignIn,
      schema: { response: { 200: StorageUsageSchema, 401: ErrorResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_ANSWER);
      return storageUsage(ctx, requireUserId(request), { quotaBytes: ctx.config.mediaQuotaBytes });
    },
  );

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
      reply.header('cache-control', 'no-store').header('clear-site-data', CLEAR_SITE_DATA);
      return reply.status(204).send();
    },
  );
};
