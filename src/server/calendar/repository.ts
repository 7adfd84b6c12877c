/**
 * The only SQL of calendar feeds: the feed row of a user, and the few columns of cruises, port
 * days and excursions an iCalendar event is made from. Private columns (reservation number,
 * cabin, cost, booking references, notes) are never selected.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { calendarFeeds, cruises, excursions, itineraryItems, users } from '../db/schema.js';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

export async function findFeedOf(db: DbOrTx, userId: string): Promise<CalendarFeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

/**
 * Makes the user's feed with this token unless they already have one (two first calls at once
 * make one row: the loser's insert does nothing and both read the winner's).
 */
export async function insertFeedIfAbsent(db: DbOrTx, userId: string, token: string): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId, token })
    .onConflictDoNothing({ target: calendarFeeds.userId });
}

export async function deleteFeedOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The owner behind a token (its unique index), with the first name the calendar is named after. */
export async function findFeedOwner(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ userId: users.id, firstName: users.firstName })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.token, token));
  return row;
}

const cruiseColumns = {
  id: cruises.id,
  tripName: cruises.tripName,
  cruiseLine: cruises.cruiseLine,
  shipName: cruises.shipName,
  sailDate: cruises.sailDate,
  returnDate: cruises.returnDate,
  primaryDestination: cruises.primaryDestination,
  updatedAt: cruises.updatedAt,
};
export type CalendarCruiseRow = Awaited<ReturnType<typeof listCruisesOfUser>>[number];

/** Every cruise of a user, or just one of them, oldest first. */
export async function listCruisesOfUser(db: DbOrTx, userId: string, cruiseId?: string) {
  return db
    .select(cruiseColumns)
    .from(cruises)
    .where(cruiseId ? and(eq(cruises.userId, userId), eq(cruises.id, cruiseId)) : eq(cruises.userId, userId))
    .orderBy(asc(cruises.sailDate), asc(cruises.id));
}

export type CalendarDayRow = Awaited<ReturnType<typeof listDaysOf>>[number];

/** The itinerary days of these cruises (every kind: a day's port also places its excursions). */
export async function listDaysOf(db: DbOrTx, cruiseIds: string[]) {
  if (cruiseIds.length === 0) return [];
  return db
    .select({
      id: itineraryItems.id,
      cruiseId: itineraryItems.cruiseId,
      dayNumber: itineraryItems.dayNumber,
      portName: itineraryItems.portName,
      kind: itineraryItems.kind,
      portCall: itineraryItems.portCall,
      arrivalTime: itineraryItems.arrivalTime,
      departureTime: itineraryItems.departureTime,
      allAboardTime: itineraryItems.allAboardTime,
      updatedAt: itineraryItems.updatedAt,
    })
    .from(itineraryItems)
    .where(inArray(itineraryItems.cruiseId, cruiseIds))
    .orderBy(asc(itineraryItems.cruiseId), asc(itineraryItems.dayNumber), asc(itineraryItems.id));
}

export type CalendarExcursionRow = Awaited<ReturnType<typeof listExcursionsOf>>[number];

export async function listExcursionsOf(db: DbOrTx, cruiseIds: string[]) {
  if (cruiseIds.length === 0) return [];
  return db
    .select({
      id: excursions.id,
      cruiseId: excursions.cruiseId,
      name: excursions.name,
      portName: excursions.portName,
      date: excursions.date,
      time: excursions.time,
      endTime: excursions.endTime,
      updatedAt: excursions.updatedAt,
    })
    .from(excursions)
    .where(inArray(excursions.cruiseId, cruiseIds))
    .orderBy(asc(excursions.date), asc(excursions.time), asc(excursions.id));
}
