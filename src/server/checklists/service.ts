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
import { LIST_LIMITS, type ReorderItemsInput, ReorderItemsSchema } from '../../shared/schemas/list-common.js';
import { type CruiseContext, cruiseNotFound, requireOwnedCruise } from '../cruises/service.js';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors.js';
import { AppError } from '../errors.js';
import { idTaken, itemsByList, listIsFull, orderRefused, positionsFor } from '../lists/rules.js';
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
  const db = ctx.database.db;
  if (id) {
    const owner = await findChecklistOwner(db, id);
    if (owner?.userId === userId && owner.cruiseId === cruiseId) {
      return {
        checklist: await checklistWithItems(ctx, (await findOwnedChecklist(db, userId, id))!),
        isNew: false,
      };
    }
    if (owner) throw idTaken();
  }
  try {
    const checklist = await db.transaction(async (tx) => {
      const list = await insertChecklist(tx, {
        ...(id ? { id } : {}),
        cruiseId,
        name,
        category: category ?? null,
      });
      const rows = await insertItems(
        tx,
        items.map((item, position) => ({
          ...(item.id ? { id: item.id } : {}),
          checklistId: list.id,
          text: item.text,
          isCompleted: item.isCompleted,
          dueDate: item.dueDate ?? null,
          position,
        })),
      );
      return presentChecklist(list, rows);
    });
    return { checklist, isNew: true };
  } catch (error) {
    // The cruise was deleted between the ownership check and the insert.
    if (isForeignKeyViolation(error)) throw cruiseNotFound();
    if (!isUniqueViolation(error)) throw error;
    // The same list made meanwhile by a parallel retry answers as a retry; a taken item id is refused.
    if (id && (await findChecklistOwner(db, id))) return createChecklist(ctx, userId, input);
    throw idTaken();
  }
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

/**
 * Appends an item to a checklist of the caller; idempotent on a client-made id. The list's row is
 * locked for the count and the insert, so parallel adds never take a list past its limit.
 */
export async function addChecklistItem(
  ctx: CruiseContext,
  userId: string,
  input: CreateChecklistItemInput,
): Promise<{ item: ChecklistItem; isNew: boolean }> {
  const { id, checklistId, text, isCompleted, dueDate } = CreateChecklistItemSchema.parse(input);
  try {
    return await ctx.database.db.transaction(async (tx) => {
      if (!(await lockOwnedChecklist(tx, userId, checklistId))) throw checklistNotFound();
      if (id) {
        const owner = await findItemOwner(tx, id);
        if (owner?.userId === userId && owner.checklistId === checklistId) {
          return { item: presentItem((await findOwnedItem(tx, userId, id))!), isNew: false };
        }
        if (owner) throw idTaken();
      }
      if ((await countItemsOf(tx, checklistId)) >= LIST_LIMITS.items) throw listIsFull();
      const row = await appendItem(tx, {
        ...(id ? { id } : {}),
        checklistId,
        text,
        isCompleted: isCompleted ?? false,
        dueDate: dueDate ?? null,
      });
      return { item: presentItem(row), isNew: true };
    });
  } catch (error) {
    // The list went before the insert (the lock keeps that from happening, the answer stays right).
    if (isForeignKeyViolation(error)) throw checklistNotFound();
    // The same id added to another list meanwhile: the retry answers ID_TAKEN.
    if (id && isUniqueViolation(error)) return addChecklistItem(ctx, userId, input);
    throw error;
  }
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

/**
 * Puts the listed items first, in that order, the others after them as they were; all in one
 * transaction that holds the list's row, so two orders sent at once apply one after the other
 * (the second reads what the first wrote). An id that is not an item of this list refuses the
 * whole order.
 */
export async function reorderChecklist(
  ctx: CruiseContext,
  userId: string,
  id: string,
  input: ReorderItemsInput,
) {
  const { itemIds } = ReorderItemsSchema.parse(input);
  return ctx.database.db.transaction(async (tx) => {
    const list = await lockOwnedChecklist(tx, userId, id);
    if (!list) throw checklistNotFound();
    const current = await listItemsOf(tx, id);
    const moves = positionsFor(current, itemIds);
    if (!moves.ok) throw orderRefused(moves.unknown);
    await setItemPositions(tx, id, moves.changed);
    return presentChecklist(list, await listItemsOf(tx, id));
  });
}
