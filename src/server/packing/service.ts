/**
 * Packing lists of a cruise (SPEC.md section 7, and beyond it: items packed, edited and reordered
 * on the cruise page): the shared list service (`lists/service.ts`) with the packing list's
 * columns, presenters and errors. Every call goes through the cruise's owner; creates are
 * idempotent on a client-made id, for the offline queue. Quantities are whole numbers from 1
 * (default 1).
 */
import { LIMIT_MESSAGES } from '../../shared/limits.js';
import type { ReorderItemsInput } from '../../shared/schemas/list-common.js';
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
import type { CruiseContext } from '../cruises/service.js';
import { AppError } from '../errors.js';
import type { IfMatch } from '../http/versions.js';
import { createListService } from '../lists/service.js';
import { type PackingItemRow, type PackingListRow, packingRepository } from './repository.js';

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

const packingLists = createListService({
  repository: packingRepository,
  listNotFound: () => new AppError('PACKING_LIST_NOT_FOUND', 404, 'Packing list not found'),
  itemNotFound: () => new AppError('PACKING_ITEM_NOT_FOUND', 404, 'Packing item not found'),
  listKind: { code: 'PACKING_LIST_CHANGED', thing: 'packing list' },
  listLimitMessage: LIMIT_MESSAGES.packingLists,
  itemKind: { code: 'PACKING_ITEM_CHANGED', thing: 'packing item' },
  presentList: presentPackingList,
  presentItem,
  listIdOf: (item) => item.packingListId,
  tickField: 'isPacked',
});

/** A cruise's packing lists with their items: two queries, whatever the number of lists. */
export const listPackingLists = (ctx: CruiseContext, userId: string, cruiseId: string) =>
  packingLists.list(ctx, userId, cruiseId);

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
  const { list, isNew } = await packingLists.create(ctx, userId, {
    id,
    cruiseId,
    list: { cruiseId, name },
    items: (packingListId) =>
      items.map((item, position) => ({
        ...(item.id ? { id: item.id } : {}),
        packingListId,
        name: item.name,
        category: item.category ?? null,
        quantity: item.quantity ?? 1,
        notes: item.notes ?? null,
        isPacked: item.isPacked ?? false,
        position,
      })),
  });
  return { packingList: list, isNew };
}

/** Renames a packing list; a stale version (`updatedAt`, If-Match) answers 409 `PACKING_LIST_CHANGED`. */
export function renamePackingList(
  ctx: CruiseContext,
  userId: string,
  id: string,
  input: UpdatePackingListInput,
  ifMatch?: IfMatch,
) {
  const { updatedAt, ...fields } = UpdatePackingListSchema.parse(input);
  return packingLists.rename(ctx, userId, id, fields, { updatedAt, ifMatch });
}

/** Deletes a packing list; its items go with it (the foreign key cascades). */
export const removePackingList = (ctx: CruiseContext, userId: string, id: string) =>
  packingLists.remove(ctx, userId, id);

/** Appends an item to a packing list of the caller; idempotent on a client-made id. */
export async function addPackingItem(
  ctx: CruiseContext,
  userId: string,
  input: CreatePackingItemInput,
): Promise<{ item: PackingItem; isNew: boolean }> {
  const { id, packingListId, ...fields } = CreatePackingItemSchema.parse(input);
  return packingLists.addItem(ctx, userId, {
    id,
    listId: packingListId,
    item: {
      packingListId,
      name: fields.name,
      category: fields.category ?? null,
      quantity: fields.quantity ?? 1,
      notes: fields.notes ?? null,
      isPacked: fields.isPacked ?? false,
    },
  });
}

/** Packs, unpacks or edits an item; a stale version answers 409 `PACKING_ITEM_CHANGED`. */
export function editPackingItem(
  ctx: CruiseContext,
  userId: string,
  id: string,
  input: UpdatePackingItemInput,
  ifMatch?: IfMatch,
) {
  const { updatedAt, ...fields } = UpdatePackingItemSchema.parse(input);
  return packingLists.editItem(ctx, userId, id, fields, { updatedAt, ifMatch });
}

export const removePackingItem = (ctx: CruiseContext, userId: string, id: string) =>
  packingLists.removeItem(ctx, userId, id);

/** A new order for a packing list's items (`reorderListItems`: listed first, the rest after). */
export const reorderPackingList = (
  ctx: CruiseContext,
  userId: string,
  id: string,
  input: ReorderItemsInput,
) => packingLists.reorder(ctx, userId, id, input);
