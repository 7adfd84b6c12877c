import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { CurrentUser } from '../../shared/schemas/user.js';
import type { App } from '../app.js';

export const uniqueEmail = (label = 'sailor') => `${label}-${randomUUID()}@example.com`;
export const GOOD_PASSWORD = 'Aft-deck sunsets 2027';

/**
 * A fresh client address per call: failure counters are per IP and live in the database, which
 * the PostgreSQL test project shares between runs, so tests must not pile onto one address.
 */
export const testIp = () =>
  `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 250)}`;

/** The `name=value` of the session cookie a response set, for the next request's Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === 'cc_sid' || c.name === '__Host-cc_sid');
  return cookie?.value ? `${cookie.name}=${cookie.value}` : undefined;
}

/** Registers a fresh account through the API; returns it with its signed-in session cookie. */
export async function signUp(
  app: App,
  overrides: { email?: string; password?: string; firstName?: string } = {},
) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? GOOD_PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: testIp(),
    payload: { email, password, firstName: overrides.firstName ?? 'Ada', lastName: 'Lovelace' },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { email, password, user: res.json() as CurrentUser, cookie: sessionCookie(res)! };
}

export async function signIn(
  app: App,
  email: string,
  password: string,
  headers: Record<string, string> = {},
  remoteAddress = testIp(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login/password',
    payload: { email, password },
    headers,
    remoteAddress,
  });
}

export async function currentUser(app: App, cookie: string | undefined) {
  return app.inject({ url: '/api/auth/user', headers: cookie ? { cookie } : {} });
}
