import { index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { LIMITS } from '../../../shared/limits.js';
import { createdAt, id, str } from './columns.js';
import { cruiseId } from './cruises.js';
import { journalEntries } from './journal.js';

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
    createdAt: createdAt(),
  },
  (t) => [
    index('photos_cruise_id_created_at_idx').on(t.cruiseId, t.createdAt),
    index('photos_journal_entry_id_idx').on(t.journalEntryId),
  ],
);
