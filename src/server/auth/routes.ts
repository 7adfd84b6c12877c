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
import { BODY_LIMITS } from '../http/json-body.js';
import { presentCurrentUser } from '../users/presenter.js';
import { addPassword, authenticate, changePassword, findAccount, registerUser } from './account-service.js';
import type { AuthContext } from './context.js';
import { attemptClient, rememberDevice } from './device-cookies.js';
import { createPowChallenge } from './proof-of-work.js';
import { setUpSecurityQuestions } from './recovery-service.js';
import { endSession, requireSignIn, requireUserId, startSession } from './sessions.js';

/** What a browser forgets of a member when they sign out (or leave for good). */
export const CLEAR_SITE_DATA = '"cache", "storage"';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/** Sign-up, sign-in, sign-out, the current user, and password management (SPEC.md section 7). */
export const authRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext }> = async (app, { ctx }) => {
  const { database, config } = ctx;
  // Small forms only: a few kilobytes (src/server/http/json-body.ts).
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= BODY_LIMITS.auth;
  });

  app.post(
    '/api/auth/register',
    { schema: { body: RegisterSchema, response: { 201: CurrentUserSchema, ...errors } } },
    async (request, reply) => {
      const user = await registerUser(ctx, request.body, attemptClient(request, config));
      await startSession(database.db, request, reply, config, { userId: user.id });
      rememberDevice(request, reply, config, user.id);
      return reply.status(201).send(presentCurrentUser(user));
    },
  );

  app.post(
    '/api/auth/login/password',
    { schema: { body: LoginSchema, response: { 200: CurrentUserSchema, ...errors } } },
    async (request, reply) => {
      const user = await authenticate(ctx, request.body, attemptClient(request, config));
      await startSession(database.db, request, reply, config, { userId: user.id });
      rememberDevice(request, reply, config, user.id);
      return presentCurrentUser(user);
    },
  );

  // A GET because the spec fixes it; it only ends the caller's own session.
  app.get('/api/logout', async (request, reply) => {
    await endSession(database.db, request, reply, config);
    // The browser forgets what it kept of the member: its HTTP cache and the site's storage
    // (IndexedDB, Cache Storage, the service worker). The app clears its own stores too, for
    // browsers that ignore the header (docs/security.md, "On a shared computer").
    reply.header('cache-control', 'no-store').header('clear-site-data', CLEAR_SITE_DATA);
    return reply.redirect('/login', 302);
  });

  app.get(
    '/api/auth/user',
    { schema: { response: { 200: CurrentUserSchema, 401: ErrorResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = request.auth?.userId ? await findAccount(ctx, request.auth.userId) : undefined;
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

  // A proof-of-work challenge, asked for once an address has failed too often (429 CHALLENGE_REQUIRED).
  app.get('/api/auth/challenge', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return createPowChallenge(config.sessionSecret ?? '', ctx.pow);
  });

  app.post(
    '/api/auth/setup-security-questions',
    {
      onRequest: requireSignIn,
      schema: { body: SetupSecurityQuestionsSchema, response: { 200: SuccessMessageSchema, ...errors } },
    },
    async (request) => {
      const userId = requireUserId(request);
      await setUpSecurityQuestions(
        ctx,
        userId,
        request.auth!.sess,
        request.body,
        attemptClient(request, config),
      );
      return { success: true as const, message: 'Security questions saved' };
    },
  );

  app.put(
    '/api/user/password',
    {
      onRequest: requireSignIn,
      schema: { body: ChangePasswordSchema, response: { 200: SuccessMessageSchema, ...errors } },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      await changePassword(ctx, userId, request.body, attemptClient(request, config));
      // Every session of the account ended with the change; the person who made it continues in
      // a new one (a copy of the old cookie is worth nothing now).
      await startSession(database.db, request, reply, config, { userId });
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
      await addPassword(ctx, requireUserId(request), request.auth!.sess, request.body);
      return {
        success: true as const,
        message: 'Password added successfully. You can now log in with email and password.',
      };
    },
  );
};
