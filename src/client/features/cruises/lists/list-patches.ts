/**
 * Optimistic changes to a cruise's cached lists, each with its own undo. A change applies to the
 * lists as the cache holds them at that moment, so changes still on their way stay; its undo takes
 * back only what it changed, and only where nothing has changed it again since: a failed tick never
 * wipes the ticks made after it. Pure functions, the same for checklists and packing lists.
 */

export interface ItemLike {
  id: string;
  position: number;
}

export interface ListLike<TItem extends ItemLike> {
  id: string;
  items: TItem[];
}

export interface OptimisticChange<TList, TVariables> {
  apply: (lists: TList[], variables: TVariables) => TList[];
  /** `lists`: the cache when the write failed; `before`: the cache this change was applied to. */
  undo: (lists: TList[], variables: TVariables, before: TList[]) => TList[];
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

/** A new item at the end of its list, under its client-made id; undone by taking it out. */
export function appendItem<I extends ItemLike, L extends ListLike<I>, V extends { id: string }>(
  listIdOf: (variables: V) => string,
  make: (variables: V, position: number) => I,
): OptimisticChange<L, V> {
  return {
    apply: (lists, variables) =>
      changeList(lists, listIdOf(variables), (list) => ({
        ...list,
        items: [...list.items, make(variables, list.items.length)],
      })),
    undo: (lists, variables) =>
      changeList(lists, listIdOf(variables), (list) => ({
        ...list,
        items: list.items.filter((item) => item.id !== variables.id),
      })),
  };
}

/**
 * New values for some fields of an item (a tick, an edit). The undo puts back the values the item
 * had, for the fields that still hold this change's value: a later tick of the same box stays.
 */
export function patchItem<I extends ItemLike, L extends ListLike<I>, V extends { id: string }>(
  listIdOf: (variables: V) => string,
  changesOf: (variables: V) => Partial<I>,
): OptimisticChange<L, V> {
  const withItem = (lists: L[], variables: V, change: (item: I) => I) =>
    changeList(lists, listIdOf(variables), (list) => ({
      ...list,
      items: list.items.map((item) => (item.id === variables.id ? change(item) : item)),
    }));
  return {
    apply: (lists, variables) => withItem(lists, variables, (item) => ({ ...item, ...changesOf(variables) })),
    undo: (lists, variables, before) => {
      const was = before
        .find((list) => list.id === listIdOf(variables))
        ?.items.find((item) => item.id === variables.id);
      if (!was) return lists;
      const changes = changesOf(variables);
      return withItem(lists, variables, (item) => {
        const back: Partial<I> = {};
        for (const key of Object.keys(changes) as (keyof I)[]) {
          if (Object.is(item[key], changes[key])) back[key] = was[key];
        }
        return { ...item, ...back };
      });
    },
  };
}

/** A list's new order (Move up / Move down). Undone only while that order still stands. */
export function reorderItems<I extends ItemLike, L extends ListLike<I>>(): OptimisticChange<
  L,
  { id: string; itemIds: string[] }
> {
  return {
    apply: (lists, { id, itemIds }) =>
      changeList(lists, id, (list) => ({ ...list, items: orderItems(list.items, itemIds) })),
    undo: (lists, { id, itemIds }, before) => {
      const was = before.find((list) => list.id === id)?.items.map((item) => item.id);
      if (!was) return lists;
      return changeList(lists, id, (list) => {
        const now = list.items.map((item) => item.id);
        const stands = orderItems(list.items, itemIds).every((item, index) => item.id === now[index]);
        return stands ? { ...list, items: orderItems(list.items, was) } : list;
      });
    },
  };
}
