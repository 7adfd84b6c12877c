/**
 * The service of a kind of list (checklists, packing lists), written once. Every call goes through
 * the cruise's owner (`requireOwnedCruise`, or a join to the cruise's user); creates are idempotent
 * on a client-made id, for the offline queue. Each kind gives its repository, its presenters and
 * its errors, and keeps its own parsing and columns (see `checklists/service.ts`).
 */

import { RECORD_LIMITS } from '../../shared/limits.js';
import { type ReorderItemsInput, ReorderItemsSchema } from '../../shared/schemas/list-common.js';
import { type CruiseContext, requireOwnedCruise } from '../cruises/service.js';
import { type AppError, requireFewerThan } from '../errors.js';
import { type BasedOn, type RecordKind, updateVersioned } from '../http/versions.js';
import { appendItemOnce, createListOnce, reorderListItems } from './list-writes.js';
import type { ListRepository } from './repository.js';
import { itemsByList } from './rules.js';

type ListRow = { id: string; updatedAt: Date };
type ItemRow = { id: string; position: number; updatedAt: Date };

/** What a kind of list gives: its repository (rows `L`, `I`; inserts `NL`, `NI`), presenters and errors. */
export interface ListKind<L extends ListRow, NL, I extends ItemRow, NI, List, Item> {
  repository: ListRepository<L, NL, I, NI>;
  listNotFound: () => AppError;
  itemNotFound: () => AppError;
  /** How a list and an item name themselves in a 409 (`CHECKLIST_CHANGED`, "checklist"). */
  listKind: RecordKind;
  itemKind: RecordKind;
  /** What a member is told when a cruise has all the lists of this kind it may (LIMIT_MESSAGES). */
  listLimitMessage: string;
  presentList: (row: L, items: I[]) => List;
  presentItem: (row: I) => Item;
  /** The list an item row belongs to (its foreign key). */
  listIdOf: (item: I) => string;
  /**
   * The item's done/packed column. Ticking it, like moving the item, is not an edit of the item:
   * its version (`updatedAt`) stays, so an edit made on another device, or queued on this one
   * behind the tick, is judged against the content alone.
   */
  tickField: keyof NI & string;
}

