/** Itinerary days of a cruise. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { LIMITS } from '../../../shared/limits.js';
import { createdAt, id, str } from './columns.js';
import { cruiseId } from './cruises.js';

export const itineraryItems = pgTable(
  'itinerary_items',
  {
    id: id(),
    cruiseId: cruiseId(),
    dayNumber: integer('day_number').notNull(),
    portName: str('port_name', LIMITS.portName).notNull(),
    arrivalTime: str('arrival_time', LIMITS.time),
    departureTime: str('departure_time', LIMITS.time),
    notes: str('notes', LIMITS.notes),
    createdAt: createdAt(),
  },
  (t) => [
    index('itinerary_items_cruise_id_day_idx').on(t.cruiseId, t.dayNumber),
    check('itinerary_items_day_positive', sql`${t.dayNumber} >= 1`),
  ],
);
