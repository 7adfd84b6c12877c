import { pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, str } from './columns.js';
import { users } from './users.js';

/**
 * A user's private calendar feed (issue 13): at most one per user; turning it off deletes the row,
 * and the next request for the link makes a new token. The token is the capability itself
 * (base64url of 24 random bytes: 192 bits), never derived from the user id. It is stored as it is
 * (not hashed) because the owner's settings show the URL again; its unique index makes the feed's
 * lookup one indexed equality.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: str('token', 64).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_key').on(t.token)],
);
