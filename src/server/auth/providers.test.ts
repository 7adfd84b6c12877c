import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_QUESTIONS } from '../../shared/security-questions.js';
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
const marco = { sub: `marco-${Date.now()}`, email: uniqueEmail('marco'), email_verified: true };
const racer = { sub: `racer-${Date.now()}`, email: uniqueEmail('racer'), email_verified: true };
const leaver = { sub: `leaver-${Date.now()}`, email: uniqueEmail('leaver'), email_verified: true };

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
    accounts: [alice, greta, taken, unverified, marco, racer, leaver],
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

/** The browser's half of a flow up to the provider's redirect back: the callback path and flow cookie. */
async function reachCallback(startPath: string, sub: string, tamper?: (url: URL) => void) {
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
  return { url: `${callbackUrl.pathname}${callbackUrl.search}`, cookies: { cc_oidc: flowCookie.value } };
}

/** Runs the whole browser round trip for `sub` through `startPath`; returns the app's callback answer. */
async function signInWith(startPath: string, sub: string, tamper?: (url: URL) => void) {
  return ctx.app.inject(await reachCallback(startPath, sub, tamper));
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

describe('changes that need a fresh provider sign-in (accounts without a password)', () => {
  const QUESTIONS = {
    securityQuestion1: SECURITY_QUESTIONS[0],
    securityAnswer1: 'a',
    securityQuestion2: SECURITY_QUESTIONS[1],
    securityAnswer2: 'b',
    securityQuestion3: SECURITY_QUESTIONS[2],
    securityAnswer3: 'c',
  };
  const post = (url: string, cookie: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });

  it('refuses a stale session, then accepts the same change right after signing in again', async () => {
    const first = await signInWith('/api/login', marco.sub);
    const stale = sessionCookie(first)!;
    const user = (await currentUser(ctx.app, stale)).json();
    await ctx.database.query(
      `update session set sess = jsonb_set(sess, '{providerSignInAt}', to_jsonb((now() - interval '11 minutes')::text))
       where user_id = $1`,
      [user.id],
    );
    const password = { newPassword: 'Marco sails west 4', confirmPassword: 'Marco sails west 4' };
    const added = await post('/api/user/password', stale, password);
    expect(added.statusCode).toBe(403);
    expect(added.json()).toMatchObject({ code: 'REAUTHENTICATION_REQUIRED' });
    expect(added.json().message).toContain('sign in with your sign-in provider again');
    const setUp = await post('/api/auth/setup-security-questions', stale, QUESTIONS);
    expect(setUp.statusCode).toBe(403);

    // Signing in again (back to the page that asked) makes the session fresh.
    const again = await signInWith('/api/login?returnTo=/profile/edit', marco.sub);
    expect(again.headers.location).toBe('/profile/edit');
    const fresh = sessionCookie(again)!;
    expect((await post('/api/auth/setup-security-questions', fresh, QUESTIONS)).statusCode).toBe(200);
    expect((await post('/api/user/password', fresh, password)).statusCode).toBe(200);
  });

  it('lets an account without a password leave only right after signing in again', async () => {
    const first = await signInWith('/api/login', leaver.sub);
    const stale = sessionCookie(first)!;
    const user = (await currentUser(ctx.app, stale)).json();
    await ctx.database.query(
      `update session set sess = jsonb_set(sess, '{providerSignInAt}', to_jsonb((now() - interval '11 minutes')::text))
       where user_id = $1`,
      [user.id],
    );
    const leave = (cookie: string) =>
      ctx.app.inject({ method: 'DELETE', url: '/api/user', headers: { cookie } });
    const refused = await leave(stale);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'REAUTHENTICATION_REQUIRED' });
    expect((await currentUser(ctx.app, stale)).statusCode).toBe(200);

    const fresh = sessionCookie(await signInWith('/api/login', leaver.sub))!;
    expect((await leave(fresh)).statusCode).toBe(204);
    expect((await currentUser(ctx.app, fresh)).statusCode).toBe(401);
    const rows = await ctx.database.query('select 1 from users where id = $1', [user.id]);
    expect(rows).toEqual([]);
  });

  it('never sends the browser to another site after sign-in', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/api/logout']) {
      const res = await signInWith(`/api/login?returnTo=${encodeURIComponent(returnTo)}`, alice.sub);
      expect(res.headers.location).toBe('/dashboard');
    }
  });
});

describe('the callback never answers 500', () => {
  it('shows the could-not-sign-in page when the provider cannot be reached at the callback', async () => {
    const callback = await reachCallback('/api/login', alice.sub);
    // An instance that restarted since the redirect and cannot reach the provider now.
    const unreachable = await createTestApp({
      config: {
        publicUrl: PUBLIC_URL,
        oidc: { issuer: 'http://127.0.0.1:9', clientId: 'cruise-oidc', clientSecret: 'oidc-secret' },
      },
    });
    try {
      const res = await unreachable.app.inject(callback);
      expect(res.statusCode).toBe(502);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('We could not sign you in');
      expect(sessionCookie(res)).toBeUndefined();
    } finally {
      await unreachable.close();
    }
  });

  it('signs two simultaneous first sign-ins of one new identity in to the same account', async () => {
    const flows = [
      await reachCallback('/api/login', racer.sub),
      await reachCallback('/api/login', racer.sub),
    ];
    const [a, b] = await Promise.all(flows.map((flow) => ctx.app.inject(flow)));
    expect([a!.statusCode, b!.statusCode]).toEqual([302, 302]);
    const ids = await Promise.all(
      [a!, b!].map(async (res) => (await currentUser(ctx.app, sessionCookie(res))).json().id),
    );
    expect(ids[0]).toBe(ids[1]);
    expect(await ctx.database.query('select 1 from users where email = $1', [racer.email])).toHaveLength(1);
  });
});
