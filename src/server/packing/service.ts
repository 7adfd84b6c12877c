/**
 * Packing lists of a cruise (SPEC.md section 7, and beyond it: items packed, edited and reordered
 * on the cruise page). Every call goes through the cruise's owner; creates are idempotent on a
 * client-made id, for the offline queue. Quantities are whole numbers from 1 (default 1).
 */
import { type ReorderItemsInput, ReorderItemsSchema } from '../../shared/schemas/list-common.js';
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
import { AppError } from '../errors.js';
import { appendItemOnce, createListOnce, reorderListItems } from '../lists/list-writes.js';
import { itemsByList } from '../lists/rules.js';
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
  const { list, isNew } = await createListOnce(
    ctx.database.db,
    { userId, cruiseId, id },
    {
      listOwner: async (db, listId) => {
        const owner = await findPackingListOwner(db, listId);
        return owner && { userId: owner.userId, parentId: owner.cruiseId };
      },
      existing: async (db, listId) => {
        const found = await findOwnedPackingList(db, userId, listId);
        return found && presentPackingList(found, await listItemsOf(db, listId));
      },
      insert: async (tx) => {
        const created = await insertPackingList(tx, { ...(id ? { id } : {}), cruiseId, name });
        const rows = await insertItems(
          tx,
          items.map((item, position) => ({
            ...(item.id ? { id: item.id } : {}),
            packingListId: created.id,
            name: item.name,
            category: item.category ?? null,
            quantity: item.quantity ?? 1,
            notes: item.notes ?? null,
            isPacked: item.isPacked ?? false,
            position,
          })),
        );
        return presentPackingList(created, rows);
      },
    },
  );
  return { packingList: list, isNew };
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

/** Appends an item to a packing list of the caller; idempotent on a client-made id. */
export async function addPackingItem(
  ctx: CruiseContext,
  userId: string,
  input: CreatePackingItemInput,
): Promise<{ item: PackingItem; isNew: boolean }> {
  const { id, packingListId, ...fields } = CreatePackingItemSchema.parse(input);
  return appendItemOnce(
    ctx.database.db,
    { userId, listId: packingListId, id },
    {
      lockOwnedList: lockOwnedPackingList,
      listNotFound: packingListNotFound,
      itemOwner: async (tx, itemId) => {
        const owner = await findItemOwner(tx, itemId);
        return owner && { userId: owner.userId, parentId: owner.packingListId };
      },
      existing: async (tx, itemId) => {
        const row = await findOwnedItem(tx, userId, itemId);
        return row && presentItem(row);
      },
      countItemsOf,
      append: async (tx) =>
        presentItem(
          await appendItem(tx, {
            ...(id ? { id } : {}),
            packingListId,
            name: fields.name,
            category: fields.category ?? null,
            quantity: fields.quantity ?? 1,
            notes: fields.notes ?? null,
            isPacked: fields.isPacked ?? false,
          }),
        ),
    },
  );
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

/** A new order for a packing list's items (`reorderListItems`: listed first, the rest after). */
export async function reorderPackingList(
  ctx: CruiseContext,
  userId: string,
  id: string,
  input: ReorderItemsInput,
) {
  const { itemIds } = ReorderItemsSchema.parse(input);
  const { list, items } = await reorderListItems(
    ctx.database.db,
    { userId, listId: id, itemIds },
    { lockOwnedList: lockOwnedPackingList, listNotFound: packingListNotFound, listItemsOf, setItemPositions },
  );
  return presentPackingList(list, items);
}
