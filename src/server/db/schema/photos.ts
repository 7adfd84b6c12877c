import { doublePrecision, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LIMITS } from '../../../shared/limits.js';
import { createdAt, id, str, updatedAt } from './columns.js';
import { cruiseId } from './cruises.js';
import { journalEntries } from './journal.js';
import { users } from './users.js';

export const photos = pgTable(
  'photos',
  {
    id: id(),
    cruiseId: cruiseId(),
    journalEntryId: uuid('journal_entry_id').references(() => journalEntries.id, { onDelete: 'set null' }),
    filename: str('filename', LIMITS.filename).notNull(),
    originalName: str('original_name', LIMITS.filename),
    /** `/media/<key>` of the re-encoded image (never a data URL). */
    url: str('url', LIMITS.url).notNull(),
    thumbnailUrl: str('thumbnail_url', LIMITS.url),
    mediaKey: str('media_key', LIMITS.mediaKey),
    caption: str('caption', LIMITS.caption),
    portName: str('port_name', LIMITS.portName),
    dayNumber: integer('day_number'),
    /** Pixel size of the stored image, so the viewer reserves its box before it loads. */
    width: integer('width'),
    height: integer('height'),
    /**
     * Bytes the photo takes in the media store, image and thumbnail (docs/storage-quota.md).
     * Null for photos stored before it was recorded (or imported): measured once, then kept.
     */
    bytes: integer('bytes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('photos_cruise_id_created_at_idx').on(t.cruiseId, t.createdAt),
    index('photos_journal_entry_id_idx').on(t.journalEntryId),
    // Who may read a picture is looked up by its address (media/access.ts).
    index('photos_url_idx').on(t.url),
  ],
);

/**
 * Each member's upload allowance, a token bucket counted in bytes (photos/storage.ts): refilled
 * continuously, taken from by every photo upload. One row per member who has uploaded.
 */
export const uploadAllowances = pgTable('upload_allowances', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Bytes left in the bucket at `refilledAt`. */
  tokens: doublePrecision('tokens').notNull(),
  refilledAt: timestamp('refilled_at', { withTimezone: true }).notNull().defaultNow(),
});
