/**
 * Regression tests for the attacks of issue "Account security": each chain that once worked ends
 * at the step where it should, and the owner of an account can always get back in.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_QUESTIONS } from '../../shared/security-questions.js';
import {
  currentUser,
  GOOD_PASSWORD,
  sessionCookie,
  signIn,
  signUp,
  testIp,
  uniqueEmail,
} from '../test-support/auth-helpers.js';
import { solveProofOfWork } from '../test-support/proof-of-work.js';
import { mailText, resetTokenFrom, startSmtpInbox } from '../test-support/smtp-inbox.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

const [Q1, Q2, Q3] = SECURITY_QUESTIONS as unknown as [string, string, string];
const NEW_PASSWORD = 'Starboard lights 2028';

let ctx: TestContext;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  ctx = await createTestApp({ config: { smtpUrl: inbox.url } });
});
afterAll(async () => {
  await ctx.close();
  await inbox.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = testIp()) =>
  ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress });

const questions = (answers: [string, string, string], extra: object = {}) => ({
  securityQuestion1: Q1,
  securityAnswer1: answers[0],
  securityQuestion2: Q2,
  securityAnswer2: answers[1],
  securityQuestion3: Q3,
  securityAnswer3: answers[2],
  ...extra,
});

const verifyAnswers = (email: string, a1: string, a2: string, headers: Record<string, string> = {}) =>
  post(
    '/api/auth/verify-security-questions',
    { email, securityQuestion1: Q1, securityAnswer1: a1, securityQuestion2: Q2, securityAnswer2: a2 },
    headers,
  );

/** The `name=value` of the device cookie a response set. */
function deviceCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'cc_device');
  if (!cookie?.value) throw new Error('no device cookie');
  return `cc_device=${cookie.value}`;
}

