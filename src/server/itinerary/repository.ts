/** The only SQL of itinerary days. Every read and write of a day goes through its cruise's owner. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { countRows } from '../db/count.js';
import { prepared } from '../db/prepared.js';
import { cruises, itineraryItems } from '../db/schema.js';

export type DayRow = typeof itineraryItems.$inferSelect;
export type NewDayRow = typeof itineraryItems.$inferInsert;

export async function listDays(db: DbOrTx, cruiseId: string): Promise<DayRow[]> {
  return prepared(db, 'days_of_cruise', (handle) =>
    handle
      .select()
      .from(itineraryItems)
      .where(eq(itineraryItems.cruiseId, sql.placeholder('cruiseId')))
      .orderBy(asc(itineraryItems.dayNumber), asc(itineraryItems.createdAt)),
  ).execute({ cruiseId });
}

/** A day whose cruise belongs to `userId`; another user's day is not found, like a missing one. */
export async function findOwnedDay(db: DbOrTx, userId: string, dayId: string): Promise<DayRow | undefined> {
  const [row] = await db
    .select({ day: itineraryItems })
    .from(itineraryItems)
    .innerJoin(cruises, eq(cruises.id, itineraryItems.cruiseId))
    .where(and(eq(itineraryItems.id, dayId), eq(cruises.userId, userId)))
    .limit(1);
  return row?.day;
}

/** `findOwnedDay` that also locks the day's row until the transaction ends (a versioned edit). */
export async function lockOwnedDay(tx: DbOrTx, userId: string, dayId: string): Promise<DayRow | undefined> {
  const [row] = await tx
    .select({ day: itineraryItems })
    .from(itineraryItems)
    .innerJoin(cruises, eq(cruises.id, itineraryItems.cruiseId))
    .where(and(eq(itineraryItems.id, dayId), eq(cruises.userId, userId)))
    .for('no key update', { of: itineraryItems });
  return row?.day;
}

/** Who owns a day id, through its cruise (for idempotent creates). */
export async function findDayOwner(db: DbOrTx, dayId: string) {
  const [row] = await db
    .select({ userId: cruises.userId, cruiseId: itineraryItems.cruiseId })
    .from(itineraryItems)
    .innerJoin(cruises, eq(cruises.id, itineraryItems.cruiseId))
    .where(eq(itineraryItems.id, dayId));
  return row;
}

/** Who owns each of these day ids that exists, through its cruise (for idempotent imports). */
export async function findDayOwners(db: DbOrTx, dayIds: string[]) {
  if (dayIds.length === 0) return [];
  return db
    .select({ id: itineraryItems.id, userId: cruises.userId, cruiseId: itineraryItems.cruiseId })
    .from(itineraryItems)
    .innerJoin(cruises, eq(cruises.id, itineraryItems.cruiseId))
    .where(inArray(itineraryItems.id, dayIds));
}

/**
 * Locks a cruise of its owner until the transaction ends (`for no key update`): two imports into
 * one cruise run one after the other, and the cruise cannot be deleted in between. False when the
 * cruise is not the user's.
 */
export async function lockCruiseForDays(tx: DbOrTx, userId: string, cruiseId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: cruises.id })
    .from(cruises)
    .where(and(eq(cruises.id, cruiseId), eq(cruises.userId, userId)))
    .for('no key update');
  return rows.length > 0;
}

export async function insertDays(db: DbOrTx, rows: NewDayRow[]): Promise<DayRow[]> {
  return rows.length === 0 ? [] : db.insert(itineraryItems).values(rows).returning();
}

export async function deleteDaysOf(db: DbOrTx, cruiseId: string) {
  await db.delete(itineraryItems).where(eq(itineraryItems.cruiseId, cruiseId));
}

/** Changes a day (`values.updatedAt`, the new version, defaults to now); undefined when it is gone. */
export async function updateDay(db: DbOrTx, dayId: string, values: Partial<NewDayRow>) {
  const [row] = await db
    .update(itineraryItems)
    .set({ updatedAt: new Date(), ...values })
    .where(eq(itineraryItems.id, dayId))
    .returning();
  return row;
}

export async function deleteDay(db: DbOrTx, dayId: string) {
  await db.delete(itineraryItems).where(eq(itineraryItems.id, dayId));
}

/** How many days a cruise's itinerary holds (RECORD_LIMITS.itineraryDaysPerCruise). */
export const countDaysOf = (db: DbOrTx, cruiseId: string) =>
  countRows(db, itineraryItems, eq(itineraryItems.cruiseId, cruiseId));
