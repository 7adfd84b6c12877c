/** Checklists of a cruise and their items (ticked, dated, ordered). */
import { boolean, date, index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { LIMITS } from '../../../shared/limits.js';
import { createdAt, id, str, updatedAt } from './columns.js';
import { cruiseId } from './cruises.js';

export const checklists = pgTable(
  'checklists',
  {
    id: id(),
    cruiseId: cruiseId(),
    name: str('name', LIMITS.listName).notNull(),
    category: str('category', LIMITS.shortText),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('checklists_cruise_id_idx').on(t.cruiseId)],
);

export const checklistItems = pgTable(
  'checklist_items',
  {
    id: id(),
    checklistId: uuid('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    text: str('text', LIMITS.itemText).notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
    dueDate: date('due_date', { mode: 'string' }),
    /** Order within the list, as the traveller arranged it (ties broken by creation). */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('checklist_items_checklist_id_idx').on(t.checklistId)],
);
