/**
 * The writes checklists and packing lists make the same way, where the care is: idempotent
 * creates on a client-made id, appends that respect the item limit, reorders that never lose a
 * move, and the 404s when a parent goes meanwhile. Each kind of list gives its repository's steps.
 */

import { LIST_LIMITS } from '../../shared/schemas/list-common.js';
import { cruiseNotFound } from '../cruises/service.js';
import type { Db, DbOrTx } from '../db/client.js';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors.js';
import type { AppError } from '../errors.js';
import { idTaken } from '../errors.js';
import { listIsFull, orderRefused, positionsFor } from './rules.js';

/** Who owns a record by id, through its parent (for idempotent creates). */
interface Owner {
  userId: string;
  parentId: string;
}

/**
 * Creates a list (with its rows) under a client-made id, once: a retry with the same id answers
 * with the list the first call made; an id someone else uses answers 409 `ID_TAKEN`; a cruise
 * deleted meanwhile answers its 404. The caller has checked that `cruiseId` is the user's.
 */
export async function createListOnce<T>(
  db: Db,
  target: { userId: string; cruiseId: string; id?: string | undefined },
  steps: {
    listOwner: (db: DbOrTx, id: string) => Promise<Owner | undefined>;
    /** The list `id` as a retry answers it; undefined if it went meanwhile. */
    existing: (db: DbOrTx, id: string) => Promise<T | undefined>;
    insert: (tx: DbOrTx) => Promise<T>;
  },
): Promise<{ list: T; isNew: boolean }> {
  const { userId, cruiseId, id } = target;
  if (id) {
    const owner = await steps.listOwner(db, id);
    if (owner?.userId === userId && owner.parentId === cruiseId) {
      const list = await steps.existing(db, id);
      if (list) return { list, isNew: false };
    } else if (owner) {
      throw idTaken();
    }
  }
  try {
    return { list: await db.transaction((tx) => steps.insert(tx)), isNew: true };
  } catch (error) {
    // The cruise was deleted between the ownership check and the insert.
    if (isForeignKeyViolation(error)) throw cruiseNotFound();
    if (!isUniqueViolation(error)) throw error;
    // The same list made meanwhile by a parallel retry answers as a retry; a taken row id is refused.
    if (id && (await steps.listOwner(db, id))) return createListOnce(db, target, steps);
    throw idTaken();
  }
}

/** How a write reaches one list of the user's, locking its row for the transaction. */
interface LockedList<L> {
  lockOwnedList: (tx: DbOrTx, userId: string, listId: string) => Promise<L | undefined>;
  listNotFound: () => AppError;
}

/**
 * Appends an item to a list of the user's, once per client-made id. The list's row is locked for
 * the count and the insert, so parallel adds never take a list past its limit, and the list cannot
 * go in between (if it did anyway, its 404 answers, not the foreign key's error).
 */
export async function appendItemOnce<L, I>(
  db: Db,
  target: { userId: string; listId: string; id?: string | undefined },
  steps: LockedList<L> & {
    itemOwner: (tx: DbOrTx, id: string) => Promise<Owner | undefined>;
    /** The item `id` as a retry answers it; undefined if it went meanwhile. */
    existing: (tx: DbOrTx, id: string) => Promise<I | undefined>;
    countItemsOf: (tx: DbOrTx, listId: string) => Promise<number>;
    append: (tx: DbOrTx) => Promise<I>;
  },
): Promise<{ item: I; isNew: boolean }> {
  const { userId, listId, id } = target;
  try {
    return await db.transaction(async (tx) => {
      if (!(await steps.lockOwnedList(tx, userId, listId))) throw steps.listNotFound();
      if (id) {
        const owner = await steps.itemOwner(tx, id);
        if (owner?.userId === userId && owner.parentId === listId) {
          const item = await steps.existing(tx, id);
          if (item) return { item, isNew: false };
        } else if (owner) {
          throw idTaken();
        }
      }
      if ((await steps.countItemsOf(tx, listId)) >= LIST_LIMITS.items) throw listIsFull();
      return { item: await steps.append(tx), isNew: true };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw steps.listNotFound();
    // The same id added to another list meanwhile: the retry answers ID_TAKEN.
    if (id && isUniqueViolation(error)) return appendItemOnce(db, target, steps);
    throw error;
  }
}

/**
 * Puts the listed items first, in that order, the others after them as they were; all in one
 * transaction that holds the list's row, so two orders sent at once apply one after the other
 * (the second reads what the first wrote). An id that is not an item of this list refuses the
 * whole order.
 */
export async function reorderListItems<L, I extends { id: string; position: number }>(
  db: Db,
  target: { userId: string; listId: string; itemIds: readonly string[] },
  steps: LockedList<L> & {
    listItemsOf: (tx: DbOrTx, listId: string) => Promise<I[]>;
    setItemPositions: (
      tx: DbOrTx,
      listId: string,
      moves: { id: string; position: number }[],
    ) => Promise<void>;
  },
): Promise<{ list: L; items: I[] }> {
  const { userId, listId, itemIds } = target;
  return db.transaction(async (tx) => {
    const list = await steps.lockOwnedList(tx, userId, listId);
    if (!list) throw steps.listNotFound();
    const moves = positionsFor(await steps.listItemsOf(tx, listId), itemIds);
    if (!moves.ok) throw orderRefused(moves.unknown);
    await steps.setItemPositions(tx, listId, moves.changed);
    return { list, items: await steps.listItemsOf(tx, listId) };
  });
}
