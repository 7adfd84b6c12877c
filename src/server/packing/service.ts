/**
 * Packing lists of a cruise (SPEC.md section 7, and beyond it: items packed, edited and reordered
 * on the cruise page). Every call goes through the cruise's owner; creates are idempotent on a
 * client-made id, for the offline queue. Quantities are whole numbers from 1 (default 1).
 */
import { LIST_LIMITS, type ReorderItemsInput, ReorderItemsSchema } from '../../shared/schemas/list-common.js';
import {
  type CreatePackingItemInput,
  CreatePackingItemSchema,
  type CreatePackingListInput,
  CreatePackingListSchema,
  type PackingItem,
  type PackingList,
  type UpdatePackingItemInput,
  UpdatePackingItemSchema,
  type UpdatePackingListInput,
  UpdatePackingListSchema,
} from '../../shared/schemas/packing.js';
import { type CruiseContext, cruiseNotFound, requireOwnedCruise } from '../cruises/service.js';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors.js';
import { AppError } from '../errors.js';
import { idTaken, itemsByList, listIsFull, orderRefused, positionsFor } from '../lists/rules.js';
import {
  appendItem,
  countItemsOf,
  deleteItem,
  deletePackingList,
  findItemOwner,
  findOwnedItem,
  findOwnedPackingList,
  findPackingListOwner,
  insertItems,
  insertPackingList,
  listItemsOf,
  listItemsOfCruise,
  listPackingListsOf,
  lockOwnedPackingList,
  type PackingItemRow,
  type PackingListRow,
  setItemPositions,
  updateItem,
  updatePackingList,
} from './repository.js';

const packingListNotFound = () => new AppError('PACKING_LIST_NOT_FOUND', 404, 'Packing list not found');
const itemNotFound = () => new AppError('PACKING_ITEM_NOT_FOUND', 404, 'Packing item not found');

