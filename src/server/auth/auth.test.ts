import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentUser,
  GOOD_PASSWORD,
  sessionCookie,
  signIn,
  signUp,
  testIp,
  uniqueEmail,
} from '../test-support/auth-helpers.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';
import { createPasswordHasher, PRODUCTION_ARGON2 } from './passwords.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in and never returns secrets', async () => {
    const email = uniqueEmail('Mixed.Case');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: testIp(),
      payload: {
        email: `  ${email.toUpperCase()} `,
        password: GOOD_PASSWORD,
        firstName: 'Grace',
        lastName: '',
      },
    });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Grace',
      lastName: null,
      authMethod: 'password',
      hasPassword: true,
      hasSecurityQuestions: false,
    });
    expect(res.body).not.toMatch(/hashed|argon2|securityAnswer/i);
    const cookie = res.cookies.find((c) => c.name === 'cc_sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await currentUser(ctx.app, sessionCookie(res));
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('answers 409 with a clear message for an email that is taken (any case)', async () => {
    const { email } = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: testIp(),
      payload: { email: email.toUpperCase(), password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists. Please sign in instead.');
  });

  it.each([
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ firstName: 'x'.repeat(101) }, 'At most 100 characters'],
    [{ firstName: 'A\u0000B' }, 'must not contain control characters'],
  ])('refuses %o with 400 and changes nothing', async (override, message) => {
    const email = uniqueEmail();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: testIp(),
      payload: { email, password: GOOD_PASSWORD, ...override },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { message: string }) => i.message)).toContain(message);
    expect((await signIn(ctx.app, email, GOOD_PASSWORD)).statusCode).toBe(401);
  });

  it('accepts a 64-character passphrase and refuses the most common passwords', async () => {
    await expect(
      signUp(ctx.app, { password: 'p'.repeat(30) + ' long passphrase at sea '.repeat(2) }),
    ).resolves.toBeDefined();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: testIp(),
      payload: { email: uniqueEmail(), password: 'Password123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
  });
});

