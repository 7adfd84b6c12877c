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
import { type CruiseContext, requireOwnedCruise } from '../cruises/service.js';
import { isUniqueViolation } from '../db/errors.js';
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
  const db = ctx.database.db;
  if (!(await findOwnedPackingList(db, userId, id))) throw packingListNotFound();
  return packingListWithItems(ctx, (await updatePackingList(db, id, fields))!);
}

/** Deletes a packing list; its items go with it (the foreign key cascades). */
export async function removePackingList(ctx: CruiseContext, userId: string, id: string) {
  if (!(await findOwnedPackingList(ctx.database.db, userId, id))) throw packingListNotFound();
  await deletePackingList(ctx.database.db, id);
}

/** Appends an item to a packing list of the caller; idempotent on a client-made id. */
export async function addPackingItem(
  ctx: CruiseContext,
  userId: string,
  input: CreatePackingItemInput,
): Promise<{ item: PackingItem; isNew: boolean }> {
  const { id, packingListId, ...fields } = CreatePackingItemSchema.parse(input);
  const db = ctx.database.db;
  if (!(await findOwnedPackingList(db, userId, packingListId))) throw packingListNotFound();
  if (id) {
    const owner = await findItemOwner(db, id);
    if (owner?.userId === userId && owner.packingListId === packingListId) {
      return { item: presentItem((await findOwnedItem(db, userId, id))!), isNew: false };
    }
    if (owner) throw idTaken();
  }
  if ((await countItemsOf(db, packingListId)) >= LIST_LIMITS.items) throw listIsFull();
  try {
    const row = await appendItem(db, {
      ...(id ? { id } : {}),
      packingListId,
      name: fields.name,
      category: fields.category ?? null,
      quantity: fields.quantity ?? 1,
      notes: fields.notes ?? null,
      isPacked: fields.isPacked ?? false,
    });
    return { item: presentItem(row), isNew: true };
  } catch (error) {
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
  const db = ctx.database.db;
  if (!(await findOwnedItem(db, userId, id))) throw itemNotFound();
  return presentItem((await updateItem(db, id, fields))!);
}

export async function removePackingItem(ctx: CruiseContext, userId: string, id: string) {
  if (!(await findOwnedItem(ctx.database.db, userId, id))) throw itemNotFound();
  await deleteItem(ctx.database.db, id);
}

/**
 * Puts the listed items first, in that order, the others after them as they were; all in one
 * transaction. An id that is not an item of this list refuses the whole order.
 */
export async function reorderPackingList(
  ctx: CruiseContext,
  userId: string,
  id: string,
  input: ReorderItemsInput,
) {
  const { itemIds } = ReorderItemsSchema.parse(input);
  const db = ctx.database.db;
  const list = await findOwnedPackingList(db, userId, id);
  if (!list) throw packingListNotFound();
  const items = await db.transaction(async (tx) => {
    const current = await listItemsOf(tx, id);
    const moves = positionsFor(current, itemIds);
    if (!moves.ok) throw orderRefused(moves.unknown);
    await setItemPositions(tx, id, moves.changed);
    return listItemsOf(tx, id);
  });
  return presentPackingList(list, items);
}
