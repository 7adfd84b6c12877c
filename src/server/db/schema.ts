/**
 * Every table of the product (SPEC.md section 3), one module per domain under `schema/`; this
 * index re-exports them for Drizzle (drizzle.config.ts) and the repositories. Ids are UUIDv7 made
 * by the app; ships use readable slugs. Every text column has a maximum length; every foreign key
 * has an index.
 */
import { appMeta } from './schema/app-meta.js';
import { authAttempts, passwordResetTokens, proofOfWorkRedemptions, sessions } from './schema/auth.js';
import { calendarFeeds } from './schema/calendar.js';
import { checklistItems, checklists } from './schema/checklists.js';
import { cruises } from './schema/cruises.js';
import { excursions } from './schema/excursions.js';
import { itineraryItems } from './schema/itinerary.js';
import { journalEntries } from './schema/journal.js';
import { packingItems, packingLists } from './schema/packing.js';
import { photos, uploadAllowances } from './schema/photos.js';
import { cruiseShares } from './schema/shares.js';
import { shipNames, ships } from './schema/ships.js';
import { userIdentities, users } from './schema/users.js';

export * from './schema/app-meta.js';
export * from './schema/auth.js';
export * from './schema/calendar.js';
export * from './schema/checklists.js';
export * from './schema/cruises.js';
export * from './schema/excursions.js';
export * from './schema/itinerary.js';
export * from './schema/journal.js';
export * from './schema/packing.js';
export * from './schema/photos.js';
export * from './schema/shares.js';
export * from './schema/ships.js';
export * from './schema/users.js';

export const schema = {
  users,
  userIdentities,
  sessions,
  passwordResetTokens,
  authAttempts,
  proofOfWorkRedemptions,
  cruises,
  itineraryItems,
  checklists,
  checklistItems,
  packingLists,
  packingItems,
  excursions,
  journalEntries,
  photos,
  uploadAllowances,
  cruiseShares,
  calendarFeeds,
  ships,
  shipNames,
  appMeta,
};
export type Schema = typeof schema;

/** Tables in an order where every table comes after the tables it references (backup, restore). */
export const tablesInDependencyOrder = [
  'app_meta',
  'users',
  'user_identities',
  'session',
  'password_reset_tokens',
  'auth_attempts',
  'proof_of_work_redemptions',
  'ships',
  'ship_names',
  'cruises',
  'itinerary_items',
  'checklists',
  'checklist_items',
  'packing_lists',
  'packing_items',
  'excursions',
  'journal_entries',
  'photos',
  'cruise_shares',
  'calendar_feeds',
  'upload_allowances',
] as const;
