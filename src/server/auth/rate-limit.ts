import type { Database, DbOrTx } from '../db/client.js';
import { AppError } from '../errors.js';
import {
  countAttemptsSince,
  deleteAttempts,
  deleteAttemptsBefore,
  deleteAttemptsOf,
  insertAttempts,
  lockCounters,
} from './attempt-repository.js';

export interface Limit {
  action: string;
  max: number;
  windowMs: number;
}

/**
 * Failure limits (not request limits): a household behind one address is never locked out by
 * its own correct sign-ins. Counts live in the database, so every instance sees the same.
 *
 * Per account, only failures from clients without a device cookie for it count (`…PerAccount`);
 * a browser that signed in before has a counter of its own (`…PerDevice`). Per address, going
 * over the limit does not refuse anyone: it asks for a proof of work (`whenOver: 'challenge'`).
 */
export const LIMITS = {
  loginPerAccount: { action: 'login', max: 10, windowMs: 15 * 60_000 },
  loginPerDevice: { action: 'login', max: 10, windowMs: 15 * 60_000 },
  loginPerIp: { action: 'login', max: 100, windowMs: 15 * 60_000 },
  recoveryPerAccount: { action: 'recovery', max: 5, windowMs: 15 * 60_000 },
  recoveryPerDevice: { action: 'recovery', max: 5, windowMs: 15 * 60_000 },
  recoveryPerIp: { action: 'recovery', max: 50, windowMs: 15 * 60_000 },
  resetEmailPerAccount: { action: 'reset-email', max: 3, windowMs: 60 * 60_000 },
  resetEmailPerIp: { action: 'reset-email', max: 30, windowMs: 60 * 60_000 },
  signUpPerIp: { action: 'sign-up', max: 10, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

export const accountKey = (email: string) => `account:${email}`;
export const ipKey = (ip: string) => `ip:${ip}`;
export const deviceKey = (deviceId: string) => `device:${deviceId}`;

export interface AttemptCheck {
  limit: Limit;
  subject: string;
  /** Over the limit: refuse with 429 (default), or let through only with a solved proof of work. */
  whenOver?: 'refuse' | 'challenge';
}

export const CHALLENGE_REQUIRED = 'CHALLENGE_REQUIRED';

export function countAttempts(db: DbOrTx, limit: Limit, subject: string): Promise<number> {
  return countAttemptsSince(db, limit.action, subject, new Date(Date.now() - limit.windowMs));
}

/**
 * Counts an attempt before it is checked. In one short transaction holding a lock per counter
 * (a PostgreSQL advisory lock, so every instance takes turns), the counters are read and the
 * attempt's rows written: of N racing requests exactly `max` pass, never more and never fewer. A
 * counter at its limit refuses with 429 `message`; a `challenge` counter lets the attempt through
 * only if `proveWork()` redeems a proof of work (checked after the transaction; without one the
 * rows are withdrawn and the answer is 429 CHALLENGE_REQUIRED). Returns the function that
 * withdraws the attempt: call it when the attempt succeeded, since only failures count.
 */
export async function reserveAttempt(
  db: Database['db'],
  checks: AttemptCheck[],
  options: { message: string; challengeMessage?: string; proveWork?: () => Promise<boolean> },
): Promise<() => Promise<void>> {
  const { ids, needsProof } = await db.transaction(async (tx) => {
    await lockCounters(
      tx,
      checks.map(({ limit, subject }) => `${limit.action}|${subject}`),
    );
    let isChallenged = false;
    for (const { limit, subject, whenOver = 'refuse' } of checks) {
      if ((await countAttempts(tx, limit, subject)) < limit.max) continue;
      if (whenOver === 'refuse') throw new AppError('TOO_MANY_ATTEMPTS', 429, options.message);
      isChallenged = true;
    }
    const ids = await insertAttempts(
      tx,
      checks.map(({ limit, subject }) => ({ action: limit.action, subject })),
    );
    return { ids, needsProof: isChallenged };
  });
  const withdraw = () => deleteAttempts(db, ids);
  if (needsProof && !(await options.proveWork?.())) {
    await withdraw();
    throw new AppError(
      CHALLENGE_REQUIRED,
      429,
      options.challengeMessage ??
        'Many attempts came from your network. Your browser needs to do a quick check first.',
    );
  }
  return withdraw;
}

/**
 * Forgets an account's failure counters (every action), and those of the browser that made the
 * reset when it is one of the account's devices: a successful reset proves the owner.
 */
export async function clearAccountAttempts(db: DbOrTx, email: string, deviceId?: string | null) {
  await deleteAttemptsOf(db, [accountKey(email), ...(deviceId ? [deviceKey(deviceId)] : [])]);
}

/** Drops counters older than the longest window (run with the session clean-up). */
export async function deleteOldAttempts(db: DbOrTx) {
  await deleteAttemptsBefore(db, new Date(Date.now() - 24 * 60 * 60_000));
}
