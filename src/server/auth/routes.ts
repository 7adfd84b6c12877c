import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../shared/schemas/common.js';
import type { Config } from '../config.js';
import { renderNoticePage } from '../http/notice-page.js';

/**
 * Authentication entry points. Until accounts exist (the Accounts issue) nobody is signed in:
 * the current-user call answers 401, which the client reads as "signed out".
 */
export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/api/auth/user',
    { schema: { response: { 401: ErrorResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.status(401).send({ message: 'Unauthorized' });
    },
  );

  const providerNotConfigured = (provider: string) =>
    renderNoticePage({
      title: `${provider} sign-in is not available`,
      message: `This server has not been set up for ${provider} sign-in yet. You can sign in with your email and password instead.`,
      actionLabel: 'Go to sign in',
      actionHref: '/login',
    });

  app.get('/api/login', async (_request, reply) => {
    if (!config.oidc)
      return reply.status(200).type('text/html; charset=utf-8').send(providerNotConfigured('Provider'));
    return reply.status(200).type('text/html; charset=utf-8').send(providerNotConfigured('Provider'));
  });

  app.get('/api/auth/google', async (_request, reply) => {
    return reply.status(200).type('text/html; charset=utf-8').send(providerNotConfigured('Google'));
  });
};
