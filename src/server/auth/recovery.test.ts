import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_QUESTIONS } from '../../shared/security-questions.js';
import type { App } from '../app.js';
import {
  currentUser,
  GOOD_PASSWORD,
  sessionCookie,
  signIn,
  signUp,
  testIp,
  uniqueEmail,
} from '../test-support/auth-helpers.js';
import { resetTokenFrom, startSmtpInbox } from '../test-support/smtp-inbox.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

const [Q1, Q2, Q3] = SECURITY_QUESTIONS as unknown as [string, string, string];
const ANSWERS: Record<string, string> = { [Q1]: 'Harbour Road', [Q2]: 'Marta', [Q3]: 'Fiat Panda' };
const answer = (question: string) => ANSWERS[question]!;
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

const post = (app: App, url: string, payload: object, cookie?: string) =>
  app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {}, remoteAddress: testIp() });

/** An account with its three security questions set up. */
async function accountWithQuestions() {
  const account = await signUp(ctx.app);
  const res = await post(
    ctx.app,
    '/api/auth/setup-security-questions',
    {
      securityQuestion1: Q1,
      securityAnswer1: answer(Q1),
      securityQuestion2: Q2,
      securityAnswer2: answer(Q2),
      securityQuestion3: Q3,
      securityAnswer3: answer(Q3),
      currentPassword: account.password,
    },
    account.cookie,
  );
  expect(res.statusCode).toBe(200);
  return account;
}

const verify = (email: string, answers: [string, string, string, string], cookie?: string) =>
  post(
    ctx.app,
    '/api/auth/verify-security-questions',
    {
      email,
      securityQuestion1: answers[0],
      securityAnswer1: answers[1],
      securityQuestion2: answers[2],
      securityAnswer2: answers[3],
    },
    cookie,
  );

describe('security questions set-up', () => {
  it('stores three different questions with hashed answers and flags the user', async () => {
    const { user, cookie } = await accountWithQuestions();
    const rows = await ctx.database.query<Record<string, string>>(
      'select security_question_1, security_answer_1, security_answer_2 from users where id = $1',
      [user.id],
    );
    expect(rows[0]!.security_question_1).toBe(Q1);
    expect(rows[0]!.security_answer_1).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.security_answer_1).not.toBe(rows[0]!.security_answer_2);
    const me = await currentUser(ctx.app, cookie);
    expect(me.json().hasSecurityQuestions).toBe(true);
    expect(me.body).not.toContain('argon2');
  });

  it('refuses the same question twice, unknown questions, blank answers and visitors', async () => {
    const { cookie } = await signUp(ctx.app);
    const base = {
      securityQuestion1: Q1,
      securityAnswer1: 'a',
      securityQuestion2: Q2,
      securityAnswer2: 'b',
      securityQuestion3: Q3,
      securityAnswer3: 'c',
    };
    const twice = await post(
      ctx.app,
      '/api/auth/setup-security-questions',
      { ...base, securityQuestion3: Q1 },
      cookie,
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().issues).toContainEqual({
      path: 'securityQuestion3',
      message: 'Please select different security questions',
    });
    const unknown = await post(
      ctx.app,
      '/api/auth/setup-security-questions',
      { ...base, securityQuestion2: 'Favourite colour?' },
      cookie,
    );
    expect(unknown.statusCode).toBe(400);
    const blank = await post(
      ctx.app,
      '/api/auth/setup-security-questions',
      { ...base, securityAnswer2: '   ' },
      cookie,
    );
    expect(blank.json().issues).toContainEqual({
      path: 'securityAnswer2',
      message: 'Please provide an answer',
    });
    expect((await post(ctx.app, '/api/auth/setup-security-questions', base)).statusCode).toBe(401);
  });
});

