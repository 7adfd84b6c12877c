/**
 * Checklists of a cruise (SPEC.md section 7, and beyond it: ticked, dated, edited and reordered
 * items). Every call goes through the cruise's owner (`requireOwnedCruise`, or a join to the
 * cruise's user); creates are idempotent on a client-made id, for the offline queue.
 */
import {
  type Checklist,
  type ChecklistItem,
  type CreateChecklistInput,
  type CreateChecklistItemInput,
  CreateChecklistItemSchema,
  CreateChecklistSchema,
  type UpdateChecklistInput,
  type UpdateChecklistItemInput,
  UpdateChecklistItemSchema,
  UpdateChecklistSchema,
} from '../../shared/schemas/checklists.js';
import { type ReorderItemsInput, ReorderItemsSchema } from '../../shared/schemas/list-common.js';
import { type CruiseContext, requireOwnedCruise } from '../cruises/service.js';
import { AppError } from '../errors.js';
import { appendItemOnce, createListOnce, reorderListItems } from '../lists/list-writes.js';
import { itemsByList } from '../lists/rules.js';
import {
  appendItem,
  type ChecklistItemRow,
  type ChecklistRow,
  countItemsOf,
  deleteChecklist,
  deleteItem,
  findChecklistOwner,
  findItemOwner,
  findOwnedChecklist,
  findOwnedItem,
  insertChecklist,
  insertItems,
  listChecklistsOf,
  listItemsOf,
  listItemsOfCruise,
  lockOwnedChecklist,
  setItemPositions,
  updateChecklist,
  updateItem,
} from './repository.js';

const checklistNotFound = () => new AppError('CHECKLIST_NOT_FOUND', 404, 'Checklist not found');
const itemNotFound = () => new AppError('CHECKLIST_ITEM_NOT_FOUND', 404, 'Checklist item not found');

function presentItem(row: ChecklistItemRow): ChecklistItem {
  return {
    id: row.id,
    checklistId: row.checklistId,
    text: row.text,
    isCompleted: row.isCompleted,
    dueDate: row.dueDate,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function presentChecklist(row: ChecklistRow, items: ChecklistItemRow[]): Checklist {
  return {
    id: row.id,
    cruiseId: row.cruiseId,
    name: row.name,
    category: row.category,
    items: items.map(presentItem),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A cruise's checklists with their items: two queries, whatever the number of lists. */
export async function listChecklists(ctx: CruiseContext, userId: string, cruiseId: string) {
  await requireOwnedCruise(ctx, userId, cruiseId);
  const db = ctx.database.db;
  const [lists, items] = await Promise.all([listChecklistsOf(db, cruiseId), listItemsOfCruise(db, cruiseId)]);
  const byList = itemsByList(items, (item) => item.checklistId);
  return lists.map((list) => presentChecklist(list, byList.get(list.id) ?? []));
}

async function checklistWithItems(ctx: CruiseContext, list: ChecklistRow) {
  return presentChecklist(list, await listItemsOf(ctx.database.db, list.id));
}

/**
 * Creates a checklist with its rows (blank ones already dropped by the schema) in one
 * transaction. With a client-made id a retry answers with the list the first call made.
 */
export async function createChecklist(
  ctx: CruiseContext,
  userId: string,
  input: CreateChecklistInput,
): Promise<{ checklist: Checklist; isNew: boolean }> {
  const { id, cruiseId, name, category, items = [] } = CreateChecklistSchema.parse(input);
  await requireOwnedCruise(ctx, userId, cruiseId);
  const { list, isNew } = await createListOnce(
    ctx.database.db,
    { userId, cruiseId, id },
    {
      listOwner: async (db, listId) => {
        const owner = await findChecklistOwner(db, listId);
        return owner && { userId: owner.userId, parentId: owner.cruiseId };
      },
      existing: async (db, listId) => {
        const found = await findOwnedChecklist(db, userId, listId);
        return found && presentChecklist(found, await listItemsOf(db, listId));
      },
      insert: async (tx) => {
        const created = await insertChecklist(tx, {
          ...(id ? { id } : {}),
          cruiseId,
          name,
          category: category ?? null,
        });
        const rows = await insertItems(
          tx,
          items.map((item, position) => ({
            ...(item.id ? { id: item.id } : {}),
            checklistId: created.id,
            text: item.text,
            isCompleted: item.isCompleted,
            dueDate: item.dueDate ?? null,
            position,
          })),
        );
        return presentChecklist(created, rows);
      },
    },
  );
  return { checklist: list, isNew };
}

export async function renameChecklist(
  ctx: CruiseContext,
  userId: string,
  id: string,
  input: UpdateChecklistInput,
) {
  const fields = UpdateChecklistSchema.parse(input);
  // One statement checks the owner and writes: a list deleted meanwhile is simply not found.
  const list = await updateChecklist(ctx.database.db, userId, id, fields);
  if (!list) throw checklistNotFound();
  return checklistWithItems(ctx, list);
}

/** Deletes a checklist; its items go with it (the foreign key cascades). */
export async function removeChecklist(ctx: CruiseContext, userId: string, id: string) {
  if (!(await deleteChecklist(ctx.database.db, userId, id))) throw checklistNotFound();
}

/** Appends an item to a checklist of the caller; idempotent on a client-made id. */
export async function addChecklistItem(
  ctx: CruiseContext,
  userId: string,
  input: CreateChecklistItemInput,
): Promise<{ item: ChecklistItem; isNew: boolean }> {
  const { id, checklistId, text, isCompleted, dueDate } = CreateChecklistItemSchema.parse(input);
  return appendItemOnce(
    ctx.database.db,
    { userId, listId: checklistId, id },
    {
      lockOwnedList: lockOwnedChecklist,
      listNotFound: checklistNotFound,
      itemOwner: async (tx, itemId) => {
        const owner = await findItemOwner(tx, itemId);
        return owner && { userId: owner.userId, parentId: owner.checklistId };
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
            checklistId,
            text,
            isCompleted: isCompleted ?? false,
            dueDate: dueDate ?? null,
          }),
        ),
    },
  );
}

export async function editChecklistItem(
  ctx: CruiseContext,
  userId: string,
  id: string,
  input: UpdateChecklistItemInput,
) {
  const fields = UpdateChecklistItemSchema.parse(input);
  // One statement checks the owner and writes: an item deleted meanwhile is simply not found.
  const row = await updateItem(ctx.database.db, userId, id, fields);
  if (!row) throw itemNotFound();
  return presentItem(row);
}

export async function removeChecklistItem(ctx: CruiseContext, userId: string, id: string) {
  if (!(await deleteItem(ctx.database.db, userId, id))) throw itemNotFound();
}

/** A new order for a checklist's items (`reorderListItems`: listed first, the rest after). */
export async function reorderChecklist(
  ctx: CruiseContext,
  userId: string,
  id: string,
  input: ReorderItemsInput,
) {
  const { itemIds } = ReorderItemsSchema.parse(input);
  const { list, items } = await reorderListItems(
    ctx.database.db,
    { userId, listId: id, itemIds },
    { lockOwnedList: lockOwnedChecklist, listNotFound: checklistNotFound, listItemsOf, setItemPositions },
  );
  return presentChecklist(list, items);
}
