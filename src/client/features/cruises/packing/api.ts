import { useQuery } from '@tanstack/react-query';
import type {
  CreatePackingListInput,
  PackingItem,
  PackingList,
  UpdatePackingListInput,
} from '../../../../shared/schemas/packing';
import { apiJson, apiRequest } from '../../../api/http';
import { changeList, orderItems, useListMutation } from '../lists/list-mutation';

export const packingListsKey = (cruiseId: string) => [`/api/cruises/${cruiseId}/packing-lists`] as const;

export function usePackingLists(cruiseId: string) {
  return useQuery<PackingList[]>({ queryKey: packingListsKey(cruiseId) });
}

/** A new list (by hand or from a starter), with its rows, in one request. */
export function useCreatePackingList(cruiseId: string) {
  return useListMutation<PackingList, CreatePackingListInput & { id: string }, PackingList>({
    mutationKey: 'createPackingList',
    action: 'create packing list',
    queryKey: packingListsKey(cruiseId),
    mutationFn: (input) => apiJson('POST', '/api/packing-lists', input),
  });
}

export function useUpdatePackingList(cruiseId: string) {
  return useListMutation<PackingList, UpdatePackingListInput & { id: string }>({
    mutationKey: 'updatePackingList',
    action: 'rename packing list',
    queryKey: packingListsKey(cruiseId),
    mutationFn: ({ id, ...input }) => apiJson('PUT', `/api/packing-lists/${id}`, input),
  });
}

export function useDeletePackingList(cruiseId: string) {
  return useListMutation<PackingList, string>({
    mutationKey: 'deletePackingList',
    action: 'delete packing list',
    queryKey: packingListsKey(cruiseId),
    mutationFn: (id) => apiRequest('DELETE', `/api/packing-lists/${id}`),
  });
}

/** The fields of an item the tab changes (the schema's input types are looser: `unknown` before parsing). */
type ItemChanges = {
  name?: string;
  category?: string | null;
  quantity?: number;
  notes?: string | null;
  isPacked?: boolean;
};

type NewItem = { id: string; packingListId: string; name: string; category: string | null; quantity: number };

/** Adds an item at the end of its list; it shows at once under its client-made id. */
export function useAddPackingItem(cruiseId: string) {
  return useListMutation<PackingList, NewItem>({
    mutationKey: 'addPackingItem',
    action: 'add item',
    queryKey: packingListsKey(cruiseId),
    mutationFn: (input) => apiJson('POST', '/api/packing-items', input),
    optimistic: (lists, item) =>
      changeList(lists, item.packingListId, (list) => {
        const now = new Date().toISOString();
        const added: PackingItem = {
          ...item,
          notes: null,
          isPacked: false,
          position: list.items.length,
          createdAt: now,
          updatedAt: now,
        };
        return { ...list, items: [...list.items, added] };
      }),
  });
}

/** Packs, unpacks or edits an item, at once on screen. */
export function useUpdatePackingItem(cruiseId: string) {
  return useListMutation<PackingList, ItemChanges & { id: string; packingListId: string }>({
    mutationKey: 'updatePackingItem',
    action: 'update item',
    queryKey: packingListsKey(cruiseId),
    mutationFn: ({ id, packingListId: _list, ...input }) => apiJson('PUT', `/api/packing-items/${id}`, input),
    optimistic: (lists, { id, packingListId, ...input }) =>
      changeList(lists, packingListId, (list) => ({
        ...list,
        items: list.items.map((item) =>
          item.id === id
            ? {
                ...item,
                ...(input.name !== undefined ? { name: input.name.trim() } : {}),
                ...(input.category !== undefined ? { category: input.category?.trim() || null } : {}),
                ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
                ...(input.notes !== undefined ? { notes: input.notes?.trim() || null } : {}),
                ...(input.isPacked !== undefined ? { isPacked: input.isPacked } : {}),
              }
            : item,
        ),
      })),
  });
}

export function useDeletePackingItem(cruiseId: string) {
  return useListMutation<PackingList, { id: string; packingListId: string }>({
    mutationKey: 'deletePackingItem',
    action: 'delete item',
    queryKey: packingListsKey(cruiseId),
    mutationFn: ({ id }) => apiRequest('DELETE', `/api/packing-items/${id}`),
  });
}

/** Puts a list's items in a new order (Move up / Move down), at once on screen. */
export function useReorderPackingList(cruiseId: string) {
  return useListMutation<PackingList, { id: string; itemIds: string[] }>({
    mutationKey: 'reorderPackingList',
    action: 'reorder items',
    queryKey: packingListsKey(cruiseId),
    mutationFn: ({ id, itemIds }) => apiJson('PUT', `/api/packing-lists/${id}/order`, { itemIds }),
    optimistic: (lists, { id, itemIds }) =>
      changeList(lists, id, (list) => ({ ...list, items: orderItems(list.items, itemIds) })),
  });
}
