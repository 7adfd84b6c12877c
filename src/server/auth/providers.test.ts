import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUser, sessionCookie, signUp, uniqueEmail } from '../test-support/auth-helpers.js';
import { signInAtProvider, startIdentityProvider } from '../test-support/identity-provider.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

const PUBLIC_URL = 'http://127.0.0.1:3999';
const alice = {
  sub: `alice-${Date.now()}`,
  email: uniqueEmail('alice'),
  email_verified: true,
  given_name: 'Alice',
  family_name: 'Marin',
};
const greta = {
  sub: `greta-${Date.now()}`,
  email: uniqueEmail('greta'),
  email_verified: true,
  given_name: 'Greta',
};
const taken = { sub: `taken-${Date.now()}`, email: uniqueEmail('taken'), email_verified: true };
const unverified = { sub: `unverified-${Date.now()}`, email: uniqueEmail('unverified') };

let idp: Awaited<ReturnType<typeof startIdentityProvider>>;
let ctx: TestContext;
beforeAll(async () => {
  idp = await startIdentityProvider({
    clients: [
      { clientId: 'cruise-oidc', clientSecret: 'oidc-secret', redirectUri: `${PUBLIC_URL}/api/callback` },
      {
        clientId: 'cruise-google',
        clientSecret: 'google-secret',
        redirectUri: `${PUBLIC_URL}/api/auth/google/callback`,
      },
    ],
    accounts: [alice, greta, taken, unverified],
  });
  ctx = await createTestApp({
    config: {
      publicUrl: PUBLIC_URL,
      oidc: { issuer: idp.issuer, clientId: 'cruise-oidc', clientSecret: 'oidc-secret' },
      google: { issuer: idp.issuer, clientId: 'cruise-google', clientSecret: 'google-secret' },
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await idp.close();
});

/** Runs the whole browser round trip for `sub` through `startPath`; returns the app's callback answer. */
async function signInWith(startPath: string, sub: string, tamper?: (url: URL) => void) {
  const start = await ctx.app.inject(startPath);
  expect(start.statusCode).toBe(302);
  const authorizationUrl = new URL(start.headers.location as string);
  expect(authorizationUrl.origin).toBe(idp.issuer);
  expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizationUrl.searchParams.get('state')).toBeTruthy();
  expect(authorizationUrl.searchParams.get('nonce')).toBeTruthy();
  const flowCookie = start.cookies.find((c) => c.name === 'cc_oidc')!;
  const callbackUrl = await signInAtProvider(authorizationUrl.href, sub, PUBLIC_URL);
  tamper?.(callbackUrl);
  return ctx.app.inject({
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    cookies: { cc_oidc: flowCookie.value },
  });
}

describe('sign-in with an OpenID Connect provider (/api/login)', () => {
  it('creates the account at the first sign-in and signs the same account in the second time', async () => {
    const first = await signInWith('/api/login', alice.sub);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/dashboard');
    const me = (await currentUser(ctx.app, sessionCookie(first))).json();
    expect(me).toMatchObject({
      email: alice.email,
      firstName: 'Alice',
      lastName: 'Marin',
      authMethod: 'oidc',
      hasPassword: false,
    });

    const second = await signInWith('/api/login', alice.sub);
    expect(second.statusCode).toBe(302);
    expect((await currentUser(ctx.app, sessionCookie(second))).json().id).toBe(me.id);
    const identities = await ctx.database.query('select 1 from user_identities where user_id = $1', [me.id]);
    expect(identities).toHaveLength(1);
  });

  it('refuses a callback whose state was changed, and signs nobody in', async () => {
    const res = await signInWith('/api/login', alice.sub, (url) =>
      url.searchParams.set('state', 'forged-state'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Sign-in could not be completed');
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('refuses a callback without the flow cookie (a request made elsewhere)', async () => {
    const res = await ctx.app.inject('/api/callback?code=abc&state=def');
    expect(res.statusCode).toBe(400);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('never links an email that already has an account', async () => {
    const existing = await signUp(ctx.app, { email: taken.email });
    const res = await signInWith('/api/login', taken.sub);
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('already exists');
    expect(res.body).toContain('sign in with the method you used');
    expect(sessionCookie(res)).toBeUndefined();
    const identities = await ctx.database.query('select 1 from user_identities where user_id = $1', [
      existing.user.id,
    ]);
    expect(identities).toHaveLength(0);
  });
});

describe('provider accounts without a verified email', () => {
  it('creates no account when the provider does not vouch for the email address', async () => {
    const res = await signInWith('/api/login', unverified.sub);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('verified email address');
    expect(sessionCookie(res)).toBeUndefined();
    expect(await ctx.database.query('select 1 from users where email = $1', [unverified.email])).toHaveLength(
      0,
    );
  });
});

describe('sign-in with Google (/api/auth/google)', () => {
  it('creates a Google account on first sign-in', async () => {
    const res = await signInWith('/api/auth/google', greta.sub);
    expect(res.statusCode).toBe(302);
    const me = (await currentUser(ctx.app, sessionCookie(res))).json();
    expect(me).toMatchObject({
      email: greta.email,
      firstName: 'Greta',
      authMethod: 'google',
      hasPassword: false,
    });

    // A provider account can add a password, then sign in with it too.
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: { cookie: sessionCookie(res)! },
      payload: { newPassword: 'Greta sails north 7', confirmPassword: 'Greta sails north 7' },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe(
      'Password added successfully. You can now log in with email and password.',
    );
  });
});
