import { pgTable } from 'drizzle-orm/pg-core';
import { str, updatedAt } from './columns.js';

/** Small facts the app keeps about itself, e.g. the hash of the ship catalogue last loaded. */
export const appMeta = pgTable('app_meta', {
  key: str('key', 100).primaryKey(),
  value: str('value', 1000).notNull(),
  updatedAt: updatedAt(),
});
