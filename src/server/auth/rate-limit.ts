import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { authAttempts } from '../db/schema.js';
import { AppError } from '../errors.js';

export interface Limit {
  action: string;
  max: number;
  windowMs: number;
}

/**
 * Failure limits (not request limits): a household behind one address is never locked out by
 * its own correct sign-ins. Counts live in the database, so every instance sees the same.
 */
export const LIMITS = {
  loginPerAccount: { action: 'login', max: 10, windowMs: 15 * 60_000 },
  loginPerIp: { action: 'login', max: 100, windowMs: 15 * 60_000 },
  recoveryPerAccount: { action: 'recovery', max: 5, windowMs: 15 * 60_000 },
  recoveryPerIp: { action: 'recovery', max: 50, windowMs: 15 * 60_000 },
  resetEmailPerAccount: { action: 'reset-email', max: 3, windowMs: 60 * 60_000 },
  resetEmailPerIp: { action: 'reset-email', max: 30, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

export const accountKey = (email: string) => `account:${email}`;
export const ipKey = (ip: string) => `ip:${ip}`;

export async function countAttempts(db: DbOrTx, limit: Limit, subject: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.action, limit.action),
        eq(authAttempts.subject, subject),
        gt(authAttempts.createdAt, new Date(Date.now() - limit.windowMs)),
      ),
    );
  return row?.n ?? 0;
}

export async function isLimited(db: DbOrTx, checks: [Limit, string][]): Promise<boolean> {
  for (const [limit, subject] of checks) {
    if ((await countAttempts(db, limit, subject)) >= limit.max) return true;
  }
  return false;
}

export async function recordAttempt(db: DbOrTx, action: string, subjects: string[]) {
  await db.insert(authAttempts).values(subjects.map((subject) => ({ action, subject })));
}

/**
 * Counts an attempt before it is checked: its rows go in first, then the counters are read, so
 * requests sent in parallel cannot all pass a count taken before any of them was recorded. Throws
 * 429 with `message` (withdrawing the rows) when a counter is over its limit. Returns the function
 * that withdraws the attempt: call it when the attempt succeeded, since only failures count.
 */
export async function reserveAttempt(
  db: DbOrTx,
  checks: [Limit, string][],
  message: string,
): Promise<() => Promise<void>> {
  const rows = await db
    .insert(authAttempts)
    .values(checks.map(([limit, subject]) => ({ action: limit.action, subject })))
    .returning({ id: authAttempts.id });
  const ids = rows.map((row) => row.id);
  const withdraw = async () => {
    await db.delete(authAttempts).where(inArray(authAttempts.id, ids));
  };
  for (const [limit, subject] of checks) {
    if ((await countAttempts(db, limit, subject)) > limit.max) {
      await withdraw();
      throw new AppError('TOO_MANY_ATTEMPTS', 429, message);
    }
  }
  return withdraw;
}

/** Drops counters older than the longest window (run with the session clean-up). */
export async function deleteOldAttempts(db: DbOrTx) {
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, new Date(Date.now() - 24 * 60 * 60_000)));
}
