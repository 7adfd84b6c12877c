import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderNoticePage } from '../http/notice-page.js';
import type { AuthContext } from './context.js';
import { rememberDevice } from './device-cookies.js';
import { signInWithProvider } from './provider-service.js';
import {
  finishProviderSignIn,
  type Provider,
  ProviderFlowError,
  ProviderUnavailableError,
  providersFrom,
  safeReturnPath,
  startProviderSignIn,
} from './providers.js';
import { startSession } from './sessions.js';

const html = 'text/html; charset=utf-8';

/** `/api/auth/google` and `/api/login` (any OpenID Connect provider), with their callbacks. */
export const providerRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext }> = async (app, { ctx }) => {
  const { config, database } = ctx;
  const providers = providersFrom(config);

  const notice = (title: string, message: string) =>
    renderNoticePage({ title, message, actionLabel: 'Back to sign in', actionHref: '/login' });

  const start =
    (name: string, provider: Provider | undefined) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!provider) {
        return reply
          .type(html)
          .send(
            notice(
              `${name} sign-in is not available`,
              `This server has not been set up for ${name} sign-in yet. You can sign in with your email and password instead.`,
            ),
          );
      }
      try {
        const returnTo = safeReturnPath((request.query as Record<string, unknown> | undefined)?.returnTo);
        return await startProviderSignIn(provider, config, reply, returnTo);
      } catch (error) {
        app.log.error({ err: error, provider: provider.key }, 'could not reach the sign-in provider');
        return reply
          .status(502)
          .type(html)
          .send(
            notice(
              `${name} sign-in is unavailable`,
              'We could not reach the sign-in provider. Please try again in a moment.',
            ),
          );
      }
    };

  const callback =
    (name: string, provider: Provider | undefined) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!provider)
        return reply
          .status(404)
          .type(html)
          .send(notice(`${name} sign-in is not available`, 'This server has not been set up for it.'));
      let profile: Awaited<ReturnType<typeof finishProviderSignIn>>;
      try {
        profile = await finishProviderSignIn(provider, config, request, reply);
      } catch (error) {
        if (error instanceof ProviderUnavailableError) {
          request.log.error({ err: error, provider: provider.key }, 'could not reach the sign-in provider');
          return reply
            .status(502)
            .type(html)
            .send(
              notice(
                'We could not sign you in',
                `${name} sign-in is unavailable right now. Please try again in a moment, or sign in with your email and password.`,
              ),
            );
        }
        if (!(error instanceof ProviderFlowError)) throw error;
        request.log.warn({ reason: error.message, provider: provider.key }, 'provider sign-in refused');
        return reply
          .status(400)
          .type(html)
          .send(
            notice(
              'Sign-in could not be completed',
              'The sign-in request expired or could not be verified. Please try again.',
            ),
          );
      }
      const result = await signInWithProvider(ctx, provider.key, profile);
      if (result.kind === 'no-email') {
        return reply
          .status(400)
          .type(html)
          .send(
            notice(
              'We need a verified email address',
              `Your ${name} account did not share a verified email address, which Cruise Companion needs for your account.`,
            ),
          );
      }
      if (result.kind === 'email-taken') {
        return reply
          .status(409)
          .type(html)
          .send(
            notice(
              'You already have an account',
              `An account with ${result.email} already exists. Please sign in with the method you used when you created it (for example your email and password).`,
            ),
          );
      }
      // The time of the sign-in stands in for a password on an account without one (adding a
      // password, changing the security questions) for the next 10 minutes.
      await startSession(database.db, request, reply, config, {
        userId: result.user.id,
        sess: { providerSignInAt: new Date().toISOString() },
      });
      rememberDevice(request, reply, config, result.user.id);
      return reply.redirect(profile.returnTo ?? '/dashboard', 302);
    };

  app.get('/api/auth/google', start('Google', providers.google));
  app.get('/api/auth/google/callback', callback('Google', providers.google));
  app.get('/api/login', start('Provider', providers.oidc));
  app.get('/api/callback', callback('Provider', providers.oidc));
};