function presentItem(row: PackingItemRow): PackingItem {
  return {
    id: row.id,
    packingListId: row.packingListId,
    name: row.name,
    category: row.category,
    quantity: row.quantity,
    notes: row.notes,
    isPacked: row.isPacked,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function presentPackingList(row: PackingListRow, items: PackingItemRow[]): PackingList {
  return {
    id: row.id,
    cruiseId: row.cruiseId,
    name: row.name,
    items: items.map(presentItem),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A cruise's packing lists with their items: two queries, whatever the number of lists. */
export async function listPackingLists(ctx: CruiseContext, userId: string, cruiseId: string) {
  await requireOwnedCruise(ctx, userId, cruiseId);
  const db = ctx.database.db;
  const [lists, items] = await Promise.all([
    listPackingListsOf(db, cruiseId),
    listItemsOfCruise(db, cruiseId),
  ]);
  const byList = itemsByList(items, (item) => item.packingListId);
  return lists.map((list) => presentPackingList(list, byList.get(list.id) ?? []));
}

async function packingListWithItems(ctx: CruiseContext, list: PackingListRow) {
  return presentPackingList(list, await listItemsOf(ctx.database.db, list.id));
}

/**
 * Creates a packing list with its rows (nameless ones already dropped by the schema) in one
 * transaction. With a client-made id a retry answers with the list the first call made.
 */
export async function createPackingList(
  ctx: CruiseContext,
  userId: string,
  input: CreatePackingListInput,
): Promise<{ packingList: PackingList; isNew: boolean }> {
  const { id, cruiseId, name, items = [] } = CreatePackingListSchema.parse(input);
  await requireOwnedCruise(ctx, userId, cruiseId);
  const db = ctx.database.db;
  if (id) {
    const owner = await findPackingListOwner(db, id);
    if (owner?.userId === userId && owner.cruiseId === cruiseId) {
      const list = (await findOwnedPackingList(db, userId, id))!;
      return { packingList: await packingListWithItems(ctx, list), isNew: false };
    }
    if (owner) throw idTaken();
  }
  try {
    const packingList = await db.transaction(async (tx) => {
      const list = await insertPackingList(tx, { ...(id ? { id } : {}), cruiseId, name });
      const rows = await insertItems(
        tx,
        items.map((item, position) => ({
          ...(item.id ? { id: item.id } : {}),
          packingListId: list.id,
          name: item.name,
          category: item.category ?? null,
          quantity: item.quantity ?? 1,
          notes: item.notes ?? null,
          isPacked: item.isPacked ?? false,
          position,
        })),
      );
      return presentPackingList(list, rows);
    });
    return { packingList, isNew: true };
  } catch (error) {
    // The cruise was deleted between the ownership check and the insert.
    if (isForeignKeyViolation(error)) throw cruiseNotFound();
    if (!isUniqueViolation(error)) throw error;
    // The same list made meanwhile by a parallel retry answers as a retry; a taken item id is refused.
    if (id && (await findPackingListOwner(db, id))) return createPackingList(ctx, userId, input);
    throw idTaken();
  }
}

export async function renamePackingList(
  ctx: CruiseContext,
  userId: string,
  id: string,
  input: UpdatePackingListInput,
) {
  const fields = UpdatePackingListSchema.parse(input);
  // One statement checks the owner and writes: a list deleted meanwhile is simply not found.
  const list = await updatePackingList(ctx.database.db, userId, id, fields);
  if (!list) throw packingListNotFound();
  return packingListWithItems(ctx, list);
}

/** Deletes a packing list; its items go with it (the foreign key cascades). */
export async function removePackingList(ctx: CruiseContext, userId: string, id: string) {
  if (!(await deletePackingList(ctx.database.db, userId, id))) throw packingListNotFound();
}

/**
 * Appends an item to a packing list of the caller; idempotent on a client-made id. The list's row
 * is locked for the count and the insert, so parallel adds never take a list past its limit.
 */
export async function addPackingItem(
  ctx: CruiseContext,
  userId: string,
  input: CreatePackingItemInput,
): Promise<{ item: PackingItem; isNew: boolean }> {
  const { id, packingListId, ...fields } = CreatePackingItemSchema.parse(input);
  try {
    return await ctx.database.db.transaction(async (tx) => {
      if (!(await lockOwnedPackingList(tx, userId, packingListId))) throw packingListNotFound();
      if (id) {
        const owner = await findItemOwner(tx, id);
        if (owner?.userId === userId && owner.packingListId === packingListId) {
          return { item: presentItem((await findOwnedItem(tx, userId, id))!), isNew: false };
        }
        if (owner) throw idTaken();
      }
      if ((await countItemsOf(tx, packingListId)) >= LIST_LIMITS.items) throw listIsFull();
      const row = await appendItem(tx, {
        ...(id ? { id } : {}),
        packingListId,
        name: fields.name,
        category: fields.category ?? null,
        quantity: fields.quantity ?? 1,
        notes: fields.notes ?? null,
        isPacked: fields.isPacked ?? false,
      });
      return { item: presentItem(row), isNew: true };
    });
  } catch (error) {
    // The list went before the insert (the lock keeps that from happening, the answer stays right).
    if (isForeignKeyViolation(error)) throw packingListNotFound();
    // The same id added to another list meanwhile: the retry answers ID_TAKEN.
    if (id && isUniqueViolation(error)) return addPackingItem(ctx, userId, input);
    throw error;
  }
}

export async function editPackingItem(
  ctx: CruiseContext,
  userId: string,
  id: string,
  input: UpdatePackingItemInput,
) {
  const fields = UpdatePackingItemSchema.parse(input);
  // One statement checks the owner and writes: an item deleted meanwhile is simply not found.
  const row = await updateItem(ctx.database.db, userId, id, fields);
  if (!row) throw itemNotFound();
  return presentItem(row);
}

export async function removePackingItem(ctx: CruiseContext, userId: string, id: string) {
  if (!(await deleteItem(ctx.database.db, userId, id))) throw itemNotFound();
}

/**
 * Puts the listed items first, in that order, the others after them as they were; all in one
 * transaction that holds the list's row, so two orders sent at once apply one after the other
 * (the second reads what the first wrote). An id that is not an item of this list refuses the
 * whole order.
 */
export async function reorderPackingList(
  ctx: CruiseContext,
  userId: string,
  id: string,
  input: ReorderItemsInput,
) {
  const { itemIds } = ReorderItemsSchema.parse(input);
  return ctx.database.db.transaction(async (tx) => {
    const list = await lockOwnedPackingList(tx, userId, id);
    if (!list) throw packingListNotFound();
    const current = await listItemsOf(tx, id);
    const moves = positionsFor(current, itemIds);
    if (!moves.ok) throw orderRefused(moves.unknown);
    await setItemPositions(tx, id, moves.changed);
    return presentPackingList(list, await listItemsOf(tx, id));
  });
}
