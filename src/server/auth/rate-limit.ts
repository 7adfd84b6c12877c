import { and, count, eq, gt, lt } from 'drizzle-orm';
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

/** Throws 429 with `message` when any of the counters is full. */
export async function assertNotLimited(db: DbOrTx, checks: [Limit, string][], message: string) {
  if (await isLimited(db, checks)) throw new AppError('TOO_MANY_ATTEMPTS', 429, message);
}

export async function recordAttempt(db: DbOrTx, action: string, subjects: string[]) {
  await db.insert(authAttempts).values(subjects.map((subject) => ({ action, subject })));
}

/** Drops counters older than the longest window (run with the session clean-up). */
export async function deleteOldAttempts(db: DbOrTx) {
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, new Date(Date.now() - 24 * 60 * 60_000)));
}
