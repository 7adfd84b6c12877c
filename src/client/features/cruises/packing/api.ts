import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePackingListInput,
  PackingItem,
  PackingList,
  UpdatePackingListInput,
} from '../../../../shared/schemas/packing';
import { apiJson, apiRequest } from '../../../api/http';
import { type ListMutationConfig, runListMutation, useListMutation } from '../lists/list-mutation';
import { appendItem, changeList, patchItem, reorderItems, upsertList } from '../lists/list-patches';

export const packingListsKey = (cruiseId: string) => [`/api/cruises/${cruiseId}/packing-lists`] as const;

export function usePackingLists(cruiseId: string) {
  return useQuery<PackingList[]>({ queryKey: packingListsKey(cruiseId) });
}

export type NewPackingList = CreatePackingListInput & { id: string };

/** A new list with its rows, in one request; the answered list goes into the cache at once. */
const createPackingList = (
  cruiseId: string,
  listId: string,
): ListMutationConfig<PackingList, NewPackingList, PackingList> => ({
  mutationKey: 'createPackingList',
  action: 'create packing list',
  queryKey: packingListsKey(cruiseId),
  listId,
  mutationFn: (input) => apiJson('POST', '/api/packing-lists', input),
  answered: (lists, list) => upsertList(lists, list),
});

/** "New Packing List": `listId` is the id the dialog made once, so a retry sends the same list. */
export function useCreatePackingList(cruiseId: string, listId: string) {
  return useListMutation(createPackingList(cruiseId, listId));
}

/** A starter list's create, whose new id is only known at the click; resolves undefined on failure. */
export function useAddStarterPackingList(cruiseId: string) {
  const queryClient = useQueryClient();
  return (input: NewPackingList) =>
    runListMutation(queryClient, createPackingList(cruiseId, input.id), input);
}

export function useUpdatePackingList(cruiseId: string, packingListId: string) {
  return useListMutation<PackingList, UpdatePackingListInput & { id: string }, PackingList>({
    mutationKey: 'updatePackingList',
    action: 'rename packing list',
    queryKey: packingListsKey(cruiseId),
    listId: packingListId,
    mutationFn: ({ id, ...input }) => apiJson('PUT', `/api/packing-lists/${id}`, input),
    // Only the list's own fields: its items in the cache may hold ticks still on their way.
    answered: (lists, { id, name, updatedAt }) =>
      changeList(lists, id, (list) => ({ ...list, name, updatedAt })),
  });
}

export function useDeletePackingList(cruiseId: string, packingListId: string) {
  return useListMutation<PackingList, string>({
    mutationKey: 'deletePackingList',
    action: 'delete packing list',
    queryKey: packingListsKey(cruiseId),
    listId: packingListId,
    mutationFn: (id) => apiRequest('DELETE', `/api/packing-lists/${id}`),
    answered: (lists, _, id) => lists.filter((list) => list.id !== id),
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
export function useAddPackingItem(cruiseId: string, packingListId: string) {
  return useListMutation<PackingList, NewItem>({
    mutationKey: 'addPackingItem',
    action: 'add item',
    queryKey: packingListsKey(cruiseId),
    listId: packingListId,
    mutationFn: (input) => apiJson('POST', '/api/packing-items', input),
    optimistic: appendItem<PackingItem, PackingList, NewItem>(
      (item) => item.packingListId,
      (item, position) => {
        const now = new Date().toISOString();
        return { ...item, notes: null, isPacked: false, position, createdAt: now, updatedAt: now };
      },
    ),
  });
}

/** What an item change looks like once the server has cleaned it (trimmed text, '' as none). */
function packingItemChanges(input: ItemChanges): Partial<PackingItem> {
  return {
    ...(input.name !== undefined ? { name: input.name.trim() } : {}),
    ...(input.category !== undefined ? { category: input.category?.trim() || null } : {}),
    ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
    ...(input.notes !== undefined ? { notes: input.notes?.trim() || null } : {}),
    ...(input.isPacked !== undefined ? { isPacked: input.isPacked } : {}),
  };
}

/** Packs, unpacks or edits an item, at once on screen. */
export function useUpdatePackingItem(cruiseId: string, packingListId: string) {
  type Variables = ItemChanges & { id: string; packingListId: string };
  return useListMutation<PackingList, Variables>({
    mutationKey: 'updatePackingItem',
    action: 'update item',
    queryKey: packingListsKey(cruiseId),
    listId: packingListId,
    mutationFn: ({ id, packingListId: _list, ...input }) => apiJson('PUT', `/api/packing-items/${id}`, input),
    optimistic: patchItem<PackingItem, PackingList, Variables>(
      (variables) => variables.packingListId,
      ({ id: _id, packingListId: _list, ...input }) => packingItemChanges(input),
    ),
  });
}

export function useDeletePackingItem(cruiseId: string, packingListId: string) {
  return useListMutation<PackingList, { id: string; packingListId: string }>({
    mutationKey: 'deletePackingItem',
    action: 'delete item',
    queryKey: packingListsKey(cruiseId),
    listId: packingListId,
    mutationFn: ({ id }) => apiRequest('DELETE', `/api/packing-items/${id}`),
    answered: (lists, _, { id, packingListId: listId }) =>
      changeList(lists, listId, (list) => ({ ...list, items: list.items.filter((item) => item.id !== id) })),
  });
}

/** Puts a list's items in a new order (Move up / Move down), at once on screen. */
export function useReorderPackingList(cruiseId: string, packingListId: string) {
  return useListMutation<PackingList, { id: string; itemIds: string[] }>({
    mutationKey: 'reorderPackingList',
    action: 'reorder items',
    queryKey: packingListsKey(cruiseId),
    listId: packingListId,
    mutationFn: ({ id, itemIds }) => apiJson('PUT', `/api/packing-lists/${id}/order`, { itemIds }),
    optimistic: reorderItems<PackingItem, PackingList>(),
  });
}
