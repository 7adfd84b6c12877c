/** Packing lists of a cruise and their items. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { LIMITS } from '../../../shared/limits.js';
import { createdAt, id, str, updatedAt } from './columns.js';
import { cruiseId } from './cruises.js';

export const packingLists = pgTable(
  'packing_lists',
  {
    id: id(),
    cruiseId: cruiseId(),
    name: str('name', LIMITS.listName).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('packing_lists_cruise_id_idx').on(t.cruiseId)],
);

export const packingItems = pgTable(
  'packing_items',
  {
    id: id(),
    packingListId: uuid('packing_list_id')
      .notNull()
      .references(() => packingLists.id, { onDelete: 'cascade' }),
    name: str('name', LIMITS.listName).notNull(),
    category: str('category', LIMITS.shortText),
    quantity: integer('quantity').notNull().default(1),
    notes: str('notes', LIMITS.notes),
    isPacked: boolean('is_packed').notNull().default(false),
    /** Order within the list, as the traveller arranged it (ties broken by creation). */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('packing_items_packing_list_id_idx').on(t.packingListId),
    check('packing_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);