/** The calls of one kind of list; the kind's service parses its input and names its columns. */
export function createListService<L extends ListRow, NL, I extends ItemRow, NI, List, Item>(
  kind: ListKind<L, NL, I, NI, List, Item>,
) {
  const { repository: repo, listNotFound, itemNotFound, presentList, presentItem } = kind;

  return {
    /** A cruise's lists with their items: two queries, whatever the number of lists. */
    async list(ctx: CruiseContext, userId: string, cruiseId: string): Promise<List[]> {
      await requireOwnedCruise(ctx, userId, cruiseId);
      const db = ctx.database.db;
      const [lists, items] = await Promise.all([
        repo.listListsOf(db, cruiseId),
        repo.listItemsOfCruise(db, cruiseId),
      ]);
      const byList = itemsByList(items, kind.listIdOf);
      return lists.map((list) => presentList(list, byList.get(list.id) ?? []));
    },

    /**
     * Creates a list with its rows in one transaction. With a client-made id a retry answers with
     * the list the first call made.
     */
    async create(
      ctx: CruiseContext,
      userId: string,
      input: {
        id?: string | undefined;
        cruiseId: string;
        list: NL;
        /** The item rows of the new list `listId`, in order. */
        items: (listId: string) => NI[];
      },
    ): Promise<{ list: List; isNew: boolean }> {
      const { id, cruiseId } = input;
      await requireOwnedCruise(ctx, userId, cruiseId);
      return createListOnce(
        ctx.database.db,
        { userId, cruiseId, id },
        {
          listOwner: repo.findListOwner,
          existing: async (db, listId) => {
            const found = await repo.findOwnedList(db, userId, listId);
            return found && presentList(found, await repo.listItemsOf(db, listId));
          },
          insert: async (tx) => {
            requireFewerThan(
              await repo.countListsOf(tx, cruiseId),
              RECORD_LIMITS.listsPerCruise,
              kind.listLimitMessage,
            );
            const created = await repo.insertList(tx, { ...input.list, ...(id ? { id } : {}) });
            const rows = await repo.insertItems(tx, input.items(created.id));
            return presentList(created, rows);
          },
        },
      );
    },

    /** Changes a list's own fields (`updateVersioned`: a stale version answers 409 with the list). */
    async rename(ctx: CruiseContext, userId: string, id: string, fields: Partial<NL>, basedOn: BasedOn = {}) {
      const db = ctx.database.db;
      return updateVersioned(db, {
        basedOn,
        kind: kind.listKind,
        lock: (tx) => repo.lockOwnedList(tx, userId, id),
        notFound: listNotFound,
        present: async (current) => presentList(current, await repo.listItemsOf(db, id)),
        write: async (tx, _current, updatedAt) => {
          // The update still checks the owner: a list deleted meanwhile is simply not found.
          const list = await repo.updateList(tx, userId, id, fields, updatedAt);
          return list && presentList(list, await repo.listItemsOf(tx, id));
        },
      });
    },

    /** Deletes a list; its items go with it (the foreign key cascades). */
    async remove(ctx: CruiseContext, userId: string, id: string) {
      if (!(await repo.deleteList(ctx.database.db, userId, id))) throw listNotFound();
    },

    /** Appends an item to a list of the caller; idempotent on a client-made id. */
    async addItem(
      ctx: CruiseContext,
      userId: string,
      input: { id?: string | undefined; listId: string; item: Omit<NI, 'position'> },
    ): Promise<{ item: Item; isNew: boolean }> {
      const { id, listId } = input;
      return appendItemOnce(
        ctx.database.db,
        { userId, listId, id },
        {
          lockOwnedList: repo.lockOwnedList,
          listNotFound,
          itemOwner: repo.findItemOwner,
          existing: async (tx, itemId) => {
            const row = await repo.findOwnedItem(tx, userId, itemId);
            return row && presentItem(row);
          },
          countItemsOf: repo.countItemsOf,
          append: async (tx) =>
            presentItem(await repo.appendItem(tx, listId, { ...input.item, ...(id ? { id } : {}) })),
        },
      );
    },

    /** Changes an item (`updateVersioned`: a stale version answers 409 with the item). */
    async editItem(
      ctx: CruiseContext,
      userId: string,
      id: string,
      fields: Partial<NI>,
      basedOn: BasedOn = {},
    ) {
      const row = await updateVersioned(ctx.database.db, {
        basedOn,
        kind: kind.itemKind,
        lock: (tx) => repo.lockOwnedItem(tx, userId, id),
        notFound: itemNotFound,
        present: presentItem,
        // The update still checks the owner: an item deleted meanwhile is simply not found.
        write: (tx, current, updatedAt) => {
          const isTickOnly = Object.keys(fields).every((field) => field === kind.tickField);
          return repo.updateItem(tx, userId, id, fields, isTickOnly ? current.updatedAt : updatedAt);
        },
      });
      return presentItem(row);
    },

    async removeItem(ctx: CruiseContext, userId: string, id: string) {
      if (!(await repo.deleteItem(ctx.database.db, userId, id))) throw itemNotFound();
    },

    /** A new order for a list's items (`reorderListItems`: listed first, the rest after). */
    async reorder(ctx: CruiseContext, userId: string, id: string, input: ReorderItemsInput) {
      const { itemIds } = ReorderItemsSchema.parse(input);
      const { list, items } = await reorderListItems(
        ctx.database.db,
        { userId, listId: id, itemIds },
        {
          lockOwnedList: repo.lockOwnedList,
          listNotFound,
          listItemsOf: repo.listItemsOf,
          setItemPositions: repo.setItemPositions,
        },
      );
      return presentList(list, items);
    },
  };
}
