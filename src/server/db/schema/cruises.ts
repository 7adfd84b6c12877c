/** Cruises (SPEC.md section 3, Cruise). */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, uuid } from 'drizzle-orm/pg-core';
import { LIMITS } from '../../../shared/limits.js';
import { createdAt, id, str, updatedAt } from './columns.js';
import { users } from './users.js';

export const cruises = pgTable(
  'cruises',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tripName: str('trip_name', LIMITS.tripName),
    cruiseLine: str('cruise_line', LIMITS.cruiseLine).notNull(),
    shipName: str('ship_name', LIMITS.shipName).notNull(),
    sailDate: date('sail_date', { mode: 'string' }).notNull(),
    returnDate: date('return_date', { mode: 'string' }).notNull(),
    primaryDestination: str('primary_destination', LIMITS.destination).notNull(),
    reservationNumber: str('reservation_number', LIMITS.reservationNumber),
    cabinNumber: str('cabin_number', LIMITS.cabinNumber),
    numberOfGuests: integer('number_of_guests'),
    cabinCategory: str('cabin_category', LIMITS.cabinCategory),
    departurePort: str('departure_port', LIMITS.portName),
    bookingDate: date('booking_date', { mode: 'string' }),
    totalCost: numeric('total_cost', { precision: 10, scale: 2 }),
    travelAgent: str('travel_agent', LIMITS.travelAgent),
    isCompleted: boolean('is_completed').notNull().default(false),
    coverPhotoUrl: str('cover_photo_url', LIMITS.url),
    overallRating: integer('overall_rating'),
    shipRating: integer('ship_rating'),
    cabinRating: integer('cabin_rating'),
    diningRating: integer('dining_rating'),
    serviceRating: integer('service_rating'),
    portsRating: integer('ports_rating'),
    entertainmentRating: integer('entertainment_rating'),
    reviewSummary: str('review_summary', LIMITS.reviewSummary),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Serves every per-user list (planner, logbook, dashboard, profile, stats) ordered by date.
    index('cruises_user_id_sail_date_idx').on(t.userId, t.sailDate),
    index('cruises_cover_photo_url_idx').on(t.coverPhotoUrl),
    check('cruises_dates_order', sql`${t.returnDate} >= ${t.sailDate}`),
    check('cruises_guests_range', sql`${t.numberOfGuests} between 1 and 20`),
    check('cruises_total_cost_positive', sql`${t.totalCost} >= 0`),
    check(
      'cruises_ratings_range',
      sql`coalesce(${t.overallRating}, 1) between 1 and 5 and coalesce(${t.shipRating}, 1) between 1 and 5
        and coalesce(${t.cabinRating}, 1) between 1 and 5 and coalesce(${t.diningRating}, 1) between 1 and 5
        and coalesce(${t.serviceRating}, 1) between 1 and 5 and coalesce(${t.portsRating}, 1) between 1 and 5
        and coalesce(${t.entertainmentRating}, 1) between 1 and 5`,
    ),
  ],
);

/** The owning cruise of a child record: removed with it. */
export const cruiseId = () =>
  uuid('cruise_id')
    .notNull()
    .references(() => cruises.id, { onDelete: 'cascade' });
