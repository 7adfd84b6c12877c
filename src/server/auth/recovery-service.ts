/**
 * Password recovery, by security questions and by emailed reset link (SPEC.md sections 4, 7).
 * Neither path tells whether an email has an account.
 */
import { createHmac, randomBytes } from 'node:crypto';
import {
  EmailSchema,
  PasswordResetSchema,
  ResetWithSecuritySchema,
  type SetupSecurityQuestionsInput,
  SetupSecurityQuestionsSchema,
  type UserSecurityQuestions,
  type VerifySecurityQuestionsInput,
  VerifySecurityQuestionsSchema,
} from '../../shared/schemas/auth.js';
import { normaliseAnswer, SECURITY_QUESTIONS } from '../../shared/security-questions.js';
import type { DbOrTx } from '../db/client.js';
import { AppError } from '../errors.js';
import {
  findUserByEmail,
  findUserById,
  type UserRow,
  updateSecurityQuestions,
  updateUserPassword,
} from '../users/repository.js';
import {
  assertFreshProviderSignIn,
  attemptChecks,
  proofRedeemer,
  retireCredentials,
  verifyCurrentPassword,
} from './account-service.js';
import type { AuthContext } from './context.js';
import { type AttemptClient, trustedDeviceId } from './device-cookies.js';
import { escapeHtml, notifyAccountChange } from './notices.js';
import { assertPasswordAllowed } from './password-policy.js';
import { accountKey, clearAccountAttempts, ipKey, LIMITS, reserveAttempt } from './rate-limit.js';
import { insertResetToken, isResetTokenUsable, takeResetToken } from './reset-token-repository.js';
import type { SessionData } from './session-repository.js';
import { takeRecoveryGrant } from './session-repository.js';

export const RECOVERY_GRANT_MS = 10 * 60_000;
export const RESET_TOKEN_MS = 60 * 60_000;
const WRONG_ANSWERS = 'The security answers provided were incorrect.';
const TOO_MANY_ANSWERS =
  'Too many incorrect answers. Please wait 15 minutes, or use "Email me a reset link instead".';

/**
 * Sets or replaces the three questions. They are a way into the account, so this needs proof
 * beyond the session: the current password, or for an account without one a provider sign-in in
 * the last 10 minutes.
 */
