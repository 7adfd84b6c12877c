import { EmailSchema } from '../../shared/schemas/auth.js';
import { isUniqueViolation } from '../db/errors.js';
import {
  findUserByEmail,
  findUserByIdentity,
  insertIdentity,
  insertUser,
  type UserRow,
} from '../users/repository.js';
import type { AuthContext } from './context.js';
import type { ProviderKey, ProviderProfile } from './providers.js';

export type ProviderSignInResult =
  | { kind: 'signed-in'; user: UserRow; isNew: boolean }
  | { kind: 'email-taken'; email: string }
  | { kind: 'no-email' };

/**
 * Finds or creates the account of a provider identity. Accounts are keyed by (issuer, subject);
 * an email that already belongs to another account is never linked silently.
 */
export async function signInWithProvider(
  ctx: AuthContext,
  provider: ProviderKey,
  profile: ProviderProfile,
): Promise<ProviderSignInResult> {
  const db = ctx.database.db;
  const existing = await findUserByIdentity(db, profile.issuer, profile.subject);
  if (existing) return { kind: 'signed-in', user: existing, isNew: false };

  const email = EmailSchema.safeParse(profile.email ?? '');
  // Only a provider that vouches for the address may create an account with it.
  if (!email.success || profile.emailVerified !== true) return { kind: 'no-email' };
  if (await findUserByEmail(db, email.data)) return afterRace(ctx, profile, email.data);

  try {
    const user = await db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        email: email.data,
        firstName: profile.firstName ?? null,
        lastName: profile.lastName ?? null,
        authMethod: provider,
      });
      await insertIdentity(tx, { issuer: profile.issuer, subject: profile.subject, userId: created.id });
      return created;
    });
    return { kind: 'signed-in', user, isNew: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return afterRace(ctx, profile, email.data);
  }
}

/**
 * The email has an account: either another one (never linked) or the one a simultaneous first
 * sign-in of this very identity has just created (a double click, two tabs), which is signed in.
 */
async function afterRace(
  ctx: AuthContext,
  profile: ProviderProfile,
  email: string,
): Promise<ProviderSignInResult> {
  const winner = await findUserByIdentity(ctx.database.db, profile.issuer, profile.subject);
  if (winner) return { kind: 'signed-in', user: winner, isNew: false };
  return { kind: 'email-taken', email };
}
