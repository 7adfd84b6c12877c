/**
 * Checklists of a cruise (SPEC.md section 7, and beyond it: ticked, dated, edited and reordered
 * items): the shared list service (`lists/service.ts`) with the checklist's columns, presenters
 * and errors. Every call goes through the cruise's owner; creates are idempotent on a client-made
 * id, for the offline queue.
 */
import { LIMIT_MESSAGES } from '../../shared/limits.js';
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
import type { ReorderItemsInput } from '../../shared/schemas/list-common.js';
import type { CruiseContext } from '../cruises/service.js';
import { AppError } from '../errors.js';
import type { IfMatch } from '../http/versions.js';
import { createListService } from '../lists/service.js';
import { type ChecklistItemRow, type ChecklistRow, checklistRepository } from './repository.js';

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

const checklists = createListService({
  repository: checklistRepository,
  listNotFound: () => new AppError('CHECKLIST_NOT_FOUND', 404, 'Checklist not found'),
  itemNotFound: () => new AppError('CHECKLIST_ITEM_NOT_FOUND', 404, 'Checklist item not found'),
  listKind: { code: 'CHECKLIST_CHANGED', thing: 'checklist' },
  listLimitMessage: LIMIT_MESSAGES.checklists,
  itemKind: { code: 'CHECKLIST_ITEM_CHANGED', thing: 'checklist item' },
  presentList: presentChecklist,
  presentItem,
  listIdOf: (item) => item.checklistId,
  tickField: 'isCompleted',
});

/** A cruise's checklists with their items: two queries, whatever the number of lists. */
export const listChecklists = (ctx: CruiseContext, userId: string, cruiseId: string) =>
  checklists.list(ctx, userId, cruiseId);

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
  const { list, isNew } = await checklists.create(ctx, userId, {
    id,
    cruiseId,
    list: { cruiseId, name, category: category ?? null },
    items: (checklistId) =>
      items.map((item, position) => ({
        ...(item.id ? { id: item.id } : {}),
        checklistId,
        text: item.text,
        isCompleted: item.isCompleted,
        dueDate: item.dueDate ?? null,
        position,
      })),
  });
  return { checklist: list, isNew };
}

/** Renames or recategorises; a stale version (`updatedAt`, If-Match) answers 409 `CHECKLIST_CHANGED`. */
export function renameChecklist(
  ctx: CruiseContext,
  userId: string,
  id: string,
  input: UpdateChecklistInput,
  ifMatch?: IfMatch,
) {
  const { updatedAt, ...fields } = UpdateChecklistSchema.parse(input);
  return checklists.rename(ctx, userId, id, fields, { updatedAt, ifMatch });
}

/** Deletes a checklist; its items go with it (the foreign key cascades). */
export const removeChecklist = (ctx: CruiseContext, userId: string, id: string) =>
  checklists.remove(ctx, userId, id);

/** Appends an item to a checklist of the caller; idempotent on a client-made id. */
export async function addChecklistItem(
  ctx: CruiseContext,
  userId: string,
  input: CreateChecklistItemInput,
): Promise<{ item: ChecklistItem; isNew: boolean }> {
  const { id, checklistId, text, isCompleted, dueDate } = CreateChecklistItemSchema.parse(input);
  return checklists.addItem(ctx, userId, {
    id,
    listId: checklistId,
    item: { checklistId, text, isCompleted: isCompleted ?? false, dueDate: dueDate ?? null },
  });
}

/** Ticks or edits an item; a stale version answers 409 `CHECKLIST_ITEM_CHANGED`. */
export function editChecklistItem(
  ctx: CruiseContext,
  userId: string,
  id: string,
  input: UpdateChecklistItemInput,
  ifMatch?: IfMatch,
) {
  const { updatedAt, ...fields } = UpdateChecklistItemSchema.parse(input);
  return checklists.editItem(ctx, userId, id, fields, { updatedAt, ifMatch });
}

export const removeChecklistItem = (ctx: CruiseContext, userId: string, id: string) =>
  checklists.removeItem(ctx, userId, id);

/** A new order for a checklist's items (`reorderListItems`: listed first, the rest after). */
export const reorderChecklist = (ctx: CruiseContext, userId: string, id: string, input: ReorderItemsInput) =>
  checklists.reorder(ctx, userId, id, input);
