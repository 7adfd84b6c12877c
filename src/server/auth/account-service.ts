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
import type { DbOrTx } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { AppError } from '../errors.js';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  type UserRow,
  updateUserPassword,
} from '../users/repository.js';
import type { AuthContext } from './context.js';
import { type AttemptClient, trustedDeviceId } from './device-cookies.js';
import { notifyAccountChange } from './notices.js';
import { assertPasswordAllowed } from './password-policy.js';
import { redeemProofOfWork } from './proof-of-work.js';
import { type AttemptCheck, accountKey, deviceKey, ipKey, LIMITS, reserveAttempt } from './rate-limit.js';
import { revokeResetTokens } from './reset-token-repository.js';
import { deleteUserSessions, revokeRecoveryGrants, type SessionData } from './session-repository.js';

const INVALID_CREDENTIALS = 'Invalid email or password';
const TOO_MANY_SIGN_INS =
  'Too many failed sign-in attempts. Please wait 15 minutes, or reset your password to get back in now.';
const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';
/** A provider sign-in this recent stands in for the password of an account that has none. */
export const FRESH_PROVIDER_SIGN_IN_MS = 10 * 60_000;

/**
 * The counters an attempt on an account's password or answers goes to. A browser holding a
 * device token for the account has its own counter; any other client shares the account's
 * counter for untrusted clients and its address's counter (`withAddress`), which asks for a
 * proof of work rather than refusing once it is over.
 */
export function attemptChecks(
  ctx: AuthContext,
  kind: 'login' | 'recovery',
  email: string,
  user: UserRow | undefined,
  client: AttemptClient,
  { withAddress = true } = {},
): AttemptCheck[] {
  const deviceId = user ? trustedDeviceId(client, ctx.config.sessionSecret ?? '', user.id) : null;
  const limits =
    kind === 'login'
      ? { device: LIMITS.loginPerDevice, account: LIMITS.loginPerAccount, ip: LIMITS.loginPerIp }
      : { device: LIMITS.recoveryPerDevice, account: LIMITS.recoveryPerAccount, ip: LIMITS.recoveryPerIp };
  if (deviceId) return [{ limit: limits.device, subject: deviceKey(deviceId) }];
  const checks: AttemptCheck[] = [{ limit: limits.account, subject: accountKey(email) }];
  if (withAddress) checks.push({ limit: limits.ip, subject: ipKey(client.ip), whenOver: 'challenge' });
  return checks;
}

/** The signed-in account's record (the current-user call). */
export function findAccount(ctx: AuthContext, userId: string): Promise<UserRow | undefined> {
  return findUserById(ctx.database.db, userId);
}

/** Spends a proof of work sent with the request, when a counter asks for one. */
export const proofRedeemer = (ctx: AuthContext, proofOfWork: string | undefined) => () =>
  redeemProofOfWork(ctx.database.db, ctx.config.sessionSecret ?? '', proofOfWork);

export async function registerUser(
  ctx: AuthContext,
  input: RegisterInput,
  client: AttemptClient,
): Promise<UserRow> {
  const { email, password, firstName, lastName, proofOfWork } = RegisterSchema.parse(input);
  assertPasswordAllowed(password, email);
  const db = ctx.database.db;
  // Every sign-up that gets this far counts, taken addresses (409) included: the limit slows
  // both mass sign-ups and probing which emails have accounts. Never withdrawn.
  await reserveAttempt(
    db,
    [{ limit: LIMITS.signUpPerIp, subject: ipKey(client.ip), whenOver: 'challenge' }],
    {
      message: 'Too many sign-ups from your network.',
      challengeMessage:
        'Many accounts were created from your network recently. Your browser needs to do a quick check first.',
      proveWork: proofRedeemer(ctx, proofOfWork),
    },
  );
  if (await findUserByEmail(db, email)) throw new AppError('EMAIL_TAKEN', 409, EMAIL_TAKEN);
  const hashedPassword = await ctx.hasher.hash(password);
  try {
    return await insertUser(db, { email, hashedPassword, firstName, lastName, authMethod: 'password' });
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', 409, EMAIL_TAKEN);
    throw error;
  }
}

/**
 * Checks an email and password. An unknown email, an account without a password and a wrong
 * password take the same time and get the same answer; failures are counted (see
 * {@link attemptChecks}).
 */