async function requestResetLink(email: string) {
  const links = () => inbox.received.filter((m) => m.to.includes(email) && mailText(m).includes('token='));
  const before = links().length;
  expect((await post('/api/auth/password-reset-request', { email })).statusCode).toBe(200);
  for (let i = 0; i < 50; i++) {
    const mails = links();
    if (mails.length > before) return resetTokenFrom(mails.at(-1)!);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset mail to ${email}`);
}

describe('changing the security questions needs proof beyond the session', () => {
  it('refuses a session alone (no or a wrong current password) and accepts the current password', async () => {
    const owner = await signUp(ctx.app);
    const missing = await post('/api/auth/setup-security-questions', questions(['a', 'b', 'c']), {
      cookie: owner.cookie,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_REQUIRED',
      message: 'Current password is required',
    });
    const wrong = await post(
      '/api/auth/setup-security-questions',
      questions(['a', 'b', 'c'], { currentPassword: 'a guess at it' }),
      { cookie: owner.cookie },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    expect((await currentUser(ctx.app, owner.cookie)).json().hasSecurityQuestions).toBe(false);

    const ok = await post(
      '/api/auth/setup-security-questions',
      questions(['a', 'b', 'c'], { currentPassword: owner.password }),
      { cookie: owner.cookie },
    );
    expect(ok.statusCode).toBe(200);
    expect((await currentUser(ctx.app, owner.cookie)).json().hasSecurityQuestions).toBe(true);
  });

  it('chain (a): a stolen cookie cannot plant answers, and is dead once the owner changes the password', async () => {
    const owner = await signUp(ctx.app);
    const stolen = owner.cookie;
    const planted = await post(
      '/api/auth/setup-security-questions',
      questions(['attacker 1', 'attacker 2', 'attacker 3']),
      { cookie: stolen },
    );
    expect(planted.statusCode).toBe(400);
    const ownerSession = sessionCookie(await signIn(ctx.app, owner.email, owner.password))!;
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: { cookie: ownerSession },
      payload: { currentPassword: owner.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect((await currentUser(ctx.app, stolen)).statusCode).toBe(401);
    // The attacker's planted answers do not exist, so recovery with them fails.
    expect((await verifyAnswers(owner.email, 'attacker 1', 'attacker 2')).statusCode).toBe(400);
  });

  it('chain (b): answers planted before the owner resets by emailed link are cleared with every session', async () => {
    const victimEmail = uniqueEmail('victim');
    // The attacker registers the victim's address first and sets answers.
    const attacker = await signUp(ctx.app, { email: victimEmail, password: 'Attacker owns this 1' });
    const planted = await post(
      '/api/auth/setup-security-questions',
      questions(['attacker 1', 'attacker 2', 'attacker 3'], { currentPassword: 'Attacker owns this 1' }),
      { cookie: attacker.cookie },
    );
    expect(planted.statusCode).toBe(200);
    // The victim, refused at sign-up, resets by the emailed link and uses the account.
    expect(
      (await post('/api/auth/register', { email: victimEmail, password: GOOD_PASSWORD })).statusCode,
    ).toBe(409);
    const token = await requestResetLink(victimEmail);
    expect((await post('/api/auth/password-reset', { token, newPassword: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await currentUser(ctx.app, attacker.cookie)).statusCode).toBe(401);
    const victim = await signIn(ctx.app, victimEmail, NEW_PASSWORD);
    expect(victim.json().hasSecurityQuestions).toBe(false);

    // The attacker's planted answers no longer open anything.
    const retry = await verifyAnswers(victimEmail, 'attacker 1', 'attacker 2');
    expect(retry.statusCode).toBe(400);
    const reset = await post(
      '/api/auth/reset-password-with-security',
      { email: victimEmail, newPassword: 'Attacker is back 22' },
      sessionCookie(retry) ? { cookie: sessionCookie(retry)! } : {},
    );
    expect(reset.statusCode).toBe(403);
    expect((await currentUser(ctx.app, sessionCookie(victim))).statusCode).toBe(200);
  });

  it('mails the owner a notice after the password or the security questions change', async () => {
    const owner = await signUp(ctx.app);
    await post(
      '/api/auth/setup-security-questions',
      questions(['a', 'b', 'c'], { currentPassword: owner.password }),
      {
        cookie: owner.cookie,
      },
    );
    const notices = async (count: number) => {
      for (let i = 0; i < 50; i++) {
        const mails = inbox.received.filter(
          (m) =>
            m.to.includes(owner.email) && mailText(m).includes('Your Cruise Companion account was changed'),
        );
        if (mails.length >= count) return mails;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('no notice');
    };
    expect(mailText((await notices(1))[0]!)).toContain(
      'security questions of your Cruise Companion account were changed',
    );
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: { cookie: owner.cookie },
      payload: { currentPassword: owner.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(
      (await notices(2)).some((m) =>
        mailText(m).includes('password of your Cruise Companion account was changed'),
      ),
    ).toBe(true);
  });
});

describe('nobody can lock the owner out', () => {
  it('50 wrong passwords and 10 wrong answers lock the attacker’s clients, not the owner’s browser', async () => {
    const owner = await signUp(ctx.app);
    await post(
      '/api/auth/setup-security-questions',
      questions(['one', 'two', 'three'], { currentPassword: owner.password }),
      {
        cookie: owner.cookie,
      },
    );
    const ownerBrowser = deviceCookie(await signIn(ctx.app, owner.email, owner.password));
    await ctx.app.inject({ url: '/api/logout', headers: { cookie: owner.cookie } });

    for (let i = 0; i < 50; i++) await signIn(ctx.app, owner.email, `guess ${i}`, {}, testIp());
    for (let i = 0; i < 10; i++) await verifyAnswers(owner.email, `guess ${i}`, 'x');

    // The attacker's clients are locked out, even with the right password or answers.
    const attacker = await signIn(ctx.app, owner.email, owner.password, {}, testIp());
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect((await verifyAnswers(owner.email, 'one', 'two')).statusCode).toBe(429);

    // The owner's browser (signed out, device cookie kept) still gets in, and can still recover.
    const owners = await signIn(ctx.app, owner.email, owner.password, { cookie: ownerBrowser }, testIp());
    expect(owners.statusCode).toBe(200);
    expect((await verifyAnswers(owner.email, 'one', 'two', { cookie: ownerBrowser })).statusCode).toBe(200);
  });

  it('a device cookie for another account, or a forged one, earns no trust', async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const otherBrowser = deviceCookie(await signIn(ctx.app, other.email, other.password));
    for (let i = 0; i < 10; i++) await signIn(ctx.app, owner.email, `guess ${i}`);
    for (const cookie of [otherBrowser, 'cc_device=forged.value', otherBrowser.replace(/.$/, 'x')]) {
      expect((await signIn(ctx.app, owner.email, owner.password, { cookie })).statusCode).toBe(429);
    }
  });

  it('a trusted browser has its own limit: a stolen device cookie still cannot guess freely', async () => {
    const owner = await signUp(ctx.app);
    const browser = deviceCookie(await signIn(ctx.app, owner.email, owner.password));
    for (let i = 0; i < 10; i++) {
      expect((await signIn(ctx.app, owner.email, `guess ${i}`, { cookie: browser })).statusCode).toBe(401);
    }
    expect((await signIn(ctx.app, owner.email, owner.password, { cookie: browser })).statusCode).toBe(429);
  });

  it('a successful reset clears the account’s counters and those of the browser that made it', async () => {
    const owner = await signUp(ctx.app);
    const browser = deviceCookie(await signIn(ctx.app, owner.email, owner.password));
    for (let i = 0; i < 10; i++) await signIn(ctx.app, owner.email, `guess ${i}`);
    for (let i = 0; i < 10; i++) await signIn(ctx.app, owner.email, `typo ${i}`, { cookie: browser });
    expect((await signIn(ctx.app, owner.email, owner.password)).statusCode).toBe(429);
    expect((await signIn(ctx.app, owner.email, owner.password, { cookie: browser })).statusCode).toBe(429);
    const token = await requestResetLink(owner.email);
    const reset = await post(
      '/api/auth/password-reset',
      { token, newPassword: NEW_PASSWORD },
      { cookie: browser },
    );
    expect(reset.statusCode).toBe(200);
    expect((await signIn(ctx.app, owner.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(ctx.app, owner.email, NEW_PASSWORD, { cookie: browser })).statusCode).toBe(200);
  });

  it('200 failures from one address slow it with a proof of work, and never refuse a right password', async () => {
    const shipWifi = testIp();
    for (let i = 0; i < 200; i++) await signIn(ctx.app, uniqueEmail(`stuffing-${i}`), 'guess', {}, shipWifi);
    const passenger = await signUp(ctx.app);

    const asked = await signIn(ctx.app, passenger.email, passenger.password, {}, shipWifi);
    expect(asked.statusCode).toBe(429);
    expect(asked.json()).toMatchObject({ code: 'CHALLENGE_REQUIRED' });

    const proofOfWork = await solveProofOfWork(ctx.app);
    const login = (proof: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login/password',
        remoteAddress: shipWifi,
        payload: { email: passenger.email, password: passenger.password, proofOfWork: proof },
      });
    expect((await login(proofOfWork)).statusCode).toBe(200);
    // A solution works once; a made-up one never.
    expect((await login(proofOfWork)).json().code).toBe('CHALLENGE_REQUIRED');
    expect((await login(Buffer.from('{"challenge":{},"solution":{}}').toString('base64'))).statusCode).toBe(
      429,
    );
    expect((await login('not base64 at all %%%')).statusCode).toBe(429);
  });
});

describe('old reset links and recovery grants die', () => {
  it('a used or superseded token is refused (newer first, then older)', async () => {
    const owner = await signUp(ctx.app);
    const older = await requestResetLink(owner.email);
    const newer = await requestResetLink(owner.email);
    expect(
      (await post('/api/auth/password-reset', { token: newer, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/auth/password-reset', { token: older, newPassword: 'Older link wins 9' })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/auth/password-reset', { token: newer, newPassword: 'Newer twice 99' })).statusCode,
    ).toBe(400);
    expect((await signIn(ctx.app, owner.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a token or a grant issued before a password change is refused after it', async () => {
    const owner = await signUp(ctx.app);
    await post(
      '/api/auth/setup-security-questions',
      questions(['one', 'two', 'three'], { currentPassword: owner.password }),
      {
        cookie: owner.cookie,
      },
    );
    const token = await requestResetLink(owner.email);
    const grant = sessionCookie(await verifyAnswers(owner.email, 'one', 'two'))!;
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: { cookie: owner.cookie },
      payload: { currentPassword: owner.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect((await ctx.app.inject(`/api/auth/verify-reset-token/${token}`)).json()).toEqual({ valid: false });
    expect(
      (await post('/api/auth/password-reset', { token, newPassword: 'Pre change link 1' })).statusCode,
    ).toBe(400);
    const withGrant = await post(
      '/api/auth/reset-password-with-security',
      { email: owner.email, newPassword: 'Pre change grant 1' },
      { cookie: grant },
    );
    expect(withGrant.statusCode).toBe(403);
    expect((await signIn(ctx.app, owner.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('the reset-mail limit holds under concurrency', () => {
  it('30 concurrent requests for one email send at most 3 links', async () => {
    const owner = await signUp(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => post('/api/auth/password-reset-request', { email: owner.email })),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const tokens = await ctx.database.query('select 1 from password_reset_tokens where user_id = $1', [
      owner.user.id,
    ]);
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.length).toBeLessThanOrEqual(3);
    expect(inbox.received.filter((m) => m.to.includes(owner.email)).length).toBeLessThanOrEqual(3);
  });
});

describe('sign-ups are limited per address', () => {
  it('refuses the 11th sign-up (409s count too) unless it carries a solved proof of work', async () => {
    const ip = testIp();
    const register = (email: string, proofOfWork?: string) =>
      post('/api/auth/register', { email, password: GOOD_PASSWORD, proofOfWork }, {}, ip);
    const taken = await signUp(ctx.app);
    for (let i = 0; i < 9; i++) expect((await register(uniqueEmail(`bulk-${i}`))).statusCode).toBe(201);
    expect((await register(taken.email)).statusCode).toBe(409);
    const eleventh = await register(uniqueEmail('eleventh'));
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({
      code: 'CHALLENGE_REQUIRED',
      message:
        'Many accounts were created from your network recently. Your browser needs to do a quick check first.',
    });
    // Probing a taken address is slowed the same way.
    expect((await register(taken.email)).statusCode).toBe(429);
    expect((await register(uniqueEmail('solved'), await solveProofOfWork(ctx.app))).statusCode).toBe(201);
  });
});

describe('small bodies where small is enough', () => {
  it('refuses a 64 KB sign-in body with 413 and deep nesting with 400, and stays up', async () => {
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/password',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: uniqueEmail(), password: 'x'.repeat(64 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    const deep = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/password',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(2000)}${']'.repeat(2000)}`,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().code).toBe('BODY_TOO_DEEP');
    const poisoned = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/password',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect((await ctx.app.inject('/api/health')).statusCode).toBe(200);
  });
});
