import type { QueryClient } from '@tanstack/react-query';
import type { Reminders } from '../../../../shared/schemas/reminders';
import type { OutboxRequest } from '../../../offline/outbox';
import { getSync } from '../../../offline/runtime';
import { registerWrite, type WriteDefinition } from '../../../offline/sync';
import {
  appendItem,
  changeList,
  type ItemLike,
  insertList,
  patchItem,
  putItem,
  removeItem,
  reorderList,
  upsertList,
} from './list-patches';

/*
 * The writes of one kind of list (checklists, packing lists), registered with the offline sync
 * layer: each is shown at once (`apply`), queued and sent in order, settled from the server's
 * answer. Variables carry everything (the cruise, the list, a label for the sync panels), so a
 * write kept in the outbox can be shown, sent and described after a reload.
 */

export interface ListRecord<I> {
  id: string;
  cruiseId: string;
  name: string;
  items: I[];
  createdAt: string;
  updatedAt: string;
}

export interface ItemRecord extends ItemLike {
  updatedAt: string;
}

/** `POST /api/checklists` or `/api/packing-lists`: the list with its rows (client-made ids). */
export interface NewListVariables {
  id: string;
  cruiseId: string;
  name: string;
}

export interface RenameListVariables {
  id: string;
  cruiseId: string;
  name: string;
  /** The version the new name was based on. */
  updatedAt: string;
}

export interface DeleteListVariables {
  id: string;
  cruiseId: string;
  name: string;
}

/** Move up / Move down: the list's whole new order. `name`: the list's, for the sync panels. */
export interface ReorderVariables {
  id: string;
  cruiseId: string;
  name: string;
  itemIds: string[];
}

export interface AddItemVariables<F> {
  id: string;
  cruiseId: string;
  listId: string;
  fields: F;
}

/**
 * A tick or an edit of an item. `updatedAt` (the version an edit was based on) is sent only with
 * an edit: a tick changes nothing else, the latest wins.
 */
export interface UpdateItemVariables<C> {
  id: string;
  cruiseId: string;
  listId: string;
  /** The item's text or name, for the sync panels. */
  label: string;
  changes: C;
  updatedAt?: string;
}

export interface DeleteItemVariables {
  id: string;
  cruiseId: string;
  listId: string;
  label: string;
}

/** What makes the writes of one kind of list its own: paths, names, and how its records look. */
export interface ListWritesKind<
  L extends ListRecord<I>,
  I extends ItemRecord,
  N extends NewListVariables,
  F,
  C,
> {
  /** 'Checklist' or 'PackingList' (write names: `createChecklist`, `updatePackingList`...). */
  listName: string;
  /** 'ChecklistItem' or 'PackingItem' (`addChecklistItem`, `updatePackingItem`...). */
  itemName: string;
  /** 'checklist' or 'packing list', as it reads in a sentence. */
  noun: string;
  /** '/api/checklists' or '/api/packing-lists'. */
  listsPath: string;
  /** '/api/checklist-items' or '/api/packing-items'. */
  itemsPath: string;
  /** The field naming an item's list: 'checklistId' or 'packingListId'. */
  listField: string;
  listsKey: (cruiseId: string) => readonly [string];
  /** The list a create makes, as the server will answer it (before it has). */
  makeList: (variables: N, now: string) => L;
  /** A new item as the server will answer it, at `position`. */
  makeItem: (variables: AddItemVariables<F>, position: number, now: string) => I;
  labelOf: (fields: F) => string;
  /** An item change as the server stores it (trimmed text, '' as none). */
  cleanChanges: (changes: C) => Partial<I>;
  /** The tick's field and how the panels say it: `isCompleted`, 'Tick' / 'Untick'. */
  tick: { field: keyof C & string; on: string; off: string };
  /** The same change on the dashboard's reminders (idempotent), when it shows this kind's items. */
  patchReminders: (reminders: Reminders, id: string, changes: Partial<I>) => Reminders;
  dropFromReminders: (reminders: Reminders, id: string) => Reminders;
}

const isReminders = (key: unknown) => String(key).startsWith('/api/reminders');

/** The app's queue, if it runs (not in unit tests): to tell a create still waiting to be sent. */
function isCreateQueued(id: string): boolean {
  return (
    getSync()
      ?.outbox.pendingEntries()
      .some(
        (entry) =>
          entry.request.method === 'POST' &&
          (entry.recordId === id ||
            (Array.isArray(entry.request.body?.items) &&
              (entry.request.body.items as { id?: unknown }[]).some((row) => row.id === id))),
      ) ?? false
  );
}

