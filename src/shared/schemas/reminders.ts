import { z } from '../zod.js';
import { DateStringSchema } from './cruises.js';

/** `GET /api/reminders?today=YYYY-MM-DD`: the traveller's own date decides what is overdue. */
export const RemindersQuerySchema = z.object({ today: DateStringSchema.optional() });

/** A dated checklist item of a cruise that has not ended, with the cruise it belongs to. */
export const ReminderSchema = z.object({
  id: z.string(),
  checklistId: z.string(),
  checklistName: z.string(),
  cruiseId: z.string(),
  cruiseName: z.string(),
  text: z.string(),
  dueDate: z.string(),
  isCompleted: z.boolean(),
  isOverdue: z.boolean(),
});
export type Reminder = z.infer<typeof ReminderSchema>;

/** What is still to pack for the next cruise (the one under way, else the next to sail). */
export const PackingTodoSchema = z.object({
  cruiseId: z.string(),
  cruiseName: z.string(),
  sailDate: z.string(),
  packed: z.number(),
  total: z.number(),
  /** The first unpacked items, in list order. */
  items: z.array(
    z.object({
      id: z.string(),
      packingListId: z.string(),
      name: z.string(),
      category: z.string().nullable(),
      quantity: z.number(),
      isPacked: z.boolean(),
    }),
  ),
});
export type PackingTodo = z.infer<typeof PackingTodoSchema>;

export const RemindersSchema = z.object({
  /** Unfinished dated items, overdue first, then the soonest due. */
  due: z.array(ReminderSchema),
  /** How many unfinished dated items there are in all (`due` holds the first few). */
  dueCount: z.number(),
  /** Dated items ticked off most recently, so a traveller sees what is done. */
  recentlyDone: z.array(ReminderSchema),
  packing: PackingTodoSchema.nullable(),
});
export type Reminders = z.infer<typeof RemindersSchema>;
