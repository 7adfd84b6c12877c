/**
 * Changes to a cruise's cached lists, as pure functions of what a write says, the same for
 * checklists and packing lists. Each is idempotent (applying it twice is applying it once): the
 * offline sync layer applies a waiting change again over every fresh answer from the server and
 * over the cache restored after a reload.
 */

export interface ItemLike {
  id: string;
  position: number;
}

export interface ListLike<TItem extends ItemLike> {
  id: string;
  items: TItem[];
}

/** Replaces the list with `id` in cached lists by what `change` makes of it. */
export function changeList<T extends { id: string }>(lists: T[], id: string, change: (list: T) => T): T[] {
  return lists.map((list) => (list.id === id ? change(list) : list));
}

/** True when two orders of ids are the same (a move that changes nothing is not sent). */
export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** A list as the server answered it: in place of the cached one, or added at the end (the newest). */
export function upsertList<T extends { id: string }>(lists: T[], list: T): T[] {
  return lists.some((cached) => cached.id === list.id)
    ? changeList(lists, list.id, () => list)
    : [...lists, list];
}

/** A new list at the end (lists come by creation), unless it is there already. */
export function insertList<T extends { id: string }>(lists: T[], id: string, make: () => T): T[] {
  return lists.some((cached) => cached.id === id) ? lists : [...lists, make()];
}

/**
 * Puts `items` in the order of `ids` as the server does: the listed items first, the others after
 * them as they were (an id no longer in the list is skipped); positions follow.
 */
export function orderItems<T extends ItemLike>(items: T[], ids: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const listed = ids.flatMap((id) => byId.get(id) ?? []);
  const moved = new Set(listed.map((item) => item.id));
  return [...listed, ...items.filter((item) => !moved.has(item.id))].map((item, position) =>
    item.position === position ? item : { ...item, position },
  );
}

/** Changes the items of list `listId`. */
function changeItems<I extends ItemLike, L extends ListLike<I>>(
  lists: L[],
  listId: string,
  change: (items: I[]) => I[],
): L[] {
  return changeList(lists, listId, (list) => ({ ...list, items: change(list.items) }));
}

/** A new item at the end of its list (after the last position, as the server appends), once. */
export function appendItem<I extends ItemLike, L extends ListLike<I>>(
  lists: L[],
  listId: string,
  id: string,
  make: (position: number) => I,
): L[] {
  return changeItems<I, L>(lists, listId, (items) =>
    items.some((item) => item.id === id)
      ? items
      : [...items, make(items.reduce((last, item) => Math.max(last, item.position), -1) + 1)],
  );
}

/** The item as the server answered it, in place of the cached one (or at the end if it is not there). */
export function putItem<I extends ItemLike, L extends ListLike<I>>(
  lists: L[],
  listId: string,
  answered: I,
): L[] {
  return changeItems<I, L>(lists, listId, (items) =>
    items.some((item) => item.id === answered.id)
      ? items.map((item) => (item.id === answered.id ? answered : item))
      : [...items, answered],
  );
}

/** New values for some fields of an item (a tick, an edit). */
export function patchItem<I extends ItemLike, L extends ListLike<I>>(
  lists: L[],
  listId: string,
  id: string,
  changes: Partial<I>,
): L[] {
  return changeItems<I, L>(lists, listId, (items) =>
    items.map((item) => (item.id === id ? { ...item, ...changes } : item)),
  );
}

export function removeItem<I extends ItemLike, L extends ListLike<I>>(
  lists: L[],
  listId: string,
  id: string,
): L[] {
  return changeItems<I, L>(lists, listId, (items) => items.filter((item) => item.id !== id));
}

/** A list's new order (Move up / Move down): the order the write names, whatever came before. */
export function reorderList<I extends ItemLike, L extends ListLike<I>>(
  lists: L[],
  listId: string,
  itemIds: readonly string[],
): L[] {
  return changeItems<I, L>(lists, listId, (items) => orderItems(items, itemIds));
}
