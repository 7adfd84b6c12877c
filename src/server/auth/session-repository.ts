import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { sessions } from '../db/schema.js';
import { forgetSessionsHere } from './session-cache.js';

export interface SessionData {
  /** Set by a successful security-question check: who may reset their password, until when. */
  recovery?: { userId: string; email: string; until: string };
  /** When this session was started by a provider sign-in (proof for changes to an account without a password). */
  providerSignInAt?: string;
  [key: string]: unknown;
}

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: DbOrTx,
  values: { sid: string; userId: string | null; sess: SessionData; expire: Date },
) {
  await db.insert(sessions).values(values);
}

// Every statement below that changes session rows tells this instance's caches at once
// (`forgetSessionsHere`); the trigger of migration 0010 tells every instance at commit.

export async function findSession(db: DbOrTx, sid: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.sid, sid)).limit(1);
  return row;
}

/**
 * `findSession` for a row about to be kept in memory: `for share` waits for a transaction that is
 * deleting or changing it to end, so a row a password reset is removing is never kept.
 */
export async function findSessionToKeep(db: DbOrTx, sid: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.sid, sid)).limit(1).for('share');
  return row;
}

export async function extendSession(db: DbOrTx, sid: string, expire: Date) {
  await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
  forgetSessionsHere([sid]);
}

export async function updateSessionData(db: DbOrTx, sid: string, sess: SessionData) {
  await db.update(sessions).set({ sess }).where(eq(sessions.sid, sid));
  forgetSessionsHere([sid]);
}

export async function deleteSession(db: DbOrTx, sid: string) {
  await db.delete(sessions).where(eq(sessions.sid, sid));
  forgetSessionsHere([sid]);
}

/** Revokes every session of a user, or every one but `exceptSid` (a password change keeps the current one). */
export async function deleteUserSessions(db: DbOrTx, userId: string, exceptSid?: string) {
  await db
    .delete(sessions)
    .where(
      exceptSid ? and(eq(sessions.userId, userId), ne(sessions.sid, exceptSid)) : eq(sessions.userId, userId),
    );
  forgetSessionsHere();
}

export async function deleteExpiredSessions(db: DbOrTx, absoluteLimitStart: Date) {
  await db
    .delete(sessions)
    .where(sql`${sessions.expire} < now() or ${lt(sessions.createdAt, absoluteLimitStart)}`);
  forgetSessionsHere();
}

/**
 * Takes the recovery grant out of a session in one statement, only if it is for `email` and
 * has not expired: two concurrent resets cannot both use it. Returns the granted user id.
 */
export async function takeRecoveryGrant(db: DbOrTx, sid: string, email: string): Promise<string | undefined> {
  const rows = await db.execute(sql`
    update ${sessions} s
    set sess = s.sess - 'recovery'
    from (select sess -> 'recovery' as grant_value from ${sessions} where sid = ${sid} for update) g
    where s.sid = ${sid}
      and g.grant_value ->> 'email' = ${email}
      and (g.grant_value ->> 'until')::timestamptz > now()
    returning g.grant_value ->> 'userId' as user_id`);
  forgetSessionsHere([sid]);
  const result = rows as unknown as { rows: { user_id: string }[] };
  return result.rows[0]?.user_id;
}

/**
 * Withdraws every recovery grant issued for `userId` (they sit in the sessions of whoever passed
 * the questions): after a password change or reset, an earlier grant must not work.
 */
export async function revokeRecoveryGrants(db: DbOrTx, userId: string) {
  await db.execute(sql`
    update ${sessions} set sess = sess - 'recovery'
    where sess ? 'recovery' and (sess -> 'recovery' ->> 'userId') = ${userId}`);
  forgetSessionsHere();
}
