/** Packing lists and their items (SPEC.md section 7, cruise children; and packing, editing, ordering). */
import {
  CreatePackingItemSchema,
  CreatePackingListSchema,
  PackingItemSchema,
  PackingListListSchema,
  PackingListSchema,
  UpdatePackingItemSchema,
  UpdatePackingListSchema,
} from '../../shared/schemas/packing.js';
import { listRoutes } from '../lists/routes.js';
import {
  addPackingItem,
  createPackingList,
  editPackingItem,
  listPackingLists,
  removePackingItem,
  removePackingList,
  renamePackingList,
  reorderPackingList,
} from './service.js';

export const packingRoutes = listRoutes({
  paths: {
    cruiseLists: '/api/cruises/:id/packing-lists',
    lists: '/api/packing-lists',
    items: '/api/packing-items',
  },
  schemas: {
    list: PackingListSchema,
    lists: PackingListListSchema,
    item: PackingItemSchema,
    createList: CreatePackingListSchema,
    updateList: UpdatePackingListSchema,
    createItem: CreatePackingItemSchema,
    updateItem: UpdatePackingItemSchema,
  },
  service: {
    list: listPackingLists,
    create: async (ctx, userId, input) => {
      const { packingList, isNew } = await createPackingList(ctx, userId, input);
      return { list: packingList, isNew };
    },
    rename: renamePackingList,
    remove: removePackingList,
    reorder: reorderPackingList,
    addItem: addPackingItem,
    editItem: editPackingItem,
    removeItem: removePackingItem,
  },
});
