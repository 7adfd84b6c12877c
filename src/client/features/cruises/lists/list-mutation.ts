import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureToast } from './toasts';

/** The named mutations of the Checklists and Packing tabs (the offline queue replays them by name). */
const LIST_MUTATIONS = new Set([
  'createChecklist',
  'updateChecklist',
  'deleteChecklist',
  'addChecklistItem',
  'updateChecklistItem',
  'deleteChecklistItem',
  'reorderChecklist',
  'createPackingList',
  'updatePackingList',
  'deletePackingList',
  'addPackingItem',
  'updatePackingItem',
  'deletePackingItem',
  'reorderPackingList',
]);

/**
 * A named write to a cruise's checklists or packing lists. `optimistic` changes the cached lists
 * at once (a tick, a move, a new item with its client-made id) and a failure puts them back, with
 * the spec's toast ('Failed to {action}: {message}') for every failed call, even when several
 * ticks are on their way at once.
 * Afterwards the dashboard's reminders (every `/api/reminders…` query) are refreshed, and the
 * lists too once no other write to them is still on its way (so a refetch never shows a tick
 * the server has not seen yet as undone).
 */
export function useListMutation<TList, TVariables, TData = unknown>({
  mutationKey,
  action,
  queryKey,
  mutationFn,
  optimistic,
}: {
  mutationKey: string;
  /** What the failure toast says could not be done: 'add item', 'create checklist'... */
  action: string;
  queryKey: readonly [string];
  mutationFn: (variables: TVariables) => Promise<TData>;
  optimistic?: (lists: TList[], variables: TVariables) => TList[];
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [mutationKey],
    mutationFn,
    onMutate: async (variables: TVariables) => {
      if (!optimistic) return { before: undefined };
      const before = queryClient.getQueryData<TList[]>(queryKey);
      const apply = () => before && queryClient.setQueryData(queryKey, optimistic(before, variables));
      // Before any await: this runs inside the click, so a ticked box never flips back for a frame.
      apply();
      if (queryClient.isFetching({ queryKey }) > 0) {
        // A refetch under way would bring back the old state; cancelling it reverts the cache, so
        // the change is applied again.
        await queryClient.cancelQueries({ queryKey });
        apply();
      }
      return { before };
    },
    onError: (error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      failureToast(action)(error);
    },
    onSettled: async () => {
      const writesInFlight = queryClient.isMutating({
        predicate: (mutation) => LIST_MUTATIONS.has(String(mutation.options.mutationKey?.[0])),
      });
      await Promise.all([
        queryClient.invalidateQueries({
          predicate: (query) => String(query.queryKey[0]).startsWith('/api/reminders'),
        }),
        // This write still counts as in flight while it settles.
        writesInFlight > 1 ? undefined : queryClient.invalidateQueries({ queryKey }),
      ]);
    },
  });
}

/** Replaces the list with `id` in cached lists by what `change` makes of it. */
export function changeList<T extends { id: string }>(lists: T[], id: string, change: (list: T) => T): T[] {
  return lists.map((list) => (list.id === id ? change(list) : list));
}

/** Puts `items` in the order of `ids` (positions follow), as the server will. */
export function orderItems<T extends { id: string; position: number }>(
  items: T[],
  ids: readonly string[],
): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id, position) => {
    const item = byId.get(id);
    return item ? [{ ...item, position }] : [];
  });
}
