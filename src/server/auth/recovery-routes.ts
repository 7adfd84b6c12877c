import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EmailOnlySchema,
  PasswordResetSchema,
  ResetTokenStatusSchema,
  ResetWithSecuritySchema,
  SuccessMessageSchema,
  UserSecurityQuestionsSchema,
  VerifySecurityQuestionsSchema,
} from '../../shared/schemas/auth.js';
import { ErrorResponseSchema } from '../../shared/schemas/common.js';
import { BODY_LIMITS } from '../http/json-body.js';
import type { AuthContext } from './context.js';
import { attemptClient } from './device-cookies.js';
import {
  getSecurityQuestions,
  isResetTokenValid,
  requestPasswordReset,
  resetPasswordWithSecurity,
  resetPasswordWithToken,
  verifySecurityAnswers,
} from './recovery-service.js';
import { saveSessionData, startSession } from './sessions.js';

const errors = { 400: ErrorResponseSchema, 403: ErrorResponseSchema, 429: ErrorResponseSchema };

/** Both recovery paths: security questions, and the emailed reset link. */
export const recoveryRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext }> = async (app, { ctx }) => {
  const { database, config } = ctx;
  // Small forms only: a few kilobytes (src/server/http/json-body.ts).
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= BODY_LIMITS.auth;
  });

  app.post(
    '/api/auth/get-user-security-questions',
    { schema: { body: EmailOnlySchema, response: { 200: UserSecurityQuestionsSchema, ...errors } } },
    async (request) => getSecurityQuestions(ctx, request.body.email),
  );

  app.post(
    '/api/auth/verify-security-questions',
    { schema: { body: VerifySecurityQuestionsSchema, response: { 200: SuccessMessageSchema, ...errors } } },
    async (request, reply) => {
      const grant = await verifySecurityAnswers(ctx, request.body, attemptClient(request, config));
      // The grant lives in the server-side session: a visitor gets a session just for it.
      if (request.auth) {
        const sess = { ...request.auth.sess, recovery: grant };
        await saveSessionData(database.db, request.auth.sid, sess);
      } else {
        await startSession(database.db, request, reply, config, { userId: null, sess: { recovery: grant } });
      }
      return { success: true as const, message: 'Security questions verified' };
    },
  );

  app.post(
    '/api/auth/reset-password-with-security',
    { schema: { body: ResetWithSecuritySchema, response: { 200: SuccessMessageSchema, ...errors } } },
    async (request) => {
      await resetPasswordWithSecurity(ctx, request.auth, request.body, attemptClient(request, config));
      return { success: true as const, message: 'Password Reset Successfully' };
    },
  );

  app.post(
    '/api/auth/password-reset-request',
    { schema: { body: EmailOnlySchema, response: { 200: SuccessMessageSchema, ...errors } } },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email, request.ip);
      return {
        success: true as const,
        message:
          'If an account exists for that email, a link to reset its password is on its way. It works for one hour.',
      };
    },
  );

  app.get(
    '/api/auth/verify-reset-token/:token',
    {
      schema: { params: z.object({ token: z.string().max(500) }), response: { 200: ResetTokenStatusSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return { valid: await isResetTokenValid(ctx, request.params.token) };
    },
  );

  app.post(
    '/api/auth/password-reset',
    { schema: { body: PasswordResetSchema, response: { 200: SuccessMessageSchema, ...errors } } },
    async (request) => {
      await resetPasswordWithToken(ctx, request.body, attemptClient(request, config));
      return { success: true as const, message: 'Password reset successful' };
    },
  );
};
