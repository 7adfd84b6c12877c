/**
 * The order of items in a checklist or packing list, the same on the server (which stores it) and
 * in the browser (which shows a move at once, before the server answers).
 */

export type ReorderResult = { ok: true; order: string[] } | { ok: false; unknown: string[] };

/**
 * The list's ids in their new order: the requested ids first, in the order given, then every id
 * not mentioned, keeping its current relative order. An id that is not in the list makes the
 * whole request fail (nothing is half applied).
 */
export function reorderIds(currentIds: readonly string[], requested: readonly string[]): ReorderResult {
  const present = new Set(currentIds);
  const unknown = requested.filter((id) => !present.has(id));
  if (unknown.length > 0) return { ok: false, unknown };
  const moved = new Set(requested);
  return { ok: true, order: [...requested, ...currentIds.filter((id) => !moved.has(id))] };
}

/** The ids with `id` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveId(ids: readonly string[], id: string, offset: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + offset;
  const next = [...ids];
  if (from === -1 || to < 0 || to >= ids.length) return next;
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/**
 * The ids with `id` moved to the place of the item `offset` steps away among `visible` (the items
 * shown beside it, e.g. those of one category): a move up or down as the traveller sees the list.
 */
export function moveAmong(
  ids: readonly string[],
  visible: readonly string[],
  id: string,
  offset: -1 | 1,
): string[] {
  const neighbour = visible[visible.indexOf(id) + offset];
  if (!visible.includes(id) || neighbour === undefined) return [...ids];
  const next = ids.filter((other) => other !== id);
  const at = next.indexOf(neighbour);
  next.splice(offset === -1 ? at : at + 1, 0, id);
  return next;
}
