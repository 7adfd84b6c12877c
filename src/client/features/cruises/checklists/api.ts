import { useQuery } from '@tanstack/react-query';
import type { Checklist, ChecklistItem, CreateChecklistInput } from '../../../../shared/schemas/checklists';
import type { Reminder } from '../../../../shared/schemas/reminders';
import { defineListWrites } from '../lists/list-writes';
import { useListWrite } from '../lists/use-list-write';

export const checklistsKey = (cruiseId: string) => [`/api/cruises/${cruiseId}/checklists`] as const;

export function useChecklists(cruiseId: string) {
  return useQuery<Checklist[]>({ queryKey: checklistsKey(cruiseId) });
}

export type NewChecklist = CreateChecklistInput & { id: string };

/** The fields of an item the tab changes (the schema's input types are looser: `unknown` before parsing). */
export type ChecklistItemChanges = { text?: string; isCompleted?: boolean; dueDate?: string | null };

/** What the card's add line gives a new item. */
export type NewChecklistItem = { text: string; dueDate: string | null };

const trimmedOrNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** What an item change looks like once the server has cleaned it (trimmed text, '' as no date). */
function checklistItemChanges(input: ChecklistItemChanges): Partial<ChecklistItem> {
  return {
    ...(input.text !== undefined ? { text: input.text.trim() } : {}),
    ...(input.isCompleted !== undefined ? { isCompleted: input.isCompleted } : {}),
    ...(input.dueDate !== undefined ? { dueDate: input.dueDate || null } : {}),
  };
}

/** The change on the dashboard's reminders: a reminder's tick and text follow its item's. */
function patchReminder(reminder: Reminder, changes: Partial<ChecklistItem>): Reminder {
  return {
    ...reminder,
    ...(changes.text !== undefined ? { text: changes.text } : {}),
    ...(changes.isCompleted !== undefined ? { isCompleted: changes.isCompleted } : {}),
  };
}

/**
 * Every checklist write (`createChecklist`, `updateChecklistItem`...). The dashboard's reminders
 * tick their items with `updateChecklistItem` too: one write, two screens.
 */
export const checklistWrites = defineListWrites<
  Checklist,
  ChecklistItem,
  NewChecklist,
  NewChecklistItem,
  ChecklistItemChanges
>({
  listName: 'Checklist',
  itemName: 'ChecklistItem',
  noun: 'checklist',
  listsPath: '/api/checklists',
  itemsPath: '/api/checklist-items',
  listField: 'checklistId',
  listsKey: checklistsKey,
  makeList: (list, now) => ({
    id: list.id,
    cruiseId: list.cruiseId,
    name: list.name.trim(),
    category: trimmedOrNull(list.category),
    items: (list.items ?? [])
      .filter((row) => row.text?.trim())
      .map((row, position) => ({
        id: row.id ?? `${list.id}-${position}`,
        checklistId: list.id,
        text: row.text!.trim(),
        isCompleted: row.isCompleted ?? false,
        dueDate: trimmedOrNull(row.dueDate),
        position,
        createdAt: now,
        updatedAt: now,
      })),
    createdAt: now,
    updatedAt: now,
  }),
  makeItem: ({ id, listId, fields }, position, now) => ({
    id,
    checklistId: listId,
    text: fields.text.trim(),
    isCompleted: false,
    dueDate: fields.dueDate || null,
    position,
    createdAt: now,
    updatedAt: now,
  }),
  labelOf: (fields) => fields.text.trim(),
  cleanChanges: checklistItemChanges,
  tick: { field: 'isCompleted', on: 'Tick', off: 'Untick' },
  patchReminders: (reminders, id, changes) => {
    const patch = (reminder: Reminder) => (reminder.id === id ? patchReminder(reminder, changes) : reminder);
    return { ...reminders, due: reminders.due.map(patch), recentlyDone: reminders.recentlyDone.map(patch) };
  },
  dropFromReminders: (reminders, id) => {
    const wasDue = reminders.due.some((reminder) => reminder.id === id);
    return {
      ...reminders,
      due: reminders.due.filter((reminder) => reminder.id !== id),
      dueCount: wasDue ? reminders.dueCount - 1 : reminders.dueCount,
      recentlyDone: reminders.recentlyDone.filter((reminder) => reminder.id !== id),
    };
  },
});

/** "New Checklist": the dialog makes the list's id once, so "Create" again sends the same list. */
export const useCreateChecklist = (cruiseId: string) => useListWrite(checklistWrites.create, cruiseId);

/** A starter list's create (one request with its rows); resolves undefined after a failure (toasted). */
export function useAddStarterChecklist(cruiseId: string) {
  const create = useCreateChecklist(cruiseId);
  return (input: NewChecklist) => create.mutateAsync(input).catch(() => undefined);
}

export const useUpdateChecklist = (cruiseId: string) => useListWrite(checklistWrites.rename, cruiseId);
export const useDeleteChecklist = (cruiseId: string) => useListWrite(checklistWrites.remove, cruiseId);
/** Adds an item at the end of its list; it shows at once under its client-made id. */
export const useAddChecklistItem = (cruiseId: string) => useListWrite(checklistWrites.addItem, cruiseId);
/** Ticks, unticks or edits an item, at once on screen. */
export const useUpdateChecklistItem = (cruiseId: string) =>
  useListWrite(checklistWrites.updateItem, cruiseId);
export const useDeleteChecklistItem = (cruiseId: string) =>
  useListWrite(checklistWrites.deleteItem, cruiseId);
/** Puts a list's items in a new order (Move up / Move down), at once on screen. */
export const useReorderChecklist = (cruiseId: string) => useListWrite(checklistWrites.reorder, cruiseId);
