import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddPasswordSchema,
  ChangePasswordSchema,
  LoginSchema,
  RegisterSchema,
  SetupSecurityQuestionsSchema,
  SuccessMessageSchema,
} from '../../shared/schemas/auth.js';
import { ErrorResponseSchema } from '../../shared/schemas/common.js';
import { CurrentUserSchema } from '../../shared/schemas/user.js';
import { SECURITY_QUESTIONS } from '../../shared/security-questions.js';
import { presentCurrentUser } from '../users/presenter.js';
import { findUserById } from '../users/repository.js';
import { addPassword, authenticate, changePassword, registerUser } from './account-service.js';
import type { AuthContext } from './context.js';
import { setUpSecurityQuestions } from './recovery-service.js';
import { endSession, requireSignIn, requireUserId, startSession } from './sessions.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/** Sign-up, sign-in, sign-out, the current user, and password management (SPEC.md section 7). */
export const authRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext }> = async (app, { ctx }) => {
  const { database, config } = ctx;

  app.post(
    '/api/auth/register',
    { schema: { body: RegisterSchema, response: { 201: CurrentUserSchema, ...errors } } },
    async (request, reply) => {
      const user = await registerUser(ctx, request.body);
      await startSession(database.db, request, reply, config, { userId: user.id });
      return reply.status(201).send(presentCurrentUser(user));
    },
  );

  app.post(
    '/api/auth/login/password',
    { schema: { body: LoginSchema, response: { 200: CurrentUserSchema, ...errors } } },
    async (request, reply) => {
      const user = await authenticate(ctx, request.body, request.ip);
      await startSession(database.db, request, reply, config, { userId: user.id });
      return presentCurrentUser(user);
    },
  );

  // A GET because the spec fixes it; it only ends the caller's own session.
  app.get('/api/logout', async (request, reply) => {
    await endSession(database.db, request, reply, config);
    reply.header('cache-control', 'no-store');
    return reply.redirect('/login', 302);
  });

  app.get(
    '/api/auth/user',
    { schema: { response: { 200: CurrentUserSchema, 401: ErrorResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = request.auth?.userId ? await findUserById(database.db, request.auth.userId) : undefined;
      if (!user) return reply.status(401).send({ message: 'Unauthorized' });
      return presentCurrentUser(user);
    },
  );

  app.get(
    '/api/auth/security-questions',
    { schema: { response: { 200: z.array(z.string()) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return [...SECURITY_QUESTIONS];
    },
  );

  app.post(
    '/api/auth/setup-security-questions',
    {
      onRequest: requireSignIn,
      schema: { body: SetupSecurityQuestionsSchema, response: { 200: SuccessMessageSchema, ...errors } },
    },
    async (request) => {
      await setUpSecurityQuestions(ctx, requireUserId(request), request.body);
      return { success: true as const, message: 'Security questions saved' };
    },
  );

  app.put(
    '/api/user/password',
    {
      onRequest: requireSignIn,
      schema: { body: ChangePasswordSchema, response: { 200: SuccessMessageSchema, ...errors } },
    },
    async (request) => {
      const userId = requireUserId(request);
      await changePassword(ctx, userId, request.auth!.sid, request.body, request.ip);
      return { success: true as const, message: 'Your password has been changed successfully.' };
    },
  );

  app.post(
    '/api/user/password',
    {
      onRequest: requireSignIn,
      schema: { body: AddPasswordSchema, response: { 200: SuccessMessageSchema, ...errors } },
    },
    async (request) => {
      await addPassword(ctx, requireUserId(request), request.body);
      return {
        success: true as const,
        message: 'Password added successfully. You can now log in with email and password.',
      };
    },
  );
};