describe('POST /api/auth/login/password', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const { email, user } = await signUp(ctx.app);
    const res = await signIn(ctx.app, email.toUpperCase(), GOOD_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(user.id);
  });

  it('gives a wrong password and an unknown email the same answer', async () => {
    const { email } = await signUp(ctx.app);
    const wrong = await signIn(ctx.app, email, 'not the password');
    const unknown = await signIn(ctx.app, uniqueEmail('nobody'), 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    expect(unknown.body).toBe(wrong.body);
  });

  it('rotates the session id at sign-in (a planted session is useless)', async () => {
    const { email, cookie: first } = await signUp(ctx.app);
    const res = await signIn(ctx.app, email, GOOD_PASSWORD, { cookie: first });
    const second = sessionCookie(res)!;
    expect(second).not.toBe(first);
    expect((await currentUser(ctx.app, first)).statusCode).toBe(401);
    expect((await currentUser(ctx.app, second)).statusCode).toBe(200);
  });

  it('locks an account after 10 failures in 15 minutes, but not its other addresses or correct sign-ins before', async () => {
    const { email } = await signUp(ctx.app);
    for (let i = 0; i < 3; i++) expect((await signIn(ctx.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await signIn(ctx.app, email, `wrong ${i}`)).statusCode).toBe(401);
    const locked = await signIn(ctx.app, email, GOOD_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes, or reset your password to get back in now.',
    );
    // Another account from the same address is unaffected.
    const other = await signUp(ctx.app);
    expect((await signIn(ctx.app, other.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('lets at most 10 wrong passwords through when they arrive all at once', async () => {
    const { email } = await signUp(ctx.app);
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => signIn(ctx.app, email, `parallel ${i}`)),
    );
    const statuses = results.map((res) => res.statusCode);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBe(25 - checked);
  });

  it('asks an address with 100 failures in 15 minutes for a proof of work, across accounts', async () => {
    const ip = testIp();
    const { email } = await signUp(ctx.app);
    for (let i = 0; i < 100; i++) {
      expect((await signIn(ctx.app, uniqueEmail(`spray-${i}`), 'guess', {}, ip)).statusCode).toBe(401);
    }
    const asked = await signIn(ctx.app, email, GOOD_PASSWORD, {}, ip);
    expect(asked.statusCode).toBe(429);
    expect(asked.json().code).toBe('CHALLENGE_REQUIRED');
    expect((await signIn(ctx.app, email, GOOD_PASSWORD, {}, testIp())).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('GET /api/logout ends the session for good and goes to /login', async () => {
    const { cookie, user } = await signUp(ctx.app);
    const res = await ctx.app.inject({ url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
    expect(res.cookies.find((c) => c.name === 'cc_sid')?.value).toBe('');
    expect((await currentUser(ctx.app, cookie)).statusCode).toBe(401);
    expect(await ctx.database.query('select 1 from session where user_id = $1', [user.id])).toHaveLength(0);
  });

  it('stores only a hash of the session id', async () => {
    const { cookie, user } = await signUp(ctx.app);
    const raw = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    const rows = await ctx.database.query<{ sid: string }>('select sid from session where user_id = $1', [
      user.id,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sid).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.sid).not.toContain(raw);
  });

  it('refuses a forged or tampered cookie', async () => {
    const { cookie } = await signUp(ctx.app);
    // The genuine cookie first: a verified cookie is remembered, and that must not let a
    // neighbour of it through.
    expect((await currentUser(ctx.app, cookie)).statusCode).toBe(200);
    const tampered = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await currentUser(ctx.app, tampered)).statusCode).toBe(401);
    const otherValue = cookie.replace(/=(.)/, (_, c) => `=${c === 'A' ? 'B' : 'A'}`);
    expect((await currentUser(ctx.app, otherValue)).statusCode).toBe(401);
    expect((await currentUser(ctx.app, 'cc_sid=made-up-value')).statusCode).toBe(401);
    expect((await currentUser(ctx.app, cookie)).statusCode).toBe(200);
  });

  it('signs out a session past its idle expiry and removes it', async () => {
    const { cookie, user } = await signUp(ctx.app);
    await ctx.database.query(`update session set expire = now() - interval '1 minute' where user_id = $1`, [
      user.id,
    ]);
    expect((await currentUser(ctx.app, cookie)).statusCode).toBe(401);
    const rows = await ctx.database.query('select 1 from session where user_id = $1', [user.id]);
    expect(rows).toHaveLength(0);
  });

  it('signs out a session older than the absolute limit even if it was used yesterday', async () => {
    const { cookie, user } = await signUp(ctx.app);
    await ctx.database.query(
      `update session set created_at = now() - interval '91 days' where user_id = $1`,
      [user.id],
    );
    expect((await currentUser(ctx.app, cookie)).statusCode).toBe(401);
  });
});

describe('cross-site request forgery', () => {
  it('refuses a state-changing request from another origin with 403', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/password',
      headers: { origin: 'https://evil.example' },
      payload: { email: uniqueEmail(), password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Cross-site requests are not allowed.');
  });

  it('refuses Sec-Fetch-Site: cross-site and a null origin', async () => {
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'null' }]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', headers, payload: {} });
      expect(res.statusCode).toBe(403);
    }
  });

  it('accepts the app’s own origin', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: ctx.config.publicUrl, 'sec-fetch-site': 'same-origin' },
      payload: { email: uniqueEmail(), password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('password management', () => {
  it('PUT /api/user/password changes the password, gives the changer a new session and ends every other', async () => {
    const { email, cookie } = await signUp(ctx.app);
    const other = sessionCookie(await signIn(ctx.app, email, GOOD_PASSWORD))!;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: { cookie },
      payload: {
        currentPassword: GOOD_PASSWORD,
        newPassword: 'New harbour lights 99',
        confirmPassword: 'New harbour lights 99',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your password has been changed successfully.');
    const rotated = sessionCookie(res)!;
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(cookie);
    expect((await currentUser(ctx.app, rotated)).statusCode).toBe(200);
    // A copy of the cookie from before the change is worth nothing now.
    expect((await currentUser(ctx.app, cookie)).statusCode).toBe(401);
    expect((await currentUser(ctx.app, other)).statusCode).toBe(401);
    expect((await signIn(ctx.app, email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(ctx.app, email, 'New harbour lights 99')).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a mismatch, and visitors', async () => {
    const { cookie } = await signUp(ctx.app);
    const put = (payload: object, headers: Record<string, string> = { cookie }) =>
      ctx.app.inject({ method: 'PUT', url: '/api/user/password', headers, payload });
    const wrong = await put({
      currentPassword: 'nope',
      newPassword: 'Another fine day',
      confirmPassword: 'Another fine day',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is incorrect.');
    const mismatch = await put({
      currentPassword: GOOD_PASSWORD,
      newPassword: 'Another fine day',
      confirmPassword: 'Other',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().issues).toContainEqual({
      path: 'confirmPassword',
      message: "Passwords don't match",
    });
    const visitor = await put(
      {
        currentPassword: GOOD_PASSWORD,
        newPassword: 'Another fine day',
        confirmPassword: 'Another fine day',
      },
      {},
    );
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: 'Unauthorized' });
  });

  it('POST /api/user/password adds a password only to an account without one', async () => {
    const { cookie } = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: { cookie },
      payload: { newPassword: 'Another fine day', confirmPassword: 'Another fine day' },
    });
    expect(res.statusCode).toBe(409);
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/password',
      payload: { newPassword: 'Another fine day', confirmPassword: 'Another fine day' },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('GET /api/auth/security-questions', () => {
  it('lists the twelve predefined questions', async () => {
    const res = await ctx.app.inject('/api/auth/security-questions');
    expect(res.statusCode).toBe(200);
    const questions = res.json();
    expect(questions).toHaveLength(12);
    expect(new Set(questions).size).toBe(12);
  });
});

describe('password hashing', () => {
  it('uses argon2id with at least OWASP’s parameters in production', async () => {
    expect(PRODUCTION_ARGON2).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const hashed = await createPasswordHasher(PRODUCTION_ARGON2).hash('a passphrase');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
