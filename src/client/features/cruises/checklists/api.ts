import { useQuery } from '@tanstack/react-query';
import type {
  Checklist,
  ChecklistItem,
  CreateChecklistInput,
  UpdateChecklistInput,
} from '../../../../shared/schemas/checklists';
import { apiJson, apiRequest } from '../../../api/http';
import { changeList, orderItems, useListMutation } from '../lists/list-mutation';

export const checklistsKey = (cruiseId: string) => [`/api/cruises/${cruiseId}/checklists`] as const;

export function useChecklists(cruiseId: string) {
  return useQuery<Checklist[]>({ queryKey: checklistsKey(cruiseId) });
}

/** A new list (by hand or from a starter), with its rows, in one request. */
export function useCreateChecklist(cruiseId: string) {
  return useListMutation<Checklist, CreateChecklistInput & { id: string }, Checklist>({
    mutationKey: 'createChecklist',
    action: 'create checklist',
    queryKey: checklistsKey(cruiseId),
    mutationFn: (input) => apiJson('POST', '/api/checklists', input),
  });
}

export function useUpdateChecklist(cruiseId: string) {
  return useListMutation<Checklist, UpdateChecklistInput & { id: string }>({
    mutationKey: 'updateChecklist',
    action: 'rename checklist',
    queryKey: checklistsKey(cruiseId),
    mutationFn: ({ id, ...input }) => apiJson('PUT', `/api/checklists/${id}`, input),
  });
}

export function useDeleteChecklist(cruiseId: string) {
  return useListMutation<Checklist, string>({
    mutationKey: 'deleteChecklist',
    action: 'delete checklist',
    queryKey: checklistsKey(cruiseId),
    mutationFn: (id) => apiRequest('DELETE', `/api/checklists/${id}`),
  });
}

/** The fields of an item the tab changes (the schema's input types are looser: `unknown` before parsing). */
type ItemChanges = { text?: string; isCompleted?: boolean; dueDate?: string | null };

type NewItem = { id: string; checklistId: string; text: string; dueDate: string | null };

/** Adds an item at the end of its list; it shows at once under its client-made id. */
export function useAddChecklistItem(cruiseId: string) {
  return useListMutation<Checklist, NewItem>({
    mutationKey: 'addChecklistItem',
    action: 'add item',
    queryKey: checklistsKey(cruiseId),
    mutationFn: (input) => apiJson('POST', '/api/checklist-items', input),
    optimistic: (lists, item) =>
      changeList(lists, item.checklistId, (list) => {
        const now = new Date().toISOString();
        const added: ChecklistItem = {
          ...item,
          isCompleted: false,
          position: list.items.length,
          createdAt: now,
          updatedAt: now,
        };
        return { ...list, items: [...list.items, added] };
      }),
  });
}

/** Ticks, unticks or edits an item, at once on screen. */
export function useUpdateChecklistItem(cruiseId: string) {
  return useListMutation<Checklist, ItemChanges & { id: string; checklistId: string }>({
    mutationKey: 'updateChecklistItem',
    action: 'update item',
    queryKey: checklistsKey(cruiseId),
    mutationFn: ({ id, checklistId: _list, ...input }) => apiJson('PUT', `/api/checklist-items/${id}`, input),
    optimistic: (lists, { id, checklistId, ...input }) =>
      changeList(lists, checklistId, (list) => ({
        ...list,
        items: list.items.map((item) =>
          item.id === id
            ? {
                ...item,
                ...(input.text !== undefined ? { text: input.text.trim() } : {}),
                ...(input.isCompleted !== undefined ? { isCompleted: input.isCompleted } : {}),
                ...(input.dueDate !== undefined ? { dueDate: input.dueDate || null } : {}),
              }
            : item,
        ),
      })),
  });
}

export function useDeleteChecklistItem(cruiseId: string) {
  return useListMutation<Checklist, { id: string; checklistId: string }>({
    mutationKey: 'deleteChecklistItem',
    action: 'delete item',
    queryKey: checklistsKey(cruiseId),
    mutationFn: ({ id }) => apiRequest('DELETE', `/api/checklist-items/${id}`),
  });
}

/** Puts a list's items in a new order (Move up / Move down), at once on screen. */
export function useReorderChecklist(cruiseId: string) {
  return useListMutation<Checklist, { id: string; itemIds: string[] }>({
    mutationKey: 'reorderChecklist',
    action: 'reorder items',
    queryKey: checklistsKey(cruiseId),
    mutationFn: ({ id, itemIds }) => apiJson('PUT', `/api/checklists/${id}/order`, { itemIds }),
    optimistic: (lists, { id, itemIds }) =>
      changeList(lists, id, (list) => ({ ...list, items: orderItems(list.items, itemIds) })),
  });
}
