/** Sessions, reset tokens, failure counters and spent proof-of-work challenges. */
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, str } from './columns.js';
import { users } from './users.js';

/** Session store (sid, sess, expire); `sid` is the SHA-256 of the cookie's id, never the id itself. */
export const sessions = pgTable(
  'session',
  {
    sid: str('sid', 64).primaryKey(),
    sess: jsonb('sess').notNull().$type<Record<string, unknown>>(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
    /** Set once signed in: lets a password change revoke every session of the account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('session_expire_idx').on(t.expire),
    index('session_user_id_idx').on(t.userId),
    // Serves revoking an account's recovery grants (held in visitors' sessions) when its password
    // changes: where sess -> 'recovery' ->> 'userId' = ?.
    index('session_recovery_user_id_idx')
      .on(sql`(${t.sess} -> 'recovery' ->> 'userId')`)
      .where(sql`${t.sess} ? 'recovery'`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token sent by email. */
    token: str('token', 64).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    used: boolean('used').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_key').on(t.token),
    index('password_reset_tokens_user_id_idx').on(t.userId),
  ],
);

/**
 * Failed authentication attempts (sign-in, recovery answers), counted per account and per IP
 * address over a sliding window. Kept in the database so every instance sees the same counts.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: id(),
    /** What failed, e.g. 'login' or 'recovery'. */
    action: str('action', 30).notNull(),
    /** Whose counter: 'account:<email>' or 'ip:<address>'. */
    subject: str('subject', 320).notNull(),
    createdAt: createdAt(),
  },
  // Serves the window count: where action = ? and subject = ? and created_at > now() - window.
  (t) => [index('auth_attempts_action_subject_created_at_idx').on(t.action, t.subject, t.createdAt)],
);

/**
 * Proof-of-work solutions already accepted (auth/proof-of-work.ts): one row per challenge, keyed
 * by its signature, so a solution works once on any instance. Kept until the challenge expires.
 */
export const proofOfWorkRedemptions = pgTable(
  'proof_of_work_redemptions',
  {
    signature: str('signature', 256).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // Serves the hourly clean-up: where expires_at < now().
  (t) => [index('proof_of_work_redemptions_expires_at_idx').on(t.expiresAt)],
);
