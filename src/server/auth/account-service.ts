import type {
  AddPasswordInput,
  ChangePasswordInput,
  LoginInput,
  RegisterInput,
} from '../../shared/schemas/auth.js';
import {
  AddPasswordSchema,
  ChangePasswordSchema,
  LoginSchema,
  RegisterSchema,
} from '../../shared/schemas/auth.js';
import { AppError } from '../errors.js';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  type UserRow,
  updateUserPassword,
} from '../users/repository.js';
import { isCommonPassword } from './common-passwords.js';
import type { AuthContext } from './context.js';
import { accountKey, ipKey, LIMITS, reserveAttempt } from './rate-limit.js';
import { deleteUserSessions } from './session-repository.js';

const INVALID_CREDENTIALS = 'Invalid email or password';
const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

/** Refuses the passwords every attacker tries first. */
export function assertPasswordAllowed(password: string) {
  if (isCommonPassword(password)) {
    throw new AppError(
      'PASSWORD_TOO_COMMON',
      400,
      'This password is too common and easy to guess. Please choose another one.',
    );
  }
}

export async function registerUser(ctx: AuthContext, input: RegisterInput): Promise<UserRow> {
  const { email, password, firstName, lastName } = RegisterSchema.parse(input);
  assertPasswordAllowed(password);
  if (await findUserByEmail(ctx.database.db, email)) {
    throw new AppError(
      'EMAIL_TAKEN',
      409,
      'An account with this email already exists. Please sign in instead.',
    );
  }
  const hashedPassword = await ctx.hasher.hash(password);
  try {
    return await insertUser(ctx.database.db, {
      email,
      hashedPassword,
      firstName,
      lastName,
      authMethod: 'password',
    });
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (
      String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) ===
      '23505'
    ) {
      throw new AppError(
        'EMAIL_TAKEN',
        409,
        'An account with this email already exists. Please sign in instead.',
      );
    }
    throw error;
  }
}

/**
 * Checks an email and password. An unknown email, an account without a password and a wrong
 * password take the same time and get the same answer; failures are counted per account and IP.
 */
export async function authenticate(ctx: AuthContext, input: LoginInput, ip: string): Promise<UserRow> {
  const { email, password } = LoginSchema.parse(input);
  const db = ctx.database.db;
  const withdraw = await reserveAttempt(
    db,
    [
      [LIMITS.loginPerAccount, accountKey(email)],
      [LIMITS.loginPerIp, ipKey(ip)],
    ],
    TOO_MANY_SIGN_INS,
  );
  const user = await findUserByEmail(db, email);
  const isValid = user?.hashedPassword
    ? await ctx.hasher.verify(user.hashedPassword, password)
    : await ctx.hasher.verifyNothing(password);
  if (!user || !isValid) throw new AppError('INVALID_CREDENTIALS', 401, INVALID_CREDENTIALS);
  await withdraw();
  return user;
}

/** Changes a password after checking the current one; signs out every other session. */
export async function changePassword(
  ctx: AuthContext,
  userId: string,
  currentSid: string,
  input: ChangePasswordInput,
  ip: string,
) {
  const { currentPassword, newPassword } = ChangePasswordSchema.parse(input);
  const db = ctx.database.db;
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', 401, 'Unauthorized');
  if (!user.hashedPassword) {
    throw new AppError('NO_PASSWORD', 400, 'Your account has no password yet. Add one instead.');
  }
  const withdraw = await reserveAttempt(
    db,
    [
      [LIMITS.loginPerAccount, accountKey(user.email)],
      [LIMITS.loginPerIp, ipKey(ip)],
    ],
    TOO_MANY_SIGN_INS,
  );
  if (!(await ctx.hasher.verify(user.hashedPassword, currentPassword))) {
    throw new AppError('WRONG_PASSWORD', 400, 'Your current password is incorrect.');
  }
  await withdraw();
  assertPasswordAllowed(newPassword);
  const hashed = await ctx.hasher.hash(newPassword);
  await db.transaction(async (tx) => {
    await updateUserPassword(tx, userId, hashed);
    await deleteUserSessions(tx, userId, currentSid);
  });
}

/** Gives a provider account (Google, OIDC) a password so it can also sign in with email. */
export async function addPassword(ctx: AuthContext, userId: string, input: AddPasswordInput) {
  const { newPassword } = AddPasswordSchema.parse(input);
  const user = await findUserById(ctx.database.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', 401, 'Unauthorized');
  if (user.hashedPassword) {
    throw new AppError('HAS_PASSWORD', 409, 'Your account already has a password. Change it instead.');
  }
  assertPasswordAllowed(newPassword);
  await updateUserPassword(ctx.database.db, userId, await ctx.hasher.hash(newPassword));
}
