/** Itinerary days of a cruise. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { LIMITS } from '../../../shared/limits.js';
import { createdAt, id, str, updatedAt } from './columns.js';
import { cruiseId } from './cruises.js';

export const itineraryItems = pgTable(
  'itinerary_items',
  {
    id: id(),
    cruiseId: cruiseId(),
    dayNumber: integer('day_number').notNull(),
    /** The port, or for a sea or scenic day its label ("At Sea", "Cruising the fjords"). */
    portName: str('port_name', LIMITS.portName).notNull(),
    /** 'port', 'sea' or 'scenic': a sea or scenic day never counts as a port visited. */
    kind: str('kind', 10).notNull().default('port'),
    /** For a port day: 'docked' or 'tendered', when known. */
    portCall: str('port_call', 10),
    arrivalTime: str('arrival_time', LIMITS.time),
    departureTime: str('departure_time', LIMITS.time),
    allAboardTime: str('all_aboard_time', LIMITS.time),
    notes: str('notes', LIMITS.notes),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('itinerary_items_cruise_id_day_idx').on(t.cruiseId, t.dayNumber),
    check('itinerary_items_day_positive', sql`${t.dayNumber} >= 1`),
    check('itinerary_items_kind_known', sql`${t.kind} in ('port', 'sea', 'scenic')`),
    check(
      'itinerary_items_port_call_known',
      sql`${t.portCall} is null or ${t.portCall} in ('docked', 'tendered')`,
    ),
  ],
);
