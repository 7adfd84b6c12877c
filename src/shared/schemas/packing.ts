/**
 * Packing lists of a cruise and their items (SPEC.md sections 3, 5 and 7): items grouped by
 * category with a quantity (at least 1, default 1), packed on the cruise page.
 */

import { LIMITS } from '../limits.js';
import { z } from '../zod.js';
import { BaseVersionSchema, cleanText, optionalMultilineText } from './common.js';
import { blankToNull, ClientIdSchema, hasDistinctIds, LIST_LIMITS } from './list-common.js';

const requiredText = (max: number, message: string) =>
  z.string({ message }).pipe(cleanText(max)).pipe(z.string().min(1, message));
const optionalText = (max: number) => z.preprocess(blankToNull, cleanText(max).nullable().optional());

export const QUANTITY_MESSAGE = 'Quantity must be at least 1';
export const QUANTITY_MAX_MESSAGE = `Quantity must be at most ${LIST_LIMITS.quantity}`;

/** A whole number from 1; left out (or null) it is 1 (SPEC.md section 5). */
export const QuantitySchema = z.preprocess(
  (value) => (value === null ? undefined : value),
  z
    .number({ message: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, QUANTITY_MESSAGE)
    .max(LIST_LIMITS.quantity, QUANTITY_MAX_MESSAGE)
    .optional(),
);

/** What a quantity field's text means: anything that is not a number becomes 1 (SPEC.md section 5). */
export function quantityFromInput(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) ? value : 1;
}

/** What a form says of a quantity before sending it, in the schema's words; undefined when fine. */
export function quantityError(quantity: number): string | undefined {
  if (quantity < 1) return QUANTITY_MESSAGE;
  if (quantity > LIST_LIMITS.quantity) return QUANTITY_MAX_MESSAGE;
  return undefined;
}

const PackingListNameSchema = requiredText(LIMITS.listName, 'Packing list name is required');
const ItemNameSchema = requiredText(LIMITS.listName, 'Item name is required');

const itemDetails = {
  category: optionalText(LIMITS.shortText),
  quantity: QuantitySchema,
  notes: optionalMultilineText(LIMITS.notes),
  isPacked: z.boolean().optional(),
};

/** A row of the create dialog (or a starter list): a row without a name is skipped, not refused. */
const PackingRowSchema = z.object({
  id: ClientIdSchema,
  name: z.string({ message: 'Item name must be text' }).pipe(cleanText(LIMITS.listName)).optional(),
  ...itemDetails,
});

/** `POST /api/packing-lists` (SPEC.md section 7), optionally with its rows, saved in one transaction. */
export const CreatePackingListSchema = z.object({
  id: ClientIdSchema,
  cruiseId: z.uuid('Cruise not found'),
  name: PackingListNameSchema,
  items: z
    .array(PackingRowSchema)
    .max(LIST_LIMITS.inlineItems, `At most ${LIST_LIMITS.inlineItems} items at once`)
    .refine((rows) => hasDistinctIds(rows.map((row) => row.id)), 'Each item id may appear only once')
    .transform((rows) => rows.flatMap(({ name, ...row }) => (name ? [{ ...row, name }] : [])))
    .optional(),
});
export type CreatePackingListInput = z.input<typeof CreatePackingListSchema>;

/** `PUT /api/packing-lists/{id}`: rename (`updatedAt`: the version it was based on). */
export const UpdatePackingListSchema = z
  .object({ name: PackingListNameSchema, updatedAt: BaseVersionSchema })
  .partial();
export type UpdatePackingListInput = z.input<typeof UpdatePackingListSchema>;

/** `POST /api/packing-items`: one item, appended at the end of its list, not packed unless said. */
export const CreatePackingItemSchema = z.object({
  id: ClientIdSchema,
  packingListId: z.uuid('Packing list not found'),
  name: ItemNameSchema,
  ...itemDetails,
});
export type CreatePackingItemInput = z.input<typeof CreatePackingItemSchema>;

/** `PUT /api/packing-items/{id}`: pack, unpack, or edit the item. */
export const UpdatePackingItemSchema = z
  .object({ name: ItemNameSchema, ...itemDetails, updatedAt: BaseVersionSchema })
  .partial();
export type UpdatePackingItemInput = z.input<typeof UpdatePackingItemSchema>;

export const PackingItemSchema = z.object({
  id: z.string(),
  packingListId: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  quantity: z.number(),
  notes: z.string().nullable(),
  isPacked: z.boolean(),
  position: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PackingItem = z.infer<typeof PackingItemSchema>;

export const PackingListSchema = z.object({
  id: z.string(),
  cruiseId: z.string(),
  name: z.string(),
  /** In the traveller's order (position, then creation); the page groups them by category. */
  items: z.array(PackingItemSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PackingList = z.infer<typeof PackingListSchema>;
export const PackingListListSchema = z.array(PackingListSchema);
