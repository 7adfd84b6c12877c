import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Checklist,
  ChecklistItem,
  CreateChecklistInput,
  UpdateChecklistInput,
} from '../../../../shared/schemas/checklists';
import { apiJson, apiRequest } from '../../../api/http';
import { type ListMutationConfig, runListMutation, useListMutation } from '../lists/list-mutation';
import { appendItem, changeList, patchItem, reorderItems, upsertList } from '../lists/list-patches';

export const checklistsKey = (cruiseId: string) => [`/api/cruises/${cruiseId}/checklists`] as const;

export function useChecklists(cruiseId: string) {
  return useQuery<Checklist[]>({ queryKey: checklistsKey(cruiseId) });
}

export type NewChecklist = CreateChecklistInput & { id: string };

/** A new list with its rows, in one request; the answered list goes into the cache at once. */
const createChecklist = (
  cruiseId: string,
  listId: string,
): ListMutationConfig<Checklist, NewChecklist, Checklist> => ({
  mutationKey: 'createChecklist',
  action: 'create checklist',
  queryKey: checklistsKey(cruiseId),
  listId,
  mutationFn: (input) => apiJson('POST', '/api/checklists', input),
  answered: (lists, list) => upsertList(lists, list),
});

/** "New Checklist": `listId` is the id the dialog made once, so a retry sends the same list. */
export function useCreateChecklist(cruiseId: string, listId: string) {
  return useListMutation(createChecklist(cruiseId, listId));
}

/** A starter list's create, whose new id is only known at the click; resolves undefined on failure. */
export function useAddStarterChecklist(cruiseId: string) {
  const queryClient = useQueryClient();
  return (input: NewChecklist) => runListMutation(queryClient, createChecklist(cruiseId, input.id), input);
}

export function useUpdateChecklist(cruiseId: string, checklistId: string) {
  return useListMutation<Checklist, UpdateChecklistInput & { id: string }, Checklist>({
    mutationKey: 'updateChecklist',
    action: 'rename checklist',
    queryKey: checklistsKey(cruiseId),
    listId: checklistId,
    mutationFn: ({ id, ...input }) => apiJson('PUT', `/api/checklists/${id}`, input),
    // Only the list's own fields: its items in the cache may hold ticks still on their way.
    answered: (lists, { id, name, category, updatedAt }) =>
      changeList(lists, id, (list) => ({ ...list, name, category, updatedAt })),
  });
}

export function useDeleteChecklist(cruiseId: string, checklistId: string) {
  return useListMutation<Checklist, string>({
    mutationKey: 'deleteChecklist',
    action: 'delete checklist',
    queryKey: checklistsKey(cruiseId),
    listId: checklistId,
    mutationFn: (id) => apiRequest('DELETE', `/api/checklists/${id}`),
    answered: (lists, _, id) => lists.filter((list) => list.id !== id),
  });
}

/** The fields of an item the tab changes (the schema's input types are looser: `unknown` before parsing). */
type ItemChanges = { text?: string; isCompleted?: boolean; dueDate?: string | null };

type NewItem = { id: string; checklistId: string; text: string; dueDate: string | null };

/** Adds an item at the end of its list; it shows at once under its client-made id. */
export function useAddChecklistItem(cruiseId: string, checklistId: string) {
  return useListMutation<Checklist, NewItem>({
    mutationKey: 'addChecklistItem',
    action: 'add item',
    queryKey: checklistsKey(cruiseId),
    listId: checklistId,
    mutationFn: (input) => apiJson('POST', '/api/checklist-items', input),
    optimistic: appendItem<ChecklistItem, Checklist, NewItem>(
      (item) => item.checklistId,
      (item, position) => {
        const now = new Date().toISOString();
        return { ...item, isCompleted: false, position, createdAt: now, updatedAt: now };
      },
    ),
  });
}

/** What an item change looks like once the server has cleaned it (trimmed text, '' as no date). */
function checklistItemChanges(input: ItemChanges): Partial<ChecklistItem> {
  return {
    ...(input.text !== undefined ? { text: input.text.trim() } : {}),
    ...(input.isCompleted !== undefined ? { isCompleted: input.isCompleted } : {}),
    ...(input.dueDate !== undefined ? { dueDate: input.dueDate || null } : {}),
  };
}

/** Ticks, unticks or edits an item, at once on screen. */
export function useUpdateChecklistItem(cruiseId: string, checklistId: string) {
  type Variables = ItemChanges & { id: string; checklistId: string };
  return useListMutation<Checklist, Variables>({
    mutationKey: 'updateChecklistItem',
    action: 'update item',
    queryKey: checklistsKey(cruiseId),
    listId: checklistId,
    mutationFn: ({ id, checklistId: _list, ...input }) => apiJson('PUT', `/api/checklist-items/${id}`, input),
    optimistic: patchItem<ChecklistItem, Checklist, Variables>(
      (variables) => variables.checklistId,
      ({ id: _id, checklistId: _list, ...input }) => checklistItemChanges(input),
    ),
  });
}

export function useDeleteChecklistItem(cruiseId: string, checklistId: string) {
  return useListMutation<Checklist, { id: string; checklistId: string }>({
    mutationKey: 'deleteChecklistItem',
    action: 'delete item',
    queryKey: checklistsKey(cruiseId),
    listId: checklistId,
    mutationFn: ({ id }) => apiRequest('DELETE', `/api/checklist-items/${id}`),
    answered: (lists, _, { id, checklistId: listId }) =>
      changeList(lists, listId, (list) => ({ ...list, items: list.items.filter((item) => item.id !== id) })),
  });
}

/** Puts a list's items in a new order (Move up / Move down), at once on screen. */
export function useReorderChecklist(cruiseId: string, checklistId: string) {
  return useListMutation<Checklist, { id: string; itemIds: string[] }>({
    mutationKey: 'reorderChecklist',
    action: 'reorder items',
    queryKey: checklistsKey(cruiseId),
    listId: checklistId,
    mutationFn: ({ id, itemIds }) => apiJson('PUT', `/api/checklists/${id}/order`, { itemIds }),
    optimistic: reorderItems<ChecklistItem, Checklist>(),
  });
}
