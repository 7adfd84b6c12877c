/** What checklists and packing lists share: their size limits, ids and the reorder call. */
import { z } from '../zod.js';

export const LIST_LIMITS = {
  /** Rows a new list may bring with it (the create dialog or a starter list), in one request. */
  inlineItems: 200,
  /** Items one list may hold in all; a list longer than this is not a list a traveller reads. */
  items: 500,
  /** The largest quantity of one packing item. */
  quantity: 999,
} as const;

export const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** A client-made UUID for an idempotent create (ARCHITECTURE.md, API rules). */
export const ClientIdSchema = z.uuid('The id must be a UUID').optional();

/** True when no id appears twice (rows of one request, or a reorder). */
export const hasDistinctIds = (ids: readonly (string | undefined)[]) => {
  const given = ids.filter((id): id is string => id !== undefined);
  return new Set(given).size === given.length;
};

/**
 * `PUT /api/checklists/{id}/order` and `/api/packing-lists/{id}/order`: the listed items take
 * these places, the others keep their order after them.
 */
export const ReorderItemsSchema = z.object({
  itemIds: z
    .array(z.uuid('Item not found'), { message: 'Please list the items in their new order' })
    .max(LIST_LIMITS.items, `A list holds at most ${LIST_LIMITS.items} items`)
    .refine(hasDistinctIds, 'Each item may appear only once'),
});
export type ReorderItemsInput = z.input<typeof ReorderItemsSchema>;
