import { useQuery } from '@tanstack/react-query';
import type { CreatePackingListInput, PackingItem, PackingList } from '../../../../shared/schemas/packing';
import type { PackingTodo } from '../../../../shared/schemas/reminders';
import { defineListWrites } from '../lists/list-writes';
import { useListWrite } from '../lists/use-list-write';

export const packingListsKey = (cruiseId: string) => [`/api/cruises/${cruiseId}/packing-lists`] as const;

export function usePackingLists(cruiseId: string) {
  return useQuery<PackingList[]>({ queryKey: packingListsKey(cruiseId) });
}

export type NewPackingList = CreatePackingListInput & { id: string };

/** The fields of an item the tab changes (the schema's input types are looser: `unknown` before parsing). */
export type PackingItemChangesInput = {
  name?: string;
  category?: string | null;
  quantity?: number;
  notes?: string | null;
  isPacked?: boolean;
};

/** What the card's add line gives a new item. */
export type NewPackingItem = { name: string; category: string | null; quantity: number };

const trimmedOrNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** What an item change looks like once the server has cleaned it (trimmed text, '' as none). */
function packingItemChanges(input: PackingItemChangesInput): Partial<PackingItem> {
  return {
    ...(input.name !== undefined ? { name: input.name.trim() } : {}),
    ...(input.category !== undefined ? { category: trimmedOrNull(input.category) } : {}),
    ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
    ...(input.notes !== undefined ? { notes: trimmedOrNull(input.notes) } : {}),
    ...(input.isPacked !== undefined ? { isPacked: input.isPacked } : {}),
  };
}

type TodoItem = PackingTodo['items'][number];

/**
 * The change on the dashboard's To Do's, which lists unpacked items: the packed count moves only
 * when the listed item's state actually flips, so applying the change again changes nothing.
 */
function patchTodo(packing: PackingTodo, id: string, changes: Partial<PackingItem>): PackingTodo {
  const item = packing.items.find((todo) => todo.id === id);
  if (!item) return packing;
  const { name, category, quantity, isPacked } = changes;
  const flips = isPacked !== undefined && isPacked !== item.isPacked;
  const patched: TodoItem = {
    ...item,
    ...(name !== undefined ? { name } : {}),
    ...(category !== undefined ? { category } : {}),
    ...(quantity !== undefined ? { quantity } : {}),
    ...(isPacked !== undefined ? { isPacked } : {}),
  };
  return {
    ...packing,
    packed: flips ? packing.packed + (isPacked ? 1 : -1) : packing.packed,
    items: packing.items.map((todo) => (todo.id === id ? patched : todo)),
  };
}

/**
 * Every packing write (`createPackingList`, `updatePackingItem`...). The dashboard's To Do's pack
 * their items with `updatePackingItem` too: one write, two screens.
 */
export const packingWrites = defineListWrites<
  PackingList,
  PackingItem,
  NewPackingList,
  NewPackingItem,
  PackingItemChangesInput
>({
  listName: 'PackingList',
  itemName: 'PackingItem',
  noun: 'packing list',
  listsPath: '/api/packing-lists',
  itemsPath: '/api/packing-items',
  listField: 'packingListId',
  listsKey: packingListsKey,
  makeList: (list, now) => ({
    id: list.id,
    cruiseId: list.cruiseId,
    name: list.name.trim(),
    items: (list.items ?? [])
      .filter((row) => row.name?.trim())
      .map((row, position) => ({
        id: row.id ?? `${list.id}-${position}`,
        packingListId: list.id,
        name: row.name!.trim(),
        category: trimmedOrNull(row.category),
        quantity: typeof row.quantity === 'number' ? row.quantity : 1,
        notes: trimmedOrNull(row.notes),
        isPacked: row.isPacked ?? false,
        position,
        createdAt: now,
        updatedAt: now,
      })),
    createdAt: now,
    updatedAt: now,
  }),
  makeItem: ({ id, listId, fields }, position, now) => ({
    id,
    packingListId: listId,
    name: fields.name.trim(),
    category: trimmedOrNull(fields.category),
    quantity: fields.quantity,
    notes: null,
    isPacked: false,
    position,
    createdAt: now,
    updatedAt: now,
  }),
  labelOf: (fields) => fields.name.trim(),
  cleanChanges: packingItemChanges,
  tick: { field: 'isPacked', on: 'Pack', off: 'Unpack' },
  patchReminders: (reminders, id, changes) =>
    reminders.packing ? { ...reminders, packing: patchTodo(reminders.packing, id, changes) } : reminders,
  dropFromReminders: (reminders, id) => {
    const packing = reminders.packing;
    if (!packing?.items.some((todo) => todo.id === id)) return reminders;
    return {
      ...reminders,
      packing: {
        ...packing,
        total: packing.total - 1,
        items: packing.items.filter((todo) => todo.id !== id),
      },
    };
  },
});

/** "New Packing List": the dialog makes the list's id once, so "Create" again sends the same list. */
export const useCreatePackingList = (cruiseId: string) => useListWrite(packingWrites.create, cruiseId);

/** A starter list's create (one request with its rows); resolves undefined after a failure (toasted). */
export function useAddStarterPackingList(cruiseId: string) {
  const create = useCreatePackingList(cruiseId);
  return (input: NewPackingList) => create.mutateAsync(input).catch(() => undefined);
}

export const useUpdatePackingList = (cruiseId: string) => useListWrite(packingWrites.rename, cruiseId);
export const useDeletePackingList = (cruiseId: string) => useListWrite(packingWrites.remove, cruiseId);
/** Adds an item at the end of its list; it shows at once under its client-made id. */
export const useAddPackingItem = (cruiseId: string) => useListWrite(packingWrites.addItem, cruiseId);
/** Packs, unpacks or edits an item, at once on screen. */
export const useUpdatePackingItem = (cruiseId: string) => useListWrite(packingWrites.updateItem, cruiseId);
export const useDeletePackingItem = (cruiseId: string) => useListWrite(packingWrites.deleteItem, cruiseId);
/** Puts a list's items in a new order (Move up / Move down), at once on screen. */
export const useReorderPackingList = (cruiseId: string) => useListWrite(packingWrites.reorder, cruiseId);
