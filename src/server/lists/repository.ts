/**
 * The SQL of a kind of list (checklists, packing lists), written once for the list table, its item
 * table and the item's foreign key to its list. Every read and write of a list or an item goes
 * through the owner of its cruise, in the statement itself: another user's record is not found,
 * exactly like a missing one, and a record deleted since the caller last looked is simply not
 * there (no row, never an error).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { countRows } from '../db/count.js';
import { cruises } from '../db/schema.js';

/** The columns the queries below need of a list table. */
type ListTable = PgTable & {
  id: AnyPgColumn;
  cruiseId: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
};
/** The columns the queries below need of an item table. */
type ItemTable = PgTable & {
  id: AnyPgColumn;
  position: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

/** Who owns a record by id, through its parent (a list's cruise, an item's list). */
export interface Owner {
  userId: string;
  parentId: string;
}

/** The statements of one kind of list, typed by its rows (`L`ist, `I`tem, and their inserts). */
export interface ListRepository<
  L extends { id: string; updatedAt: Date },
  NL,
  I extends { id: string; position: number; updatedAt: Date },
  NI,
> {
  listListsOf(db: DbOrTx, cruiseId: string): Promise<L[]>;
  listItemsOfCruise(db: DbOrTx, cruiseId: string): Promise<I[]>;
  listItemsOf(db: DbOrTx, listId: string): Promise<I[]>;
  countItemsOf(db: DbOrTx, listId: string): Promise<number>;
  countListsOf(db: DbOrTx, cruiseId: string): Promise<number>;
  findOwnedList(db: DbOrTx, userId: string, id: string): Promise<L | undefined>;
  lockOwnedList(tx: DbOrTx, userId: string, id: string): Promise<L | undefined>;
  findListOwner(db: DbOrTx, id: string): Promise<Owner | undefined>;
  findOwnedItem(db: DbOrTx, userId: string, id: string): Promise<I | undefined>;
  lockOwnedItem(tx: DbOrTx, userId: string, id: string): Promise<I | undefined>;
  findItemOwner(db: DbOrTx, id: string): Promise<Owner | undefined>;
  insertList(db: DbOrTx, values: NL): Promise<L>;
  insertItems(db: DbOrTx, rows: NI[]): Promise<I[]>;
  appendItem(db: DbOrTx, listId: string, values: Omit<NI, 'position'>): Promise<I>;
  updateList(
    db: DbOrTx,
    userId: string,
    id: string,
    values: Partial<NL>,
    updatedAt?: Date,
  ): Promise<L | undefined>;
  deleteList(db: DbOrTx, userId: string, id: string): Promise<boolean>;
  updateItem(
    db: DbOrTx,
    userId: string,
    id: string,
    values: Partial<NI>,
    updatedAt?: Date,
  ): Promise<I | undefined>;
  deleteItem(db: DbOrTx, userId: string, id: string): Promise<boolean>;
  setItemPositions(db: DbOrTx, listId: string, moves: { id: string; position: number }[]): Promise<void>;
}

/**
 * Builds the repository of one kind of list. `listIdOf` is the item table's foreign key to its
 * list (`checklist_id`, `packing_list_id`).
 *
 * Drizzle cannot type a query over "any table with these columns": its row types come from the
 * concrete table. So the statements are written against the loose `ListTable` / `ItemTable` views,
 * and the row types are given back here, once, by the `as` casts on what each statement returns
 * (the rows are the tables' own: `select()` and `returning()` of those very tables).
 */
export function createListRepository<LT extends ListTable, IT extends ItemTable>(
  listTable: LT,
  itemTable: IT,
  listIdOf: AnyPgColumn,
): ListRepository<
  LT['$inferSelect'] & { id: string; updatedAt: Date },
  LT['$inferInsert'],
  IT['$inferSelect'] & { id: string; position: number; updatedAt: Date },
  IT['$inferInsert']
> {
  // `& {...}` changes nothing for a concrete table; it lets generic callers read the ids.
  type ListRow = LT['$inferSelect'] & { id: string; updatedAt: Date };
  type NewListRow = LT['$inferInsert'];
  type ItemRow = IT['$inferSelect'] & { id: string; position: number; updatedAt: Date };
  type NewItemRow = IT['$inferInsert'];
  const lists: ListTable = listTable;
  const items: ItemTable = itemTable;

  const itemOrder = [asc(items.position), asc(items.createdAt), asc(items.id)];

  /** The ids of the lists of `userId`'s cruises, as a subquery a write filters by. */
  const listIdsOf = (db: DbOrTx, userId: string) =>
    db
      .select({ id: lists.id })
      .from(lists)
      .innerJoin(cruises, eq(cruises.id, lists.cruiseId))
      .where(eq(cruises.userId, userId));

  const cruiseIdsOf = (db: DbOrTx, userId: string) =>
    db.select({ id: cruises.id }).from(cruises).where(eq(cruises.userId, userId));

  /** A list whose cruise belongs to `userId`; with `lock`, its row stays locked until the transaction ends. */
  async function ownedList(db: DbOrTx, userId: string, id: string, lock: boolean) {
    const query = db
      .select({ list: lists })
      .from(lists)
      .innerJoin(cruises, eq(cruises.id, lists.cruiseId))
      .where(and(eq(lists.id, id), eq(cruises.userId, userId)));
    const [row] = await (lock ? query.for('update', { of: lists }) : query.limit(1));
    return row?.list as ListRow | undefined;
  }

  return {
    /** A cruise's lists, oldest first (one query, served by the list table's cruise_id index). */
    async listListsOf(db: DbOrTx, cruiseId: string): Promise<ListRow[]> {
      const rows = await db
        .select()
        .from(lists)
        .where(eq(lists.cruiseId, cruiseId))
        .orderBy(asc(lists.createdAt), asc(lists.id));
      return rows as ListRow[];
    },

    /** Every item of every list of a cruise, in list order: one query, whatever the number of lists. */
    async listItemsOfCruise(db: DbOrTx, cruiseId: string): Promise<ItemRow[]> {
      const rows = await db
        .select({ item: items })
        .from(items)
        .innerJoin(lists, eq(lists.id, listIdOf))
        .where(eq(lists.cruiseId, cruiseId))
        .orderBy(...itemOrder);
      return rows.map((row) => row.item as ItemRow);
    },

    async listItemsOf(db: DbOrTx, listId: string): Promise<ItemRow[]> {
      const rows = await db
        .select()
        .from(items)
        .where(eq(listIdOf, listId))
        .orderBy(...itemOrder);
      return rows as ItemRow[];
    },

    async countListsOf(db: DbOrTx, cruiseId: string): Promise<number> {
      return countRows(db, lists, eq(lists.cruiseId, cruiseId));
    },

    async countItemsOf(db: DbOrTx, listId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(items)
        .where(eq(listIdOf, listId));
      return row?.count ?? 0;
    },

    /** A list whose cruise belongs to `userId`. */
    findOwnedList: (db: DbOrTx, userId: string, id: string) => ownedList(db, userId, id, false),

    /**
     * `findOwnedList` that also locks the list's row until the transaction ends: reorders and
     * appends of one list then run one after another (no lost move, no 501st item), and the list
     * cannot be deleted under them. Only the list's row is locked, not its cruise's.
     */
    lockOwnedList: (tx: DbOrTx, userId: string, id: string) => ownedList(tx, userId, id, true),

    /** Who owns a list id, through its cruise (for idempotent creates). */
    async findListOwner(db: DbOrTx, id: string): Promise<Owner | undefined> {
      const [row] = await db
        .select({ userId: cruises.userId, parentId: lists.cruiseId })
        .from(lists)
        .innerJoin(cruises, eq(cruises.id, lists.cruiseId))
        .where(eq(lists.id, id));
      return row as Owner | undefined;
    },

    /** An item whose list's cruise belongs to `userId`. */
    async findOwnedItem(db: DbOrTx, userId: string, id: string): Promise<ItemRow | undefined> {
      const [row] = await db
        .select({ item: items })
        .from(items)
        .innerJoin(lists, eq(lists.id, listIdOf))
        .innerJoin(cruises, eq(cruises.id, lists.cruiseId))
        .where(and(eq(items.id, id), eq(cruises.userId, userId)))
        .limit(1);
      return row?.item as ItemRow | undefined;
    },

    /** `findOwnedItem` that also locks the item's row until the transaction ends (a versioned edit). */
    async lockOwnedItem(tx: DbOrTx, userId: string, id: string): Promise<ItemRow | undefined> {
      const [row] = await tx
        .select({ item: items })
        .from(items)
        .innerJoin(lists, eq(lists.id, listIdOf))
        .innerJoin(cruises, eq(cruises.id, lists.cruiseId))
        .where(and(eq(items.id, id), eq(cruises.userId, userId)))
        .for('no key update', { of: items });
      return row?.item as ItemRow | undefined;
    },

    /** Who owns an item id, through its list and cruise (for idempotent creates). */
    async findItemOwner(db: DbOrTx, id: string): Promise<Owner | undefined> {
      const [row] = await db
        .select({ userId: cruises.userId, parentId: listIdOf })
        .from(items)
        .innerJoin(lists, eq(lists.id, listIdOf))
        .innerJoin(cruises, eq(cruises.id, lists.cruiseId))
        .where(eq(items.id, id));
      return row as Owner | undefined;
    },

    async insertList(db: DbOrTx, values: NewListRow): Promise<ListRow> {
      const [row] = await db.insert(lists).values(values).returning();
      return row as ListRow;
    },

    async insertItems(db: DbOrTx, rows: NewItemRow[]): Promise<ItemRow[]> {
      return rows.length === 0 ? [] : ((await db.insert(items).values(rows).returning()) as ItemRow[]);
    },

    /** One item at the end of list `listId`: its position is one past the largest, in the same statement. */
    async appendItem(db: DbOrTx, listId: string, values: Omit<NewItemRow, 'position'>): Promise<ItemRow> {
      const [row] = await db
        .insert(items)
        .values({
          ...values,
          position: sql`(select coalesce(max(${items.position}), -1) + 1 from ${items} where ${listIdOf} = ${listId})`,
        })
        .returning();
      return row as ItemRow;
    },

    /**
     * Changes `userId`'s list, giving it version `updatedAt`; undefined when there is none
     * (missing, someone else's, just deleted).
     */
    async updateList(
      db: DbOrTx,
      userId: string,
      id: string,
      values: Partial<NewListRow>,
      updatedAt = new Date(),
    ): Promise<ListRow | undefined> {
      const [row] = await db
        .update(lists)
        .set({ ...values, updatedAt })
        .where(and(eq(lists.id, id), inArray(lists.cruiseId, cruiseIdsOf(db, userId))))
        .returning();
      return row as ListRow | undefined;
    },

    /** Deletes `userId`'s list (its items cascade); false when there was none to delete. */
    async deleteList(db: DbOrTx, userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(lists)
        .where(and(eq(lists.id, id), inArray(lists.cruiseId, cruiseIdsOf(db, userId))))
        .returning({ id: lists.id });
      return rows.length > 0;
    },

    /**
     * Changes an item of `userId`'s, giving it version `updatedAt`; undefined when there is none
     * (missing, someone else's, just deleted).
     */
    async updateItem(
      db: DbOrTx,
      userId: string,
      id: string,
      values: Partial<NewItemRow>,
      updatedAt = new Date(),
    ): Promise<ItemRow | undefined> {
      const [row] = await db
        .update(items)
        .set({ ...values, updatedAt })
        .where(and(eq(items.id, id), inArray(listIdOf, listIdsOf(db, userId))))
        .returning();
      return row as ItemRow | undefined;
    },

    /** Deletes an item of `userId`'s; false when there was none to delete. */
    async deleteItem(db: DbOrTx, userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(items)
        .where(and(eq(items.id, id), inArray(listIdOf, listIdsOf(db, userId))))
        .returning({ id: items.id });
      return rows.length > 0;
    },

    /** Gives the items of one list new positions in one statement (only the items of that list move). */
    async setItemPositions(db: DbOrTx, listId: string, moves: { id: string; position: number }[]) {
      if (moves.length === 0) return;
      const ids = sql.join(
        moves.map((m) => sql`${m.id}`),
        sql`, `,
      );
      const positions = sql.join(
        moves.map((m) => sql`${m.position}`),
        sql`, `,
      );
      await db.execute(sql`
        update ${items} set position = moved.position
        from unnest(array[${ids}]::uuid[], array[${positions}]::int[]) as moved(id, position)
        where ${items.id} = moved.id and ${listIdOf} = ${listId}`);
    },
  };
}
