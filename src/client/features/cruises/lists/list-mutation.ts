import {
  MutationObserver,
  type QueryClient,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { OptimisticChange } from './list-patches';
import { failureToast } from './toasts';

export interface ListMutationConfig<TList, TVariables, TData> {
  /** The mutation's name: `['createChecklist']`, `['updatePackingItem']`... */
  mutationKey: string;
  /** What the failure toast says could not be done: 'add item', 'create checklist'... */
  action: string;
  /** The cruise's lists (`/api/cruises/{id}/checklists`), the query this write changes. */
  queryKey: readonly [string];
  /**
   * The list written to (for a create, the new list's client-made id). Writes to one list run one
   * after another, in the order they were made (TanStack Query's mutation scope `list:{id}`): a
   * tick on an item just added waits for the add, two moves never cross on the way, and the
   * offline queue will find them in that order.
   */
  listId: string;
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The change shown at once, and how to take back only it if the write fails. */
  optimistic?: OptimisticChange<TList, TVariables>;
  /** What the server's answer changes in the cached lists (a created list goes in at once). */
  answered?: (lists: TList[], data: TData, variables: TVariables) => TList[];
}

/** A write's `meta`: which cached lists it changes, so a refetch waits for writes to those only. */
interface ListMutationMeta extends Record<string, unknown> {
  listKey: string;
}

/**
 * The options of a named write to a cruise's checklists or packing lists. `optimistic` changes the
 * cached lists at once (a tick, a move, a new item with its client-made id), on the cache as it is
 * then; a failure takes back only that change, with the spec's toast ('Failed to {action}:
 * {message}') for every failed call, even when several ticks are on their way at once.
 * Afterwards the dashboard's reminders (every `/api/reminders…` query) are refreshed, and the
 * lists too once no other write to the same lists is still on its way (so a refetch never shows a
 * tick the server has not seen yet as undone).
 */
export function listMutationOptions<TList, TVariables, TData>(
  queryClient: QueryClient,
  config: ListMutationConfig<TList, TVariables, TData>,
): UseMutationOptions<TData, Error, TVariables, { before: TList[] | undefined }> {
  const { queryKey, optimistic, answered } = config;
  const meta: ListMutationMeta = { listKey: queryKey[0] };
  const change = (update: (lists: TList[]) => TList[]) =>
    queryClient.setQueryData<TList[]>(queryKey, (lists) => lists && update(lists));
  return {
    mutationKey: [config.mutationKey],
    meta,
    scope: { id: `list:${config.listId}` },
    mutationFn: config.mutationFn,
    onMutate: async (variables) => {
      if (!optimistic) return { before: undefined };
      const before = queryClient.getQueryData<TList[]>(queryKey);
      // Before any await: this runs inside the click, so a ticked box never flips back for a frame.
      change((lists) => optimistic.apply(lists, variables));
      // A refetch under way would bring back the old lists. Cancelling it reverts the cache to its
      // last manual state, which is this change (TanStack Query 5 keeps `setQueryData` made during
      // a fetch as the state to revert to).
      if (queryClient.isFetching({ queryKey }) > 0) await queryClient.cancelQueries({ queryKey });
      return { before };
    },
    onSuccess: (data, variables) => {
      if (answered) change((lists) => answered(lists, data, variables));
    },
    onError: (error, variables, context) => {
      if (optimistic && context?.before)
        change((lists) => optimistic.undo(lists, variables, context.before!));
      failureToast(config.action)(error);
    },
    onSettled: async () => {
      const writesInFlight = queryClient.isMutating({
        predicate: (mutation) =>
          (mutation.options.meta as ListMutationMeta | undefined)?.listKey === meta.listKey,
      });
      await Promise.all([
        queryClient.invalidateQueries({
          predicate: (query) => String(query.queryKey[0]).startsWith('/api/reminders'),
        }),
        // This write still counts as in flight while it settles.
        writesInFlight > 1 ? undefined : queryClient.invalidateQueries({ queryKey }),
      ]);
    },
  };
}

/**
 * A write made by a component that writes to one list all its life (a card, a row, a dialog keyed
 * by its list). Its `listId` must not change while a write is on its way: TanStack Query gives a
 * pending mutation its observer's new options, and one whose scope changed would never let the
 * next write of its old scope start.
 */
export function useListMutation<TList, TVariables, TData = unknown>(
  config: ListMutationConfig<TList, TVariables, TData>,
) {
  return useMutation(listMutationOptions(useQueryClient(), config));
}

/**
 * Runs a write whose list is only known at the click (a starter list's new id), with the same
 * options, scope and callbacks as `useListMutation`. Resolves with the answer; a failure has had its
 * toast already, so it resolves with `undefined` then.
 */
export function runListMutation<TList, TVariables, TData>(
  queryClient: QueryClient,
  config: ListMutationConfig<TList, TVariables, TData>,
  variables: TVariables,
): Promise<TData | undefined> {
  return new MutationObserver(queryClient, listMutationOptions(queryClient, config))
    .mutate(variables)
    .catch(() => undefined);
}
