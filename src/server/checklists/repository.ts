/** The SQL of checklists: the shared list repository over the checklist tables. */
import { checklistItems, checklists } from '../db/schema.js';
import { createListRepository } from '../lists/repository.js';

export type ChecklistRow = typeof checklists.$inferSelect;
export type ChecklistItemRow = typeof checklistItems.$inferSelect;

export const checklistRepository = createListRepository(
  checklists,
  checklistItems,
  checklistItems.checklistId,
);
