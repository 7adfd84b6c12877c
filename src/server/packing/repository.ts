/** The SQL of packing lists: the shared list repository over the packing tables. */
import { packingItems, packingLists } from '../db/schema.js';
import { createListRepository } from '../lists/repository.js';

export type PackingListRow = typeof packingLists.$inferSelect;
export type PackingItemRow = typeof packingItems.$inferSelect;

export const packingRepository = createListRepository(packingLists, packingItems, packingItems.packingListId);
