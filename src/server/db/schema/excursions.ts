/** Excursions of a cruise. */
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable } from 'drizzle-orm/pg-core';
import { LIMITS } from '../../../shared/limits.js';
import { createdAt, id, str } from './columns.js';
import { cruiseId } from './cruises.js';

export const excursions = pgTable(
  'excursions',
  {
    id: id(),
    cruiseId: cruiseId(),
    name: str('name', LIMITS.listName).notNull(),
    type: str('type', 30).notNull().default('shore_excursion'),
    portName: str('port_name', LIMITS.portName),
    date: date('date', { mode: 'string' }),
    time: str('time', LIMITS.time),
    bookingReference: str('booking_reference', LIMITS.bookingReference),
    notes: str('notes', LIMITS.notes),
    createdAt: createdAt(),
  },
  (t) => [
    index('excursions_cruise_id_date_idx').on(t.cruiseId, t.date),
    check(
      'excursions_type_known',
      sql`${t.type} in ('shore_excursion', 'onboard_activity', 'specialty_dining')`,
    ),
  ],
);