/** Every write of one kind of list, registered once (call at module load). */
export function defineListWrites<
  L extends ListRecord<I>,
  I extends ItemRecord,
  N extends NewListVariables,
  F,
  C,
>(kind: ListWritesKind<L, I, N, F, C>) {
  const lists = (queryClient: QueryClient, cruiseId: string) =>
    queryClient.getQueryData<L[]>(kind.listsKey(cruiseId));
  const change = (queryClient: QueryClient, cruiseId: string, update: (cached: L[]) => L[]) =>
    queryClient.setQueryData<L[]>(kind.listsKey(cruiseId), (cached) => cached && update(cached));
  const changeReminders = (queryClient: QueryClient, update: (reminders: Reminders) => Reminders) =>
    queryClient.setQueriesData<Reminders>(
      { predicate: (query) => isReminders(query.queryKey[0]) },
      (reminders) => reminders && update(reminders),
    );
  /**
   * Writes the server's answer, then redoes the changes still waiting (an untick made while the
   * tick was on its way must not flicker back): a settle is a manual cache write, which the sync
   * layer does not follow with a redo of its own.
   */
  const settleLists = (queryClient: QueryClient, cruiseId: string, update: (cached: L[]) => L[]) => {
    change(queryClient, cruiseId, update);
    getSync()?.reapply();
  };
  const findList = (queryClient: QueryClient, cruiseId: string, id: string) =>
    lists(queryClient, cruiseId)?.find((list) => list.id === id);
  const findItem = (queryClient: QueryClient, cruiseId: string, listId: string, id: string) =>
    findList(queryClient, cruiseId, listId)?.items.find((item) => item.id === id);
  /** The cruise's lists of this kind and every reminders query (whatever its date). */
  const refresh = (queryClient: QueryClient, { cruiseId }: { cruiseId: string }) =>
    queryClient.invalidateQueries({
      predicate: (query) => {
        const key = query.queryKey[0];
        return key === kind.listsKey(cruiseId)[0] || isReminders(key);
      },
    });

  const create = registerWrite<N, L>({
    name: `create${kind.listName}`,
    action: `create ${kind.noun}`,
    request: (variables) => ({
      method: 'POST',
      url: kind.listsPath,
      body: variables as unknown as Record<string, unknown>,
    }),
    recordId: ({ id }) => id,
    apply: (queryClient, variables) =>
      change(queryClient, variables.cruiseId, (cached) =>
        insertList(cached, variables.id, () => kind.makeList(variables, new Date().toISOString())),
      ),
    local: (variables, queryClient) =>
      findList(queryClient, variables.cruiseId, variables.id) ??
      kind.makeList(variables, new Date().toISOString()),
    settle: (queryClient, list, { cruiseId }) =>
      settleLists(queryClient, cruiseId, (cached) => upsertList(cached, list)),
    refresh,
    describe: ({ name }) => `New ${kind.noun} “${name.trim()}”`,
  });

  const rename = registerWrite<RenameListVariables, L>({
    name: `update${kind.listName}`,
    action: `rename ${kind.noun}`,
    request: ({ id, name, updatedAt }) => ({
      method: 'PUT',
      url: `${kind.listsPath}/${id}`,
      body: { name },
      ifMatch: updatedAt,
    }),
    recordId: ({ id }) => id,
    apply: (queryClient, { id, cruiseId, name }) =>
      change(queryClient, cruiseId, (cached) =>
        changeList(cached, id, (list) => ({ ...list, name: name.trim() })),
      ),
    local: ({ id, cruiseId }, queryClient) => findList(queryClient, cruiseId, id) as L,
    // Only the list's own fields: its items in the cache may hold ticks still on their way.
    settle: (queryClient, { id, items: _items, ...fields }, { cruiseId }) =>
      settleLists(queryClient, cruiseId, (cached) =>
        changeList(cached, id, (list) => ({ ...list, ...fields })),
      ),
    refresh,
    describe: ({ name }) => `Rename ${kind.noun} to “${name.trim()}”`,
  });

  const remove = registerWrite<DeleteListVariables, null>({
    name: `delete${kind.listName}`,
    action: `delete ${kind.noun}`,
    request: ({ id }) => ({ method: 'DELETE', url: `${kind.listsPath}/${id}` }),
    recordId: ({ id }) => id,
    apply: (queryClient, { id, cruiseId }) =>
      change(queryClient, cruiseId, (cached) => cached.filter((list) => list.id !== id)),
    local: () => null,
    refresh,
    describe: ({ name }) => `Delete ${kind.noun} “${name.trim()}”`,
  });

  // Not versioned: a move changes no item's contents, and the latest order wins.
  const reorder = registerWrite<ReorderVariables, L>({
    name: `reorder${kind.listName}`,
    action: 'reorder items',
    request: ({ id, itemIds }) => ({
      method: 'PUT',
      url: `${kind.listsPath}/${id}/order`,
      body: { itemIds },
    }),
    recordId: ({ id }) => id,
    apply: (queryClient, { id, cruiseId, itemIds }) =>
      change(queryClient, cruiseId, (cached) => reorderList<I, L>(cached, id, itemIds)),
    local: ({ id, cruiseId }, queryClient) => findList(queryClient, cruiseId, id) as L,
    settle: (queryClient, list, { cruiseId }) =>
      settleLists(queryClient, cruiseId, (cached) => upsertList(cached, list)),
    refresh,
    describe: ({ name }) => `Reorder “${name}”`,
  });

  const addItem = registerWrite<AddItemVariables<F>, I>({
    name: `add${kind.itemName}`,
    action: 'add item',
    request: ({ id, listId, fields }) => ({
      method: 'POST',
      url: kind.itemsPath,
      body: { id, [kind.listField]: listId, ...(fields as Record<string, unknown>) },
    }),
    recordId: ({ id }) => id,
    apply: (queryClient, variables) =>
      change(queryClient, variables.cruiseId, (cached) =>
        appendItem<I, L>(cached, variables.listId, variables.id, (position) =>
          kind.makeItem(variables, position, new Date().toISOString()),
        ),
      ),
    local: (variables, queryClient) =>
      findItem(queryClient, variables.cruiseId, variables.listId, variables.id) ??
      kind.makeItem(variables, 0, new Date().toISOString()),
    settle: (queryClient, item, { cruiseId, listId }) =>
      settleLists(queryClient, cruiseId, (cached) => putItem<I, L>(cached, listId, item)),
    refresh,
    describe: ({ fields }) => `Add “${kind.labelOf(fields)}”`,
  });

  const isTickOnly = (changes: C) => Object.keys(changes as object).every((key) => key === kind.tick.field);

  const updateItem = registerWrite<UpdateItemVariables<C>, I>({
    name: `update${kind.itemName}`,
    action: 'update item',
    request: ({ id, changes, updatedAt }): OutboxRequest => ({
      method: 'PUT',
      url: `${kind.itemsPath}/${id}`,
      body: changes as Record<string, unknown>,
      // An edit is versioned, unless its item's create (a list's inline row) still waits to be sent.
      ifMatch: isTickOnly(changes) || isCreateQueued(id) ? undefined : updatedAt,
    }),
    recordId: ({ id }) => id,
    apply: (queryClient, { id, cruiseId, listId, changes }) => {
      const cleaned = kind.cleanChanges(changes);
      change(queryClient, cruiseId, (cached) => patchItem<I, L>(cached, listId, id, cleaned));
      changeReminders(queryClient, (reminders) => kind.patchReminders(reminders, id, cleaned));
    },
    local: ({ id, cruiseId, listId }, queryClient) => findItem(queryClient, cruiseId, listId, id) as I,
    settle: (queryClient, item, { cruiseId, listId }) =>
      settleLists(queryClient, cruiseId, (cached) => putItem<I, L>(cached, listId, item)),
    refresh,
    describe: ({ label, changes }) => {
      if (!isTickOnly(changes)) return `Edit “${label}”`;
      return `${(changes as Record<string, unknown>)[kind.tick.field] ? kind.tick.on : kind.tick.off} “${label}”`;
    },
  });

  const deleteItem = registerWrite<DeleteItemVariables, null>({
    name: `delete${kind.itemName}`,
    action: 'delete item',
    request: ({ id }) => ({ method: 'DELETE', url: `${kind.itemsPath}/${id}` }),
    recordId: ({ id }) => id,
    apply: (queryClient, { id, cruiseId, listId }) => {
      change(queryClient, cruiseId, (cached) => removeItem<I, L>(cached, listId, id));
      changeReminders(queryClient, (reminders) => kind.dropFromReminders(reminders, id));
    },
    local: () => null,
    refresh,
    describe: ({ label }) => `Delete “${label}”`,
  });

  return { create, rename, remove, reorder, addItem, updateItem, deleteItem } satisfies Record<
    string,
    // biome-ignore lint/suspicious/noExplicitAny: each write has its own variables and answer
    WriteDefinition<any, any>
  >;
}
