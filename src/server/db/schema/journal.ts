/** Journal entries of a cruise. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { LIMITS } from '../../../shared/limits.js';
import { createdAt, id, str, updatedAt } from './columns.js';
import { cruiseId } from './cruises.js';

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: id(),
    cruiseId: cruiseId(),
    dayNumber: integer('day_number'),
    portName: str('port_name', LIMITS.portName),
    title: str('title', LIMITS.journalTitle),
    content: text('content').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('journal_entries_cruise_id_entry_date_idx').on(t.cruiseId, t.entryDate),
    check(
      'journal_entries_content_length',
      sql`char_length(${t.content}) <= ${sql.raw(String(LIMITS.journalContent))}`,
    ),
  ],
);
