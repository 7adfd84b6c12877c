/**
 * The only SQL of journal entries. Reads and locks go through the cruise's owner; writes by id come
 * after one of them (an edit holds the entry's lock from its check to its update).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { countRows } from '../db/count.js';
import { foreignKeyName, isForeignKeyViolation, violatedConstraintOf } from '../db/errors.js';
import { cruises, journalEntries } from '../db/schema.js';

export type EntryRow = typeof journalEntries.$inferSelect;
export type NewEntryRow = typeof journalEntries.$inferInsert;

/**
 * A cruise's entries by date, then day, then when they were written (the (cruise_id, entry_date)
 * index serves the filter and the first key; a cruise has tens of entries, not thousands).
 */
export async function listEntriesOf(db: DbOrTx, cruiseId: string): Promise<EntryRow[]> {
  return db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.cruiseId, cruiseId))
    .orderBy(...entryOrder);
}

const entryOrder = [
  asc(journalEntries.entryDate),
  asc(journalEntries.dayNumber),
  asc(journalEntries.createdAt),
  asc(journalEntries.id),
];

/** The ids of a cruise's entries in the journal's order (no text: the pages are read by id). */
export async function listEntryIdsOf(db: DbOrTx, cruiseId: string): Promise<string[]> {
  const rows = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.cruiseId, cruiseId))
    .orderBy(...entryOrder);
  return rows.map((row) => row.id);
}

/** The entries of a cruise among `ids` (an entry deleted meanwhile is left out), in the journal's order. */
export async function listEntriesByIds(db: DbOrTx, cruiseId: string, ids: string[]): Promise<EntryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.cruiseId, cruiseId), inArray(journalEntries.id, ids)))
    .orderBy(...entryOrder);
}

/** How many entries a cruise holds (RECORD_LIMITS.journalEntriesPerCruise). */
export const countEntriesOf = (db: DbOrTx, cruiseId: string) =>
  countRows(db, journalEntries, eq(journalEntries.cruiseId, cruiseId));

/** One entry of its owner: another user's entry is not found, exactly like a missing one. */
export async function findOwnedEntry(db: DbOrTx, userId: string, id: string): Promise<EntryRow | undefined> {
  const [row] = await db
    .select({ entry: journalEntries })
    .from(journalEntries)
    .innerJoin(cruises, eq(cruises.id, journalEntries.cruiseId))
    .where(and(eq(journalEntries.id, id), eq(cruises.userId, userId)))
    .limit(1);
  return row?.entry;
}

/**
 * Locks one entry of its owner for the rest of the transaction (`for update of journal_entries`):
 * a delete of the entry, or of its cruise, waits for the edit to commit, so the edit never writes
 * to a row that went between its check and its update. Another user's entry is not found.
 */
export async function lockOwnedEntry(db: DbOrTx, userId: string, id: string): Promise<EntryRow | undefined> {
  const [row] = await db
    .select({ entry: journalEntries })
    .from(journalEntries)
    .innerJoin(cruises, eq(cruises.id, journalEntries.cruiseId))
    .where(and(eq(journalEntries.id, id), eq(cruises.userId, userId)))
    .for('update', { of: journalEntries });
  return row?.entry;
}

/** Who owns an entry id, if anyone (for idempotent creates). */
export async function findEntryOwner(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ userId: cruises.userId, cruiseId: journalEntries.cruiseId })
    .from(journalEntries)
    .innerJoin(cruises, eq(cruises.id, journalEntries.cruiseId))
    .where(eq(journalEntries.id, id));
  return row;
}

const CRUISE_KEY = foreignKeyName(journalEntries.cruiseId);

/** True when a failed entry write says its cruise went meanwhile (a foreign-key violation). */
export function isCruiseGone(error: unknown): boolean {
  return isForeignKeyViolation(error) && violatedConstraintOf(error) === CRUISE_KEY;
}

export async function insertEntry(db: DbOrTx, values: NewEntryRow): Promise<EntryRow> {
  const [row] = await db.insert(journalEntries).values(values).returning();
  return row!;
}

/**
 * Changes an entry (`values.updatedAt`, the new version, defaults to now); undefined when the row
 * is gone (the caller answers 404).
 */
export async function updateEntry(
  db: DbOrTx,
  id: string,
  values: Partial<NewEntryRow>,
): Promise<EntryRow | undefined> {
  const [row] = await db
    .update(journalEntries)
    .set({ updatedAt: new Date(), ...values })
    .where(eq(journalEntries.id, id))
    .returning();
  return row;
}

/** Deletes an entry; its photos stay in the album, unattached (the foreign key sets them null). */
export async function deleteEntry(db: DbOrTx, id: string) {
  await db.delete(journalEntries).where(eq(journalEntries.id, id));
}
