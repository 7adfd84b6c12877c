/** Checklists and their items (SPEC.md section 7, cruise children; and ticking, editing, ordering). */
import {
  ChecklistItemSchema,
  ChecklistListSchema,
  ChecklistSchema,
  CreateChecklistItemSchema,
  CreateChecklistSchema,
  UpdateChecklistItemSchema,
  UpdateChecklistSchema,
} from '../../shared/schemas/checklists.js';
import { listRoutes } from '../lists/routes.js';
import {
  addChecklistItem,
  createChecklist,
  editChecklistItem,
  listChecklists,
  removeChecklist,
  removeChecklistItem,
  renameChecklist,
  reorderChecklist,
} from './service.js';

export const checklistRoutes = listRoutes({
  paths: {
    cruiseLists: '/api/cruises/:id/checklists',
    lists: '/api/checklists',
    items: '/api/checklist-items',
  },
  schemas: {
    list: ChecklistSchema,
    lists: ChecklistListSchema,
    item: ChecklistItemSchema,
    createList: CreateChecklistSchema,
    updateList: UpdateChecklistSchema,
    createItem: CreateChecklistItemSchema,
    updateItem: UpdateChecklistItemSchema,
  },
  service: {
    list: listChecklists,
    create: async (ctx, userId, input) => {
      const { checklist, isNew } = await createChecklist(ctx, userId, input);
      return { list: checklist, isNew };
    },
    rename: renameChecklist,
    remove: removeChecklist,
    reorder: reorderChecklist,
    addItem: addChecklistItem,
    editItem: editChecklistItem,
    removeItem: removeChecklistItem,
  },
});
