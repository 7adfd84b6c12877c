/** Excursions of a cruise. */
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable } from 'drizzle-orm/pg-core';
import { LIMITS } from '../../../shared/limits.js';
import { createdAt, id, str, updatedAt } from './columns.js';
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
    /** When it is over (to warn when that is after the ship's all-aboard time). */
    endTime: str('end_time', LIMITS.time),
    bookingReference: str('booking_reference', LIMITS.bookingReference),
    notes: str('notes', LIMITS.notes),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('excursions_cruise_id_date_idx').on(t.cruiseId, t.date),
    check(
      'excursions_type_known',
      sql`${t.type} in ('shore_excursion', 'onboard_activity', 'specialty_dining')`,
    ),
  ],
);