export async function authenticate(
  ctx: AuthContext,
  input: LoginInput,
  client: AttemptClient,
): Promise<UserRow> {
  const { email, password, proofOfWork } = LoginSchema.parse(input);
  const db = ctx.database.db;
  const user = await findUserByEmail(db, email);
  const withdraw = await reserveAttempt(db, attemptChecks(ctx, 'login', email, user, client), {
    message: TOO_MANY_SIGN_INS,
    proveWork: proofRedeemer(ctx, proofOfWork),
  });
  const isValid = user?.hashedPassword
    ? await ctx.hasher.verify(user.hashedPassword, password)
    : await ctx.hasher.verifyNothing(password);
  if (!user || !isValid) throw new AppError('INVALID_CREDENTIALS', 401, INVALID_CREDENTIALS);
  await withdraw();
  return user;
}

/**
 * Checks the current password of a signed-in account before a sensitive change. Failures count
 * like sign-in failures (device, else account), so a stolen session cannot guess it freely.
 */
export async function verifyCurrentPassword(
  ctx: AuthContext,
  user: UserRow,
  password: string,
  client: AttemptClient,
) {
  if (!user.hashedPassword) {
    throw new AppError('NO_PASSWORD', 400, 'Your account has no password yet. Add one instead.');
  }
  const withdraw = await reserveAttempt(
    ctx.database.db,
    attemptChecks(ctx, 'login', user.email, user, client, { withAddress: false }),
    { message: TOO_MANY_SIGN_INS },
  );
  if (!(await ctx.hasher.verify(user.hashedPassword, password))) {
    throw new AppError('WRONG_PASSWORD', 400, 'Your current password is incorrect.');
  }
  await withdraw();
}

/**
 * For an account without a password, the proof that stands in for it: a provider sign-in in this
 * session within the last 10 minutes.
 */
export function assertFreshProviderSignIn(user: UserRow, sess: SessionData) {
  const at = sess.providerSignInAt ? Date.parse(sess.providerSignInAt) : Number.NaN;
  if (Date.now() - at < FRESH_PROVIDER_SIGN_IN_MS) return;
  const provider = user.authMethod === 'google' ? 'Google' : 'your sign-in provider';
  throw new AppError(
    'REAUTHENTICATION_REQUIRED',
    403,
    `For your security, please sign in with ${provider} again, then save within 10 minutes.`,
    { authMethod: user.authMethod },
  );
}

/**
 * What every password change or reset does besides the new hash: every reset link and recovery
 * grant of the account dies, and every session of the account ends (the caller starts a new one
 * for the person who changed it, when that is who they are).
 */
export async function retireCredentials(tx: DbOrTx, userId: string) {
  await revokeResetTokens(tx, userId);
  await revokeRecoveryGrants(tx, userId);
  await deleteUserSessions(tx, userId);
}

/** Changes a password after checking the current one; every session ends (the route starts a new one). */
export async function changePassword(
  ctx: AuthContext,
  userId: string,
  input: ChangePasswordInput,
  client: AttemptClient,
) {
  const { currentPassword, newPassword } = ChangePasswordSchema.parse(input);
  const db = ctx.database.db;
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', 401, 'Unauthorized');
  await verifyCurrentPassword(ctx, user, currentPassword, client);
  assertPasswordAllowed(newPassword, user.email);
  const hashed = await ctx.hasher.hash(newPassword);
  await db.transaction(async (tx) => {
    await updateUserPassword(tx, userId, hashed);
    await retireCredentials(tx, userId);
  });
  notifyAccountChange(ctx, user, 'password');
}

/**
 * Gives a provider account (Google, OIDC) a password so it can also sign in with email; needs a
 * fresh provider sign-in, so a stolen session cannot give the account a password of its own.
 */
export async function addPassword(
  ctx: AuthContext,
  userId: string,
  sess: SessionData,
  input: AddPasswordInput,
) {
  const { newPassword } = AddPasswordSchema.parse(input);
  const db = ctx.database.db;
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', 401, 'Unauthorized');
  if (user.hashedPassword) {
    throw new AppError('HAS_PASSWORD', 409, 'Your account already has a password. Change it instead.');
  }
  assertFreshProviderSignIn(user, sess);
  assertPasswordAllowed(newPassword, user.email);
  const hashed = await ctx.hasher.hash(newPassword);
  await db.transaction(async (tx) => {
    await updateUserPassword(tx, userId, hashed);
    await revokeResetTokens(tx, userId);
    await revokeRecoveryGrants(tx, userId);
  });
  notifyAccountChange(ctx, user, 'password-added');
}
