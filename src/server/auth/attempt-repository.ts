import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { authAttempts } from '../db/schema.js';

/** Failed attempts of `action` by `subject` since `since` (served by the (action, subject, created_at) index). */
export async function countAttemptsSince(db: DbOrTx, action: string, subject: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.action, action),
        eq(authAttempts.subject, subject),
        gt(authAttempts.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Takes a transaction-scoped advisory lock per counter (sorted, so two attempts never wait on
 * each other in opposite orders): every instance counts and records one attempt at a time.
 */
export async function lockCounters(tx: DbOrTx, keys: string[]) {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}

export async function insertAttempts(db: DbOrTx, rows: { action: string; subject: string }[]) {
  const inserted = await db.insert(authAttempts).values(rows).returning({ id: authAttempts.id });
  return inserted.map((row) => row.id);
}

export async function deleteAttempts(db: DbOrTx, ids: string[]) {
  await db.delete(authAttempts).where(inArray(authAttempts.id, ids));
}

export async function deleteAttemptsOf(db: DbOrTx, subjects: string[]) {
  await db.delete(authAttempts).where(inArray(authAttempts.subject, subjects));
}

export async function deleteAttemptsBefore(db: DbOrTx, before: Date) {
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, before));
}
