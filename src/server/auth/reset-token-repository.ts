import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { passwordResetTokens } from '../db/schema.js';

/** Reset tokens are stored as their SHA-256 only: a copy of the table cannot be used. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function insertResetToken(
  db: DbOrTx,
  values: { userId: string; token: string; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values({ ...values, token: hashResetToken(values.token) });
}

export async function isResetTokenUsable(db: DbOrTx, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.token, hashResetToken(token)),
        eq(passwordResetTokens.used, false),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Marks a usable token used in one statement (so only once) and returns its account. */
export async function takeResetToken(db: DbOrTx, token: string): Promise<string | undefined> {
  const [used] = await db
    .update(passwordResetTokens)
    .set({ used: true })
    .where(
      and(
        eq(passwordResetTokens.token, hashResetToken(token)),
        eq(passwordResetTokens.used, false),
        sql`${passwordResetTokens.expiresAt} > now()`,
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return used?.userId;
}

/** Spends every outstanding token of an account (after any password change or reset). */
export async function revokeResetTokens(db: DbOrTx, userId: string) {
  await db
    .update(passwordResetTokens)
    .set({ used: true })
    .where(and(eq(passwordResetTokens.userId, userId), eq(passwordResetTokens.used, false)));
}
