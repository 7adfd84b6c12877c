/** Rules checklists and packing lists share: their errors and how a new order becomes positions. */
import { reorderIds } from '../../shared/list-order.js';
import { LIST_LIMITS } from '../../shared/schemas/list-common.js';
import { AppError } from '../errors.js';

export const listIsFull = () =>
  new AppError('LIST_FULL', 400, `A list holds at most ${LIST_LIMITS.items} items`, {
    issues: [{ path: 'items', message: `A list holds at most ${LIST_LIMITS.items} items` }],
  });

/** A reorder naming an item that is not in the list: refused whole, with the ids that are not. */
export const orderRefused = (unknown: string[]) =>
  new AppError('ITEM_NOT_IN_LIST', 400, 'Every item must belong to this list', {
    issues: unknown.map((id) => ({ path: 'itemIds', message: `Item ${id} is not in this list` })),
  });

/**
 * The positions a new order gives, as the moves that change something (0, 1, 2... in the new
 * order), or the ids the list does not hold.
 */
export function positionsFor(
  current: readonly { id: string; position: number }[],
  requested: readonly string[],
): { ok: true; changed: { id: string; position: number }[] } | { ok: false; unknown: string[] } {
  const result = reorderIds(
    current.map((item) => item.id),
    requested,
  );
  if (!result.ok) return result;
  const before = new Map(current.map((item) => [item.id, item.position]));
  const changed = result.order
    .map((id, position) => ({ id, position }))
    .filter(({ id, position }) => before.get(id) !== position);
  return { ok: true, changed };
}

/** Items of many lists (already in list order) by their list's id, keeping that order. */
export function itemsByList<T>(items: readonly T[], listIdOf: (item: T) => string): Map<string, T[]> {
  const byList = new Map<string, T[]>();
  for (const item of items) {
    const list = byList.get(listIdOf(item));
    if (list) list.push(item);
    else byList.set(listIdOf(item), [item]);
  }
  return byList;
}

/**
 * Body limit of the two list creates: up to 200 rows of text (a packing row can carry 2,000
 * characters of notes), above the 32 KB every other text route allows.
 */
export const NEW_LIST_BODY_LIMIT = 512 * 1024;
