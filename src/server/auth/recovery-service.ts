/**
 * Password recovery, by security questions and by emailed reset link (SPEC.md sections 4, 7).
 * Neither path tells whether an email has an account.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
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
import { passwordResetTokens } from '../db/schema.js';
import { AppError } from '../errors.js';
import {
  findUserByEmail,
  type UserRow,
  updateSecurityQuestions,
  updateUserPassword,
} from '../users/repository.js';
import { assertPasswordAllowed } from './account-service.js';
import type { AuthContext } from './context.js';
import { accountKey, ipKey, isLimited, LIMITS, recordAttempt, reserveAttempt } from './rate-limit.js';
import { deleteUserSessions, type SessionData, takeRecoveryGrant } from './session-repository.js';

export const RECOVERY_GRANT_MS = 10 * 60_000;
export const RESET_TOKEN_MS = 60 * 60_000;
const WRONG_ANSWERS = 'The security answers provided were incorrect.';
const TOO_MANY_ANSWERS = 'Too many incorrect answers. Please wait 15 minutes and try again.';

export async function setUpSecurityQuestions(
  ctx: AuthContext,
  userId: string,
  input: SetupSecurityQuestionsInput,
) {
  const v = SetupSecurityQuestionsSchema.parse(input);
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
  ip: string,
) {
  const v = VerifySecurityQuestionsSchema.parse(input);
  const db = ctx.database.db;
  const withdraw = await reserveAttempt(
    db,
    [
      [LIMITS.recoveryPerAccount, accountKey(v.email)],
      [LIMITS.recoveryPerIp, ipKey(ip)],
    ],
    TOO_MANY_ANSWERS,
  );
  const user = await findUserByEmail(db, v.email);
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

/** Sets the new password and signs the account out everywhere, in one transaction. */
async function replacePassword(db: DbOrTx, userId: string, hashed: string) {
  await updateUserPassword(db, userId, hashed);
  await deleteUserSessions(db, userId);
}

/**
 * Resets the password of the account that passed the questions in this very session. The grant
 * is taken atomically (once), only for the same email, only within its 10 minutes.
 */
export async function resetPasswordWithSecurity(
  ctx: AuthContext,
  session: { sid: string; sess: SessionData } | null,
  input: { email: string; newPassword: string },
) {
  const { email, newPassword } = ResetWithSecuritySchema.parse(input);
  assertPasswordAllowed(newPassword);
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
  await ctx.database.db.transaction(async (tx) => {
    const userId = await takeRecoveryGrant(tx, sid, email);
    if (!userId) throw refused;
    await replacePassword(tx, userId, hashed);
  });
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Asks for a reset link. The answer is the same, and as quick, whatever the email: everything
 * that depends on the account (lookup, token, sending) runs after the caller has its answer.
 */
export async function requestPasswordReset(ctx: AuthContext, emailInput: string, ip: string) {
  const email = EmailSchema.parse(emailInput);
  await reserveAttempt(
    ctx.database.db,
    [[LIMITS.resetEmailPerIp, ipKey(ip)]],
    'Too many reset requests from your network. Please try again later.',
  );
  void sendResetLink(ctx, email).catch((error: unknown) =>
    ctx.log.error({ err: error }, 'could not send a password reset link'),
  );
}

/** Emails a one-hour, single-use reset link when the email has an account (three an hour at most). */
async function sendResetLink(ctx: AuthContext, email: string) {
  const db = ctx.database.db;
  const user = await findUserByEmail(db, email);
  if (!user || (await isLimited(db, [[LIMITS.resetEmailPerAccount, accountKey(email)]]))) return;
  await recordAttempt(db, 'reset-email', [accountKey(email)]);

  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    token: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_MS),
  });
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

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Whether a reset token is one we issued, unused and unexpired (for the reset page's first step). */
export async function isResetTokenValid(ctx: AuthContext, token: string): Promise<boolean> {
  if (token.length > 200) return false;
  const [row] = await ctx.database.db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.token, hashToken(token)),
        eq(passwordResetTokens.used, false),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Uses a reset token (one atomic update, so once only) to set a new password; signs out everywhere. */
export async function resetPasswordWithToken(
  ctx: AuthContext,
  input: { token: string; newPassword: string },
) {
  const { token, newPassword } = PasswordResetSchema.parse(input);
  assertPasswordAllowed(newPassword);
  const invalid = new AppError(
    'RESET_LINK_INVALID',
    400,
    'This reset link is invalid or has expired. Please request a new one.',
  );
  // A cheap look first: hashing (19 MiB of memory) only for a token worth trying.
  if (!(await isResetTokenValid(ctx, token))) throw invalid;
  const hashed = await ctx.hasher.hash(newPassword);
  await ctx.database.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ used: true })
      .where(
        and(
          eq(passwordResetTokens.token, hashToken(token)),
          eq(passwordResetTokens.used, false),
          sql`${passwordResetTokens.expiresAt} > now()`,
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw invalid;
    await replacePassword(tx, used.userId, hashed);
  });
}
