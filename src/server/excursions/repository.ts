/** The only SQL of excursions. Every read and write goes through the cruise's owner. */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { countRows } from '../db/count.js';
import { cruises, excursions } from '../db/schema.js';

export type ExcursionRow = typeof excursions.$inferSelect;
export type NewExcursionRow = typeof excursions.$inferInsert;

/** A cruise's excursions by date and time (served by the (cruise_id, date) index). */
export async function listExcursionsOf(db: DbOrTx, cruiseId: string): Promise<ExcursionRow[]> {
  return db
    .select()
    .from(excursions)
    .where(eq(excursions.cruiseId, cruiseId))
    .orderBy(asc(excursions.date), asc(excursions.time), asc(excursions.createdAt));
}

export async function findOwnedExcursion(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<ExcursionRow | undefined> {
  const [row] = await db
    .select({ excursion: excursions })
    .from(excursions)
    .innerJoin(cruises, eq(cruises.id, excursions.cruiseId))
    .where(and(eq(excursions.id, id), eq(cruises.userId, userId)))
    .limit(1);
  return row?.excursion;
}

/** `findOwnedExcursion` that also locks the excursion's row until the transaction ends (a versioned edit). */
export async function lockOwnedExcursion(
  tx: DbOrTx,
  userId: string,
  id: string,
): Promise<ExcursionRow | undefined> {
  const [row] = await tx
    .select({ excursion: excursions })
    .from(excursions)
    .innerJoin(cruises, eq(cruises.id, excursions.cruiseId))
    .where(and(eq(excursions.id, id), eq(cruises.userId, userId)))
    .for('no key update', { of: excursions });
  return row?.excursion;
}

export async function findExcursionOwner(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ userId: cruises.userId, cruiseId: excursions.cruiseId })
    .from(excursions)
    .innerJoin(cruises, eq(cruises.id, excursions.cruiseId))
    .where(eq(excursions.id, id));
  return row;
}

export async function insertExcursion(db: DbOrTx, values: NewExcursionRow): Promise<ExcursionRow> {
  const [row] = await db.insert(excursions).values(values).returning();
  return row!;
}

/** Changes an excursion (`values.updatedAt`, the new version, defaults to now); undefined when it is gone. */
export async function updateExcursion(db: DbOrTx, id: string, values: Partial<NewExcursionRow>) {
  const [row] = await db
    .update(excursions)
    .set({ updatedAt: new Date(), ...values })
    .where(eq(excursions.id, id))
    .returning();
  return row;
}

export async function deleteExcursion(db: DbOrTx, id: string) {
  await db.delete(excursions).where(eq(excursions.id, id));
}

/** How many excursions a cruise holds (RECORD_LIMITS.excursionsPerCruise). */
export const countExcursionsOf = (db: DbOrTx, cruiseId: string) =>
  countRows(db, excursions, eq(excursions.cruiseId, cruiseId));