export async function setUpSecurityQuestions(
  ctx: AuthContext,
  userId: string,
  sess: SessionData,
  input: SetupSecurityQuestionsInput,
  client: AttemptClient,
) {
  const v = SetupSecurityQuestionsSchema.parse(input);
  const user = await findUserById(ctx.database.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', 401, 'Unauthorized');
  if (user.hashedPassword) {
    if (!v.currentPassword) {
      throw new AppError('CURRENT_PASSWORD_REQUIRED', 400, 'Current password is required');
    }
    await verifyCurrentPassword(ctx, user, v.currentPassword, client);
  } else {
    assertFreshProviderSignIn(user, sess);
  }
  const [a1, a2, a3] = await Promise.all(
    [v.securityAnswer1, v.securityAnswer2, v.securityAnswer3].map((a) => ctx.hasher.hash(normaliseAnswer(a))),
  );
  await updateSecurityQuestions(ctx.database.db, userId, {
    securityQuestion1: v.securityQuestion1,
    securityQuestion2: v.securityQuestion2,
    securityQuestion3: v.securityQuestion3,
    securityAnswer1: a1!,
    securityAnswer2: a2!,
    securityAnswer3: a3!,
  });
  notifyAccountChange(ctx, user, 'security-questions');
}

/**
 * Three questions that look like a real account's, derived from the email with the server's
 * secret: the same email always gets the same ones, and nobody can tell them from real ones.
 */
export function decoyQuestions(secret: string, email: string): UserSecurityQuestions {
  const digest = createHmac('sha256', secret).update(`security-questions:${email}`).digest();
  const pool: string[] = [...SECURITY_QUESTIONS];
  const picked: string[] = [];
  for (let i = 0; picked.length < 3; i++) {
    const [question] = pool.splice(digest[i]! % pool.length, 1);
    picked.push(question!);
  }
  return { securityQuestion1: picked[0]!, securityQuestion2: picked[1]!, securityQuestion3: picked[2]! };
}

function questionsOf(user: UserRow | undefined): [string, string | null][] | undefined {
  if (!user?.securityQuestion1 || !user.securityQuestion2 || !user.securityQuestion3) return undefined;
  if (!user.securityAnswer1 || !user.securityAnswer2 || !user.securityAnswer3) return undefined;
  return [
    [user.securityQuestion1, user.securityAnswer1],
    [user.securityQuestion2, user.securityAnswer2],
    [user.securityQuestion3, user.securityAnswer3],
  ];
}

/** The account's three questions, or stable decoys for an unknown email or an account without any. */
export async function getSecurityQuestions(
  ctx: AuthContext,
  emailInput: string,
): Promise<UserSecurityQuestions> {
  const email = EmailSchema.parse(emailInput);
  const questions = questionsOf(await findUserByEmail(ctx.database.db, email));
  if (!questions) return decoyQuestions(ctx.config.sessionSecret ?? '', email);
  return {
    securityQuestion1: questions[0]![0],
    securityQuestion2: questions[1]![0],
    securityQuestion3: questions[2]![0],
  };
}

/**
 * Checks two different answers of the account's three. On success returns the grant the caller
 * stores in the server-side session; failures are limited per account and per IP.
 */
export async function verifySecurityAnswers(
  ctx: AuthContext,
  input: VerifySecurityQuestionsInput,
  client: AttemptClient,
) {
  const v = VerifySecurityQuestionsSchema.parse(input);
  const db = ctx.database.db;
  const user = await findUserByEmail(db, v.email);
  const withdraw = await reserveAttempt(db, attemptChecks(ctx, 'recovery', v.email, user, client), {
    message: TOO_MANY_ANSWERS,
    proveWork: proofRedeemer(ctx, v.proofOfWork),
  });
  const questions = questionsOf(user);
  const hashFor = (question: string) => questions?.find(([q]) => q === question)?.[1] ?? null;
  const pairs: [string | null, string][] = [
    [hashFor(v.securityQuestion1), v.securityAnswer1],
    [hashFor(v.securityQuestion2), v.securityAnswer2],
  ];
  let isCorrect = v.securityQuestion1 !== v.securityQuestion2;
  for (const [hashed, answer] of pairs) {
    // Always spend two verifications, so timing says nothing about which part was wrong.
    const ok = hashed
      ? await ctx.hasher.verify(hashed, normaliseAnswer(answer))
      : await ctx.hasher.verifyNothing(answer);
    isCorrect &&= ok;
  }
  if (!user || !isCorrect) throw new AppError('WRONG_ANSWERS', 400, WRONG_ANSWERS);
  await withdraw();
  return {
    userId: user.id,
    email: user.email,
    until: new Date(Date.now() + RECOVERY_GRANT_MS).toISOString(),
  };
}

/**
 * A reset by either path: the new password, every session, reset link and recovery grant of the
 * account retired, and its failure counters cleared (the owner has proved who they are). An
 * emailed link also clears the security questions: only the mailbox's owner could use it, and
 * answers planted by someone else (account pre-hijacking) must not survive it.
 */
async function resetPassword(
  ctx: AuthContext,
  tx: DbOrTx,
  user: Pick<UserRow, 'id' | 'email'>,
  hashed: string,
  options: { clearSecurityQuestions: boolean; client: AttemptClient },
) {
  await updateUserPassword(tx, user.id, hashed, options);
  await retireCredentials(tx, user.id);
  const deviceId = trustedDeviceId(options.client, ctx.config.sessionSecret ?? '', user.id);
  await clearAccountAttempts(tx, user.email, deviceId);
}

/**
 * Resets the password of the account that passed the questions in this very session. The grant
 * is taken atomically (once), only for the same email, only within its 10 minutes.
 */
export async function resetPasswordWithSecurity(
  ctx: AuthContext,
  session: { sid: string; sess: SessionData } | null,
  input: { email: string; newPassword: string },
  client: AttemptClient,
) {
  const { email, newPassword } = ResetWithSecuritySchema.parse(input);
  assertPasswordAllowed(newPassword, email);
  const refused = new AppError(
    'RECOVERY_NOT_VERIFIED',
    403,
    'Please answer your security questions again before choosing a new password.',
  );
  // A cheap look at the session first: hashing only for a grant worth trying. The grant is
  // then taken for real, atomically, in the transaction.
  const grant = session?.sess.recovery;
  if (!session || !grant || grant.email !== email || Date.parse(grant.until) <= Date.now()) throw refused;
  const sid = session.sid;
  const hashed = await ctx.hasher.hash(newPassword);
  const user = await ctx.database.db.transaction(async (tx) => {
    const userId = await takeRecoveryGrant(tx, sid, email);
    const owner = userId ? await findUserById(tx, userId) : undefined;
    if (!owner || owner.email !== email) throw refused;
    await resetPassword(ctx, tx, owner, hashed, { clearSecurityQuestions: false, client });
    return owner;
  });
  notifyAccountChange(ctx, user, 'password');
}

/**
 * Asks for a reset link. The answer is the same, and as quick, whatever the email: everything
 * that depends on the account (lookup, token, sending) runs after the caller has its answer.
 */
export async function requestPasswordReset(ctx: AuthContext, emailInput: string, ip: string) {
  const email = EmailSchema.parse(emailInput);
  await reserveAttempt(ctx.database.db, [{ limit: LIMITS.resetEmailPerIp, subject: ipKey(ip) }], {
    message: 'Too many reset requests from your network. Please try again later.',
  });
  void sendResetLink(ctx, email).catch((error: unknown) =>
    ctx.log.error({ err: error }, 'could not send a password reset link'),
  );
}

/**
 * Emails a one-hour, single-use reset link when the email has an account, three an hour at most:
 * the count is reserved before it is checked, so no burst of requests sends more.
 */
async function sendResetLink(ctx: AuthContext, email: string) {
  const db = ctx.database.db;
  const user = await findUserByEmail(db, email);
  if (!user) return;
  try {
    await reserveAttempt(db, [{ limit: LIMITS.resetEmailPerAccount, subject: accountKey(email) }], {
      message: 'too many reset emails',
    });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) return;
    throw error;
  }

  const token = randomBytes(32).toString('base64url');
  await insertResetToken(db, { userId: user.id, token, expiresAt: new Date(Date.now() + RESET_TOKEN_MS) });
  const link = `${ctx.config.publicUrl}/reset-password?token=${token}`;
  await ctx.mailer.send({
    to: user.email,
    subject: 'Reset your Cruise Companion password',
    text: [
      `Hello${user.firstName ? ` ${user.firstName}` : ''},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Cruise Companion account.',
      `Choose a new password here within the next hour: ${link}`,
      '',
      'If it was not you, ignore this email: your password stays as it is.',
    ].join('\n'),
    html: `<p>Hello${user.firstName ? ` ${escapeHtml(user.firstName)}` : ''},</p>
<p>Someone (hopefully you) asked to reset the password of your Cruise Companion account.</p>
<p><a href="${link}">Choose a new password</a> within the next hour.</p>
<p>If it was not you, ignore this email: your password stays as it is.</p>`,
  });
}

/** Whether a reset token is one we issued, unused and unexpired (for the reset page's first step). */
export async function isResetTokenValid(ctx: AuthContext, token: string): Promise<boolean> {
  if (token.length > 200) return false;
  return isResetTokenUsable(ctx.database.db, token);
}

/**
 * Uses a reset token (one atomic update, so once only) to set a new password. Signs the account
 * out everywhere and clears its security questions: the owner is asked to set them again.
 */
export async function resetPasswordWithToken(
  ctx: AuthContext,
  input: { token: string; newPassword: string },
  client: AttemptClient,
) {
  const { token, newPassword } = PasswordResetSchema.parse(input);
  const invalid = new AppError(
    'RESET_LINK_INVALID',
    400,
    'This reset link is invalid or has expired. Please request a new one.',
  );
  // A cheap look first: hashing (19 MiB of memory) only for a token worth trying.
  if (!(await isResetTokenValid(ctx, token))) throw invalid;
  assertPasswordAllowed(newPassword);
  const hashed = await ctx.hasher.hash(newPassword);
  const user = await ctx.database.db.transaction(async (tx) => {
    const userId = await takeResetToken(tx, token);
    const owner = userId ? await findUserById(tx, userId) : undefined;
    if (!owner) throw invalid;
    assertPasswordAllowed(newPassword, owner.email);
    await resetPassword(ctx, tx, owner, hashed, { clearSecurityQuestions: true, client });
    return owner;
  });
  notifyAccountChange(ctx, user, 'password');
}
