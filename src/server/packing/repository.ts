/**
 * The only SQL of packing lists. Every read and write of a list or an item goes through the owner
 * of its cruise, in the statement itself: another user's record is not found, exactly like a
 * missing one, and a record deleted since the caller last looked is simply not there (no row, never
 * an error).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { cruises, packingItems, packingLists } from '../db/schema.js';

export type PackingListRow = typeof packingLists.$inferSelect;
export type NewPackingListRow = typeof packingLists.$inferInsert;
export type PackingItemRow = typeof packingItems.$inferSelect;
export type NewPackingItemRow = typeof packingItems.$inferInsert;

const itemOrder = [asc(packingItems.position), asc(packingItems.createdAt), asc(packingItems.id)];

/** A cruise's packingLists, oldest first (one query, served by packing_lists_cruise_id_idx). */
export async function listPackingListsOf(db: DbOrTx, cruiseId: string): Promise<PackingListRow[]> {
  return db
    .select()
    .from(packingLists)
    .where(eq(packingLists.cruiseId, cruiseId))
    .orderBy(asc(packingLists.createdAt), asc(packingLists.id));
}

/** Every item of every packing list of a cruise, in list order: one query, whatever the number of lists. */
export async function listItemsOfCruise(db: DbOrTx, cruiseId: string): Promise<PackingItemRow[]> {
  const rows = await db
    .select({ item: packingItems })
    .from(packingItems)
    .innerJoin(packingLists, eq(packingLists.id, packingItems.packingListId))
    .where(eq(packingLists.cruiseId, cruiseId))
    .orderBy(...itemOrder);
  return rows.map((row) => row.item);
}

export async function listItemsOf(db: DbOrTx, packingListId: string): Promise<PackingItemRow[]> {
  return db
    .select()
    .from(packingItems)
    .where(eq(packingItems.packingListId, packingListId))
    .orderBy(...itemOrder);
}

export async function countItemsOf(db: DbOrTx, packingListId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(packingItems)
    .where(eq(packingItems.packingListId, packingListId));
  return row?.count ?? 0;
}

/** The ids of the packing lists of `userId`'s cruises, as a subquery a write filters by. */
const packingListIdsOf = (db: DbOrTx, userId: string) =>
  db
    .select({ id: packingLists.id })
    .from(packingLists)
    .innerJoin(cruises, eq(cruises.id, packingLists.cruiseId))
    .where(eq(cruises.userId, userId));

const cruiseIdsOf = (db: DbOrTx, userId: string) =>
  db.select({ id: cruises.id }).from(cruises).where(eq(cruises.userId, userId));

/**
 * `findOwnedPackingList` that also locks the list's row until the transaction ends: reorders and
 * appends of one list then run one after another (no lost move, no 501st item), and the list
 * cannot be deleted under them. Only the list's row is locked, not its cruise's.
 */
export async function lockOwnedPackingList(tx: DbOrTx, userId: string, id: string) {
  const [row] = await tx
    .select({ list: packingLists })
    .from(packingLists)
    .innerJoin(cruises, eq(cruises.id, packingLists.cruiseId))
    .where(and(eq(packingLists.id, id), eq(cruises.userId, userId)))
    .for('update', { of: packingLists });
  return row?.list;
}

/** A packing list whose cruise belongs to `userId`. */
export async function findOwnedPackingList(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select({ list: packingLists })
    .from(packingLists)
    .innerJoin(cruises, eq(cruises.id, packingLists.cruiseId))
    .where(and(eq(packingLists.id, id), eq(cruises.userId, userId)))
    .limit(1);
  return row?.list;
}

/** Who owns a packing list id, through its cruise (for idempotent creates). */
export async function findPackingListOwner(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ userId: cruises.userId, cruiseId: packingLists.cruiseId })
    .from(packingLists)
    .innerJoin(cruises, eq(cruises.id, packingLists.cruiseId))
    .where(eq(packingLists.id, id));
  return row;
}

