/**
 * The only SQL of checklists. Every read and write of a list or an item goes through the owner of
 * its cruise, in the statement itself: another user's record is not found, exactly like a missing
 * one, and a record deleted since the caller last looked is simply not there (no row, never an error).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { checklistItems, checklists, cruises } from '../db/schema.js';

export type ChecklistRow = typeof checklists.$inferSelect;
export type NewChecklistRow = typeof checklists.$inferInsert;
export type ChecklistItemRow = typeof checklistItems.$inferSelect;
export type NewChecklistItemRow = typeof checklistItems.$inferInsert;

const itemOrder = [asc(checklistItems.position), asc(checklistItems.createdAt), asc(checklistItems.id)];

/** A cruise's checklists, oldest first (one query, served by checklists_cruise_id_idx). */
export async function listChecklistsOf(db: DbOrTx, cruiseId: string): Promise<ChecklistRow[]> {
  return db
    .select()
    .from(checklists)
    .where(eq(checklists.cruiseId, cruiseId))
    .orderBy(asc(checklists.createdAt), asc(checklists.id));
}

/** Every item of every checklist of a cruise, in list order: one query, whatever the number of lists. */
export async function listItemsOfCruise(db: DbOrTx, cruiseId: string): Promise<ChecklistItemRow[]> {
  const rows = await db
    .select({ item: checklistItems })
    .from(checklistItems)
    .innerJoin(checklists, eq(checklists.id, checklistItems.checklistId))
    .where(eq(checklists.cruiseId, cruiseId))
    .orderBy(...itemOrder);
  return rows.map((row) => row.item);
}

export async function listItemsOf(db: DbOrTx, checklistId: string): Promise<ChecklistItemRow[]> {
  return db
    .select()
    .from(checklistItems)
    .where(eq(checklistItems.checklistId, checklistId))
    .orderBy(...itemOrder);
}

export async function countItemsOf(db: DbOrTx, checklistId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(checklistItems)
    .where(eq(checklistItems.checklistId, checklistId));
  return row?.count ?? 0;
}

/** The ids of the checklists of `userId`'s cruises, as a subquery a write filters by. */
const checklistIdsOf = (db: DbOrTx, userId: string) =>
  db
    .select({ id: checklists.id })
    .from(checklists)
    .innerJoin(cruises, eq(cruises.id, checklists.cruiseId))
    .where(eq(cruises.userId, userId));

const cruiseIdsOf = (db: DbOrTx, userId: string) =>
  db.select({ id: cruises.id }).from(cruises).where(eq(cruises.userId, userId));

/** A checklist whose cruise belongs to `userId`. */
export async function findOwnedChecklist(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select({ checklist: checklists })
    .from(checklists)
    .innerJoin(cruises, eq(cruises.id, checklists.cruiseId))
    .where(and(eq(checklists.id, id), eq(cruises.userId, userId)))
    .limit(1);
  return row?.checklist;
}

/**
 * `findOwnedChecklist` that also locks the list's row until the transaction ends: reorders and
 * appends of one list then run one after another (no lost move, no 501st item), and the list
 * cannot be deleted under them. Only the list's row is locked, not its cruise's.
 */
export async function lockOwnedChecklist(tx: DbOrTx, userId: string, id: string) {
  const [row] = await tx
    .select({ checklist: checklists })
    .from(checklists)
    .innerJoin(cruises, eq(cruises.id, checklists.cruiseId))
    .where(and(eq(checklists.id, id), eq(cruises.userId, userId)))
    .for('update', { of: checklists });
  return row?.checklist;
}

/** Who owns a checklist id, through its cruise (for idempotent creates). */
export async function findChecklistOwner(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ userId: cruises.userId, cruiseId: checklists.cruiseId })
    .from(checklists)
    .innerJoin(cruises, eq(cruises.id, checklists.cruiseId))
    .where(eq(checklists.id, id));
  return row;
}

/** An item whose list's cruise belongs to `userId`. */
export async function findOwnedItem(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select({ item: checklistItems })
    .from(checklistItems)
    .innerJoin(checklists, eq(checklists.id, checklistItems.checklistId))
    .innerJoin(cruises, eq(cruises.id, checklists.cruiseId))
    .where(and(eq(checklistItems.id, id), eq(cruises.userId, userId)))
    .limit(1);
  return row?.item;
}

/** Who owns an item id, through its list and cruise (for idempotent creates). */
export async function findItemOwner(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ userId: cruises.userId, checklistId: checklistItems.checklistId })
    .from(checklistItems)
    .innerJoin(checklists, eq(checklists.id, checklistItems.checklistId))
    .innerJoin(cruises, eq(cruises.id, checklists.cruiseId))
    .where(eq(checklistItems.id, id));
  return row;
}

export async function insertChecklist(db: DbOrTx, values: NewChecklistRow): Promise<ChecklistRow> {
  const [row] = await db.insert(checklists).values(values).returning();
  return row!;
}

export async function insertItems(db: DbOrTx, rows: NewChecklistItemRow[]): Promise<ChecklistItemRow[]> {
  return rows.length === 0 ? [] : db.insert(checklistItems).values(rows).returning();
}

/** One item at the end of its list: its position is one past the largest, in the same statement. */
export async function appendItem(
  db: DbOrTx,
  values: Omit<NewChecklistItemRow, 'position'>,
): Promise<ChecklistItemRow> {
  const [row] = await db
    .insert(checklistItems)
    .values({
      ...values,
      position: sql`(select coalesce(max(${checklistItems.position}), -1) + 1 from ${checklistItems} where ${checklistItems.checklistId} = ${values.checklistId})`,
    })
    .returning();
  return row!;
}

/** Changes `userId`'s checklist; undefined when there is none (missing, someone else's, just deleted). */
export async function updateChecklist(
  db: DbOrTx,
  userId: string,
  id: string,
  values: Partial<NewChecklistRow>,
): Promise<ChecklistRow | undefined> {
  const [row] = await db
    .update(checklists)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(checklists.id, id), inArray(checklists.cruiseId, cruiseIdsOf(db, userId))))
    .returning();
  return row;
}

/** Deletes `userId`'s checklist (its items cascade); false when there was none to delete. */
export async function deleteChecklist(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(checklists)
    .where(and(eq(checklists.id, id), inArray(checklists.cruiseId, cruiseIdsOf(db, userId))))
    .returning({ id: checklists.id });
  return rows.length > 0;
}

/** Changes an item of `userId`'s; undefined when there is none (missing, someone else's, just deleted). */
export async function updateItem(
  db: DbOrTx,
  userId: string,
  id: string,
  values: Partial<NewChecklistItemRow>,
): Promise<ChecklistItemRow | undefined> {
  const [row] = await db
    .update(checklistItems)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(checklistItems.id, id), inArray(checklistItems.checklistId, checklistIdsOf(db, userId))))
    .returning();
  return row;
}

/** Deletes an item of `userId`'s; false when there was none to delete. */
export async function deleteItem(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(checklistItems)
    .where(and(eq(checklistItems.id, id), inArray(checklistItems.checklistId, checklistIdsOf(db, userId))))
    .returning({ id: checklistItems.id });
  return rows.length > 0;
}

/** Gives the items of one list new positions in one statement (only the items of that list move). */
export async function setItemPositions(
  db: DbOrTx,
  checklistId: string,
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
    update ${checklistItems} set position = moved.position, updated_at = now()
    from unnest(array[${ids}]::uuid[], array[${positions}]::int[]) as moved(id, position)
    where ${checklistItems.id} = moved.id and ${checklistItems.checklistId} = ${checklistId}`);
}
