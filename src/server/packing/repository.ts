/**
 * The only SQL of packingLists. Every read and write of a list or an item goes through the owner of
 * its cruise: another user's record is not found, exactly like a missing one.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
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

export async function updatePackingList(db: DbOrTx, id: string, values: Partial<NewPackingListRow>) {
  const [row] = await db
    .update(packingLists)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(packingLists.id, id))
    .returning();
  return row;
}

export async function deletePackingList(db: DbOrTx, id: string) {
  await db.delete(packingLists).where(eq(packingLists.id, id));
}

export async function updateItem(db: DbOrTx, id: string, values: Partial<NewPackingItemRow>) {
  const [row] = await db
    .update(packingItems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(packingItems.id, id))
    .returning();
  return row;
}

export async function deleteItem(db: DbOrTx, id: string) {
  await db.delete(packingItems).where(eq(packingItems.id, id));
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
