import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toLocalDateString } from '../../../../shared/cruise-timing';
import type { Reminders } from '../../../../shared/schemas/reminders';
import { apiJson } from '../../../api/http';

/** What is overdue depends on the traveller's own date, so the client sends it. */
export const remindersKey = () => [`/api/reminders?today=${toLocalDateString(new Date())}`] as const;

export function useReminders() {
  return useQuery<Reminders>({ queryKey: remindersKey() });
}

/** Every reminders query (whatever its date) and the cruise's own lists, after a tick. */
function refreshAfterTick(queryClient: QueryClient, cruiseId: string) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = String(query.queryKey[0]);
      return (
        key.startsWith('/api/reminders') ||
        key === `/api/cruises/${cruiseId}/checklists` ||
        key === `/api/cruises/${cruiseId}/packing-lists`
      );
    },
  });
}

/**
 * Ticks a box on the dashboard at once (optimistic), then asks the server; a failure puts the box
 * back. `apply` changes the cached reminders the way the server will.
 */
function useOptimisticTick<V extends { id: string; cruiseId: string }>(
  mutationKey: string,
  request: (variables: V) => Promise<unknown>,
  apply: (reminders: Reminders, variables: V) => Reminders,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [mutationKey],
    mutationFn: request,
    // No await before the cache changes: the box must stay ticked from the click itself.
    onMutate: (variables: V) => {
      const key = remindersKey();
      void queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Reminders>(key);
      if (before) queryClient.setQueryData(key, apply(before, variables));
      return { before, key };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(context.key, context.before);
    },
    onSettled: (_data, _error, variables) => refreshAfterTick(queryClient, variables.cruiseId),
  });
}

/**
 * Ticks a reminder. Named apart from the Checklists tab's `updateChecklistItem` (whose variables
 * carry the checklist, not the cruise) so a queued write always finds the function that fits it.
 */
export function useTickReminder() {
  return useOptimisticTick(
    'tickReminder',
    ({ id, isCompleted }: { id: string; cruiseId: string; isCompleted: boolean }) =>
      apiJson('PUT', `/api/checklist-items/${id}`, { isCompleted }),
    (reminders, { id, isCompleted }) => {
      const tick = <T extends { id: string }>(item: T) => (item.id === id ? { ...item, isCompleted } : item);
      return { ...reminders, due: reminders.due.map(tick), recentlyDone: reminders.recentlyDone.map(tick) };
    },
  );
}

/** Packs an item from the dashboard (named apart from the Packing tab's `updatePackingItem`). */
export function usePackItem() {
  return useOptimisticTick(
    'packTodoItem',
    ({ id, isPacked }: { id: string; cruiseId: string; isPacked: boolean }) =>
      apiJson('PUT', `/api/packing-items/${id}`, { isPacked }),
    (reminders, { id, isPacked }) => {
      const packing = reminders.packing;
      if (!packing) return reminders;
      return {
        ...reminders,
        packing: {
          ...packing,
          packed: packing.packed + (isPacked ? 1 : -1),
          items: packing.items.map((item) => (item.id === id ? { ...item, isPacked } : item)),
        },
      };
    },
  );
}