describe('recovery by security questions', () => {
  it('returns the three questions; an unknown email gets stable decoys that look the same', async () => {
    const { email } = await accountWithQuestions();
    const known = await post(ctx.app, '/api/auth/get-user-security-questions', { email });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ securityQuestion1: Q1, securityQuestion2: Q2, securityQuestion3: Q3 });

    const stranger = uniqueEmail('stranger');
    const first = await post(ctx.app, '/api/auth/get-user-security-questions', { email: stranger });
    const again = await post(ctx.app, '/api/auth/get-user-security-questions', { email: stranger });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(again.json());
    const decoys = Object.values(first.json()) as string[];
    expect(new Set(decoys).size).toBe(3);
    for (const q of decoys) expect(SECURITY_QUESTIONS).toContain(q);
    expect(Object.keys(first.json())).toEqual(Object.keys(known.json()));
  });

  it('verifies two answers (any case and spacing), then resets once, signs out everywhere', async () => {
    const { email, cookie: oldSession } = await accountWithQuestions();
    const ok = await verify(email, [Q3, '  fiat PANDA ', Q1, 'harbour road']);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: 'Security questions verified' });
    const recoverySession = sessionCookie(ok)!;

    const reset = await post(
      ctx.app,
      '/api/auth/reset-password-with-security',
      { email, newPassword: NEW_PASSWORD },
      recoverySession,
    );
    expect(reset.statusCode).toBe(200);
    expect((await currentUser(ctx.app, oldSession)).statusCode).toBe(401);
    expect((await signIn(ctx.app, email, NEW_PASSWORD)).statusCode).toBe(200);

    // The grant is used up: a second reset from the same session is refused.
    const again = await post(
      ctx.app,
      '/api/auth/reset-password-with-security',
      { email, newPassword: 'Yet another pass 1' },
      recoverySession,
    );
    expect(again.statusCode).toBe(403);
    expect((await signIn(ctx.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a reset from a session that never verified, and leaves the password alone', async () => {
    const { email } = await accountWithQuestions();
    const stranger = await signUp(ctx.app);
    for (const cookie of [undefined, stranger.cookie]) {
      const res = await post(
        ctx.app,
        '/api/auth/reset-password-with-security',
        { email, newPassword: NEW_PASSWORD },
        cookie,
      );
      expect(res.statusCode).toBe(403);
    }
    expect((await signIn(ctx.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a reset for another email than the one verified in the session', async () => {
    const victim = await accountWithQuestions();
    const attacker = await accountWithQuestions();
    const ok = await verify(attacker.email, [Q1, answer(Q1), Q2, answer(Q2)]);
    const res = await post(
      ctx.app,
      '/api/auth/reset-password-with-security',
      { email: victim.email, newPassword: NEW_PASSWORD },
      sessionCookie(ok),
    );
    expect(res.statusCode).toBe(403);
    expect((await signIn(ctx.app, victim.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired grant', async () => {
    const { email } = await accountWithQuestions();
    const ok = await verify(email, [Q1, answer(Q1), Q2, answer(Q2)]);
    await ctx.database.query(
      `update session set sess = jsonb_set(sess, '{recovery,until}', to_jsonb((now() - interval '1 second')::text))
       where sess -> 'recovery' ->> 'email' = $1`,
      [email],
    );
    const res = await post(
      ctx.app,
      '/api/auth/reset-password-with-security',
      { email, newPassword: NEW_PASSWORD },
      sessionCookie(ok),
    );
    expect(res.statusCode).toBe(403);
  });

  it('answers a wrong answer, a repeated question and an unknown email alike', async () => {
    const { email } = await accountWithQuestions();
    const wrong = await verify(email, [Q1, answer(Q1), Q2, 'wrong']);
    const repeated = await verify(email, [Q1, answer(Q1), Q1, answer(Q1)]);
    const unknown = await verify(uniqueEmail('ghost'), [Q1, 'a', Q2, 'b']);
    for (const res of [wrong, repeated, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'The security answers provided were incorrect.',
        code: 'WRONG_ANSWERS',
      });
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it('lets at most 5 guesses through when they arrive all at once', async () => {
    const { email } = await accountWithQuestions();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => verify(email, [Q1, `parallel guess ${i}`, Q2, 'x'])),
    );
    const statuses = results.map((res) => res.statusCode);
    const checked = statuses.filter((status) => status === 400).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBe(12 - checked);
    // The guesses that were checked count: the account has only 5 - checked left.
    for (let i = checked; i < 5; i++)
      expect((await verify(email, [Q1, `late guess ${i}`, Q2, 'x'])).statusCode).toBe(400);
    expect((await verify(email, [Q1, answer(Q1), Q2, answer(Q2)])).statusCode).toBe(429);
  });

  it('accepts an answer however its accents were typed (Unicode normalisation)', async () => {
    const account = await signUp(ctx.app);
    const composed = 'Café Ålesund';
    const decomposed = 'Cafe\u0301 A\u030alesund';
    await post(
      ctx.app,
      '/api/auth/setup-security-questions',
      {
        securityQuestion1: Q1,
        securityAnswer1: composed,
        securityQuestion2: Q2,
        securityAnswer2: 'b',
        securityQuestion3: Q3,
        securityAnswer3: 'c',
        currentPassword: account.password,
      },
      account.cookie,
    );
    expect((await verify(account.email, [Q1, decomposed, Q2, 'B'])).statusCode).toBe(200);
  });

  it('stops guessing after 5 failures per account in 15 minutes, even with the right answers', async () => {
    const { email } = await accountWithQuestions();
    for (let i = 0; i < 5; i++)
      expect((await verify(email, [Q1, `guess ${i}`, Q2, 'x'])).statusCode).toBe(400);
    const blocked = await verify(email, [Q1, answer(Q1), Q2, answer(Q2)]);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Too many incorrect answers. Please wait 15 minutes, or use "Email me a reset link instead".',
    );
  });
});

describe('recovery by emailed reset link', () => {
  it('mails a one-hour link built from PUBLIC_URL; the token resets once and signs out everywhere', async () => {
    const { email, cookie } = await signUp(ctx.app);
    const res = await post(ctx.app, '/api/auth/password-reset-request', { email }, undefined);
    expect(res.statusCode).toBe(200);
    const mail = await inbox.mailTo(email);
    expect(mail.raw).toContain(`${ctx.config.publicUrl}/reset-password?token=`);
    const token = resetTokenFrom(mail);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url

    const stored = await ctx.database.query<{ token: string }>(
      'select token from password_reset_tokens t join users u on u.id = t.user_id where u.email = $1',
      [email],
    );
    expect(stored[0]!.token).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.token).not.toBe(token);

    const status = await ctx.app.inject(`/api/auth/verify-reset-token/${token}`);
    expect(status.json()).toEqual({ valid: true });
    expect(status.headers['referrer-policy']).toBe('no-referrer');

    const reset = await post(ctx.app, '/api/auth/password-reset', { token, newPassword: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect((await currentUser(ctx.app, cookie)).statusCode).toBe(401);
    expect((await signIn(ctx.app, email, NEW_PASSWORD)).statusCode).toBe(200);

    const reused = await post(ctx.app, '/api/auth/password-reset', {
      token,
      newPassword: 'Third password here',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(
      'This reset link is invalid or has expired. Please request a new one.',
    );
    expect((await ctx.app.inject(`/api/auth/verify-reset-token/${token}`)).json()).toEqual({ valid: false });
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const { email } = await signUp(ctx.app);
    const known = await post(ctx.app, '/api/auth/password-reset-request', { email });
    const ghost = uniqueEmail('ghost');
    const unknown = await post(ctx.app, '/api/auth/password-reset-request', { email: ghost });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await inbox.mailTo(email);
    expect(inbox.received.some((m) => m.to.includes(ghost))).toBe(false);
  });

  it('refuses an expired token', async () => {
    const { email } = await signUp(ctx.app);
    await post(ctx.app, '/api/auth/password-reset-request', { email });
    const token = resetTokenFrom(await inbox.mailTo(email));
    await ctx.database.query(
      `update password_reset_tokens set expires_at = now() - interval '1 second'
       where user_id = (select id from users where email = $1)`,
      [email],
    );
    expect((await ctx.app.inject(`/api/auth/verify-reset-token/${token}`)).json()).toEqual({ valid: false });
    const res = await post(ctx.app, '/api/auth/password-reset', { token, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect((await signIn(ctx.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('answers at once and the same even when the mail server is down', async () => {
    const offline = await createTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:9' } });
    try {
      const { email } = await signUp(offline.app);
      const known = await post(offline.app, '/api/auth/password-reset-request', { email });
      const unknown = await post(offline.app, '/api/auth/password-reset-request', {
        email: uniqueEmail('ghost'),
      });
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
    } finally {
      await offline.close();
    }
  });

  it('says a made-up token is invalid', async () => {
    expect((await ctx.app.inject('/api/auth/verify-reset-token/made-up')).json()).toEqual({ valid: false });
    const res = await post(ctx.app, '/api/auth/password-reset', {
      token: 'made-up',
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
  });
});
