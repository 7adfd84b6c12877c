import { boolean, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, str } from './columns.js';
import { cruises } from './cruises.js';

/**
 * A cruise's share link ("follow our cruise", issue 12): at most one per cruise; making a new one
 * replaces the token, turning it off deletes the row. The token is the capability itself
 * (base64url of 24 random bytes: 192 bits), never derived from the cruise id.
 */
export const cruiseShares = pgTable(
  'cruise_shares',
  {
    cruiseId: uuid('cruise_id')
      .primaryKey()
      .references(() => cruises.id, { onDelete: 'cascade' }),
    token: str('token', 64).notNull(),
    includePhotos: boolean('include_photos').notNull().default(false),
    includeJournal: boolean('include_journal').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cruise_shares_token_key').on(t.token)],
);
