/**
 * The SQL of the dashboard's reminders and to-dos: reads across a member's cruises, checklists and
 * packing lists (the tables belong to their own domains; this module only reads them).
 */
import { and, asc, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { checklistItems, checklists, cruises, packingItems, packingLists } from '../db/schema.js';

/** A cruise that has not ended for the traveller: not flagged completed, returning today or later. */
const isActive = (userId: string, today: string) =>
  and(eq(cruises.userId, userId), eq(cruises.isCompleted, false), gte(cruises.returnDate, today));

const cruiseName = sql<string>`coalesce(nullif(${cruises.tripName}, ''), ${cruises.primaryDestination})`;

const reminderColumns = {
  id: checklistItems.id,
  checklistId: checklistItems.checklistId,
  checklistName: checklists.name,
  cruiseId: cruises.id,
  cruiseName,
  text: checklistItems.text,
  dueDate: sql<string>`${checklistItems.dueDate}`,
  isCompleted: checklistItems.isCompleted,
};

/**
 * The first `limit` unfinished dated items of the member's active cruises, soonest due first (so
 * overdue ones lead), with the count of all of them.
 */
export async function findDueItems(db: DbOrTx, userId: string, today: string, limit: number) {
  const rows = await db
    .select({ ...reminderColumns, total: sql<number>`count(*) over ()::int` })
    .from(checklistItems)
    .innerJoin(checklists, eq(checklists.id, checklistItems.checklistId))
    .innerJoin(cruises, eq(cruises.id, checklists.cruiseId))
    .where(
      and(isActive(userId, today), isNotNull(checklistItems.dueDate), eq(checklistItems.isCompleted, false)),
    )
    .orderBy(asc(checklistItems.dueDate), asc(cruises.sailDate), asc(checklistItems.position))
    .limit(limit);
  return { items: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/** Dated items of the member's active cruises ticked off most recently. */
export async function findRecentlyDone(db: DbOrTx, userId: string, today: string, limit: number) {
  return db
    .select(reminderColumns)
    .from(checklistItems)
    .innerJoin(checklists, eq(checklists.id, checklistItems.checklistId))
    .innerJoin(cruises, eq(cruises.id, checklists.cruiseId))
    .where(
      and(isActive(userId, today), isNotNull(checklistItems.dueDate), eq(checklistItems.isCompleted, true)),
    )
    .orderBy(desc(checklistItems.updatedAt))
    .limit(limit);
}

/** The cruise under way, else the next to sail (the dashboard's featured cruise). */
export async function findNextCruise(db: DbOrTx, userId: string, today: string) {
  const [row] = await db
    .select({ id: cruises.id, name: cruiseName, sailDate: sql<string>`${cruises.sailDate}` })
    .from(cruises)
    .where(isActive(userId, today))
    .orderBy(asc(cruises.sailDate), asc(cruises.createdAt))
    .limit(1);
  return row;
}

/** Packed and total item counts of a cruise's packing lists, and its first unpacked items. */
export async function findPackingProgress(db: DbOrTx, cruiseId: string, limit: number) {
  const [totals] = await db
    .select({
      total: sql<number>`count(*)::int`,
      packed: sql<number>`count(*) filter (where ${packingItems.isPacked})::int`,
    })
    .from(packingItems)
    .innerJoin(packingLists, eq(packingLists.id, packingItems.packingListId))
    .where(eq(packingLists.cruiseId, cruiseId));
  const items = await db
    .select({
      id: packingItems.id,
      packingListId: packingItems.packingListId,
      name: packingItems.name,
      category: packingItems.category,
      quantity: packingItems.quantity,
      isPacked: packingItems.isPacked,
    })
    .from(packingItems)
    .innerJoin(packingLists, eq(packingLists.id, packingItems.packingListId))
    .where(and(eq(packingLists.cruiseId, cruiseId), eq(packingItems.isPacked, false)))
    .orderBy(asc(packingLists.createdAt), asc(packingItems.position), asc(packingItems.createdAt))
    .limit(limit);
  return { total: totals?.total ?? 0, packed: totals?.packed ?? 0, items };
}
