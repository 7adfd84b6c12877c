/**
 * Checklists of a cruise and their items (SPEC.md sections 3, 5 and 7). Beyond the spec: items are
 * ticked, dated, edited and reordered on the cruise page, and a list can arrive with its rows.
 */

import { LIMITS } from '../limits.js';
import { z } from '../zod.js';
import { BaseVersionSchema, cleanText } from './common.js';
import { DateStringSchema } from './cruises.js';
import { blankToNull, ClientIdSchema, hasDistinctIds, LIST_LIMITS } from './list-common.js';

const requiredText = (max: number, message: string) =>
  z.string({ message }).pipe(cleanText(max)).pipe(z.string().min(1, message));

const DueDateSchema = z.preprocess(blankToNull, DateStringSchema.nullable().optional());
const CategorySchema = z.preprocess(blankToNull, cleanText(LIMITS.shortText).nullable().optional());
const ChecklistNameSchema = requiredText(LIMITS.listName, 'Checklist name is required');
const ItemTextSchema = requiredText(LIMITS.itemText, 'Item text is required');

/** A row of the create dialog (or a starter list): a blank one is skipped, not refused. */
const ChecklistRowSchema = z.object({
  id: ClientIdSchema,
  text: z.string({ message: 'Item text must be text' }).pipe(cleanText(LIMITS.itemText)).optional(),
  isCompleted: z.boolean().optional(),
  dueDate: DueDateSchema,
});

/** `POST /api/checklists` (SPEC.md section 7), optionally with its rows, saved in one transaction. */
export const CreateChecklistSchema = z.object({
  id: ClientIdSchema,
  cruiseId: z.uuid('Cruise not found'),
  name: ChecklistNameSchema,
  category: CategorySchema,
  items: z
    .array(ChecklistRowSchema)
    .max(LIST_LIMITS.inlineItems, `At most ${LIST_LIMITS.inlineItems} items at once`)
    .refine((rows) => hasDistinctIds(rows.map((row) => row.id)), 'Each item id may appear only once')
    .transform((rows) =>
      rows.flatMap(({ text, ...row }) =>
        text ? [{ ...row, text, isCompleted: row.isCompleted ?? false }] : [],
      ),
    )
    .optional(),
});
export type CreateChecklistInput = z.input<typeof CreateChecklistSchema>;

/** `PUT /api/checklists/{id}`: rename, or change the category (`updatedAt`: the version it was based on). */
export const UpdateChecklistSchema = z
  .object({ name: ChecklistNameSchema, category: CategorySchema, updatedAt: BaseVersionSchema })
  .partial();
export type UpdateChecklistInput = z.input<typeof UpdateChecklistSchema>;

/** `POST /api/checklist-items`: one item, appended at the end of its list. */
export const CreateChecklistItemSchema = z.object({
  id: ClientIdSchema,
  checklistId: z.uuid('Checklist not found'),
  text: ItemTextSchema,
  isCompleted: z.boolean().optional(),
  dueDate: DueDateSchema,
});
export type CreateChecklistItemInput = z.input<typeof CreateChecklistItemSchema>;

/** `PUT /api/checklist-items/{id}`: tick, untick, edit the text or the due date (`updatedAt` as above). */
export const UpdateChecklistItemSchema = z
  .object({
    text: ItemTextSchema,
    isCompleted: z.boolean(),
    dueDate: DueDateSchema,
    updatedAt: BaseVersionSchema,
  })
  .partial();
export type UpdateChecklistItemInput = z.input<typeof UpdateChecklistItemSchema>;

export const ChecklistItemSchema = z.object({
  id: z.string(),
  checklistId: z.string(),
  text: z.string(),
  isCompleted: z.boolean(),
  /** `YYYY-MM-DD`, the traveller's calendar date. */
  dueDate: z.string().nullable(),
  position: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

export const ChecklistSchema = z.object({
  id: z.string(),
  cruiseId: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  /** In the traveller's order (position, then creation). */
  items: z.array(ChecklistItemSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Checklist = z.infer<typeof ChecklistSchema>;
export const ChecklistListSchema = z.array(ChecklistSchema);
