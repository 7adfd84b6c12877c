import { boolean, date, index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { LIMITS } from '../../../shared/limits.js';
import { createdAt, id, str } from './columns.js';
import { cruiseId } from './cruises.js';

export const checklists = pgTable(
  'checklists',
  {
    id: id(),
    cruiseId: cruiseId(),
    name: str('name', LIMITS.listName).notNull(),
    category: str('category', LIMITS.shortText),
    createdAt: createdAt(),
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
    createdAt: createdAt(),
  },
  (t) => [index('checklist_items_checklist_id_idx').on(t.checklistId)],
);
