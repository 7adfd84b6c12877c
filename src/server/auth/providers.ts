/**
 * Sign-in with Google or any OpenID Connect provider (openid-client): Authorization Code with
 * PKCE, state and nonce, all three kept in a short-lived signed cookie between the redirect and
 * the callback, and checked by openid-client together with the ID token.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { stripControlCharacters } from '../../shared/schemas/common.js';
import type { Config, OidcClientConfig } from '../config.js';

export type ProviderKey = 'google' | 'oidc';

export interface Provider {
  key: ProviderKey;
  label: string;
  settings: OidcClientConfig;
  callbackPath: string;
}

const FLOW_COOKIE = 'cc_oidc';
const FLOW_MAX_AGE_S = 10 * 60;

export function providersFrom(config: Config): Record<ProviderKey, Provider | undefined> {
  return {
    google: config.google
      ? { key: 'google', label: 'Google', settings: config.google, callbackPath: '/api/auth/google/callback' }
      : undefined,
    oidc: config.oidc
      ? { key: 'oidc', label: 'your provider', settings: config.oidc, callbackPath: '/api/callback' }
      : undefined,
  };
}

const isLoopback = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

const discovered = new Map<string, Promise<oidc.Configuration>>();
/** Discovers the provider once per process (retried after a failure). */
function configurationFor(provider: Provider): Promise<oidc.Configuration> {
  const { issuer, clientId, clientSecret } = provider.settings;
  const key = `${issuer}|${clientId}`;
  let found = discovered.get(key);
  if (!found) {
    // Plain http is only ever allowed for an issuer on this machine (development and tests).
    const options = isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined;
    found = oidc.discovery(new URL(issuer), clientId, clientSecret, undefined, options);
    found.catch(() => discovered.delete(key));
    discovered.set(key, found);
  }
  return found;
}

interface FlowState {
  provider: ProviderKey;
  state: string;
  nonce: string;
  verifier: string;
  /** A page of this app to return to (a fresh sign-in asked for by a security setting). */
  returnTo?: string;
}

/** A path of this app's pages, never another site nor the API: `/profile/edit`, not `//evil.example`. */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 200) return undefined;
  if (!/^\/(?![/\\])[\w\-/.?=&%]*$/.test(value) || value.startsWith('/api')) return undefined;
  return value;
}

/** The provider could not be reached (discovery failed): nothing the visitor did wrong. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

/** Sends the browser to the provider, remembering state, nonce and the PKCE verifier. */
export async function startProviderSignIn(
  provider: Provider,
  config: Config,
  reply: FastifyReply,
  returnTo?: string,
) {
  const configuration = await configurationFor(provider);
  const flow: FlowState = {
    provider: provider.key,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    ...(returnTo ? { returnTo } : {}),
  };
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: `${config.publicUrl}${provider.callbackPath}`,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  });
  reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isHttps,
    signed: true,
    maxAge: FLOW_MAX_AGE_S,
  });
  return reply.redirect(url.href, 302);
}

export interface ProviderProfile {
  /** Where the flow asked to go afterwards (already checked by {@link safeReturnPath}). */
  returnTo: string | undefined;
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean | undefined;
  firstName: string | undefined;
  lastName: string | undefined;
}

export class ProviderFlowError extends Error {
  override name = 'ProviderFlowError';
}

/**
 * Completes the flow on the callback: the flow cookie must exist and name this provider, then
 * openid-client checks state, PKCE and the ID token (issuer, audience, nonce, signature).
 */
export async function finishProviderSignIn(
  provider: Provider,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ProviderProfile> {
  const raw = request.cookies[FLOW_COOKIE];
  reply.clearCookie(FLOW_COOKIE, { path: '/api' });
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  if (!unsigned?.valid || !unsigned.value) throw new ProviderFlowError('missing or forged flow cookie');
  let flow: FlowState;
  try {
    flow = JSON.parse(unsigned.value) as FlowState;
  } catch {
    throw new ProviderFlowError('unreadable flow cookie');
  }
  if (flow.provider !== provider.key) throw new ProviderFlowError('flow started for another provider');

  let configuration: oidc.Configuration;
  try {
    configuration = await configurationFor(provider);
  } catch (error) {
    throw new ProviderUnavailableError(`discovery failed: ${(error as Error).message}`);
  }
  const currentUrl = new URL(request.url, config.publicUrl);
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    throw new ProviderFlowError(`the provider's answer was refused: ${(error as Error).message}`);
  }
  const idClaims = tokens.claims();
  if (!idClaims) throw new ProviderFlowError('no ID token');
  // Many providers put email and names only in the UserInfo answer, not in the ID token.
  let claims: Record<string, unknown> & { iss: string; sub: string } = idClaims;
  if (idClaims.email === undefined) {
    try {
      const info = await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
      claims = { ...info, ...idClaims };
    } catch (error) {
      throw new ProviderFlowError(`the provider's user info was refused: ${(error as Error).message}`);
    }
  }
  const text = (value: unknown) => {
    const clean = typeof value === 'string' ? stripControlCharacters(value).trim() : '';
    return clean || undefined;
  };
  return {
    returnTo: safeReturnPath(flow.returnTo),
    issuer: claims.iss,
    subject: claims.sub,
    email: text(claims.email)?.toLowerCase(),
    emailVerified: typeof claims.email_verified === 'boolean' ? claims.email_verified : undefined,
    firstName: text(claims.given_name)?.slice(0, 100),
    lastName: text(claims.family_name)?.slice(0, 100),
  };
}