/** An item whose list's cruise belongs to `userId`. */
export async function findOwnedItem(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select({ item: packingItems })
    .from(packingItems)
    .innerJoin(packingLists, eq(packingLists.id, packingItems.packingListId))
    .innerJoin(cruises, eq(cruises.id, packingLists.cruiseId))
    .where(and(eq(packingItems.id, id), eq(cruises.userId, userId)))
    .limit(1);
  return row?.item;
}

/** Who owns an item id, through its list and cruise (for idempotent creates). */
export async function findItemOwner(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ userId: cruises.userId, packingListId: packingItems.packingListId })
    .from(packingItems)
    .innerJoin(packingLists, eq(packingLists.id, packingItems.packingListId))
    .innerJoin(cruises, eq(cruises.id, packingLists.cruiseId))
    .where(eq(packingItems.id, id));
  return row;
}

export async function insertPackingList(db: DbOrTx, values: NewPackingListRow): Promise<PackingListRow> {
  const [row] = await db.insert(packingLists).values(values).returning();
  return row!;
}

export async function insertItems(db: DbOrTx, rows: NewPackingItemRow[]): Promise<PackingItemRow[]> {
  return rows.length === 0 ? [] : db.insert(packingItems).values(rows).returning();
}

/** One item at the end of its list: its position is one past the largest, in the same statement. */
export async function appendItem(
  db: DbOrTx,
  values: Omit<NewPackingItemRow, 'position'>,
): Promise<PackingItemRow> {
  const [row] = await db
    .insert(packingItems)
    .values({
      ...values,
      position: sql`(select coalesce(max(${packingItems.position}), -1) + 1 from ${packingItems} where ${packingItems.packingListId} = ${values.packingListId})`,
    })
    .returning();
  return row!;
}

/** Changes `userId`'s packing list; undefined when there is none (missing, someone else's, just deleted). */
export async function updatePackingList(
  db: DbOrTx,
  userId: string,
  id: string,
  values: Partial<NewPackingListRow>,
): Promise<PackingListRow | undefined> {
  const [row] = await db
    .update(packingLists)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(packingLists.id, id), inArray(packingLists.cruiseId, cruiseIdsOf(db, userId))))
    .returning();
  return row;
}

/** Deletes `userId`'s packing list (its items cascade); false when there was none to delete. */
export async function deletePackingList(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(packingLists)
    .where(and(eq(packingLists.id, id), inArray(packingLists.cruiseId, cruiseIdsOf(db, userId))))
    .returning({ id: packingLists.id });
  return rows.length > 0;
}

/** Changes an item of `userId`'s; undefined when there is none (missing, someone else's, just deleted). */
export async function updateItem(
  db: DbOrTx,
  userId: string,
  id: string,
  values: Partial<NewPackingItemRow>,
): Promise<PackingItemRow | undefined> {
  const [row] = await db
    .update(packingItems)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(packingItems.id, id), inArray(packingItems.packingListId, packingListIdsOf(db, userId))))
    .returning();
  return row;
}

/** Deletes an item of `userId`'s; false when there was none to delete. */
export async function deleteItem(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(packingItems)
    .where(and(eq(packingItems.id, id), inArray(packingItems.packingListId, packingListIdsOf(db, userId))))
    .returning({ id: packingItems.id });
  return rows.length > 0;
}

/** Gives the items of one list new positions in one statement (only the items of that list move). */
export async function setItemPositions(
  db: DbOrTx,
  packingListId: string,
  moves: { id: string; position: number }[],
) {
  if (moves.length === 0) return;
  const ids = sql.join(
    moves.map((m) => sql`${m.id}`),
    sql`, `,
  );
  const positions = sql.join(
    moves.map((m) => sql`${m.position}`),
    sql`, `,
  );
  await db.execute(sql`
    update ${packingItems} set position = moved.position, updated_at = now()
    from unnest(array[${ids}]::uuid[], array[${positions}]::int[]) as moved(id, position)
    where ${packingItems.id} = moved.id and ${packingItems.packingListId} = ${packingListId}`);
}
