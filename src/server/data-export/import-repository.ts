/**
 * The SQL of "Import data": who owns the records an export file names, the account's pictures
 * and profile, and the chunked inserts of the new rows. The service checks and decides; it opens
 * the import's transaction and passes its `tx`.
 */

import { eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ImportKind } from '../../shared/schemas/data-export.js';
import type { Db, DbOrTx } from '../db/client.js';
import {
  checklistItems,
  checklists,
  cruises,
  excursions,
  itineraryItems,
  journalEntries,
  packingItems,
  packingLists,
  photos,
  users,
} from '../db/schema.js';

const CHUNK = 200;

const CHILD_TABLES = {
  itineraryDays: itineraryItems,
  checklists,
  packingLists,
  excursions,
  journalEntries,
  photos,
};

const TABLES: Record<ImportKind, PgTable> = {
  cruises,
  itineraryDays: itineraryItems,
  checklists,
  checklistItems,
  packingLists,
  packingItems,
  excursions,
  journalEntries,
  photos,
};

/** The owner of each existing record of `kind` among `ids` (keyed by the id in lower case). */
export async function findOwners(db: DbOrTx, kind: ImportKind, ids: string[]): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  for (let start = 0; start < ids.length; start += 1000) {
    const chunk = ids.slice(start, start + 1000);
    let rows: { id: string; userId: string }[];
    switch (kind) {
      case 'cruises':
        rows = await db
          .select({ id: cruises.id, userId: cruises.userId })
          .from(cruises)
          .where(inArray(cruises.id, chunk));
        break;
      case 'checklistItems':
        rows = await db
          .select({ id: checklistItems.id, userId: cruises.userId })
          .from(checklistItems)
          .innerJoin(checklists, eq(checklists.id, checklistItems.checklistId))
          .innerJoin(cruises, eq(cruises.id, checklists.cruiseId))
          .where(inArray(checklistItems.id, chunk));
        break;
      case 'packingItems':
        rows = await db
          .select({ id: packingItems.id, userId: cruises.userId })
          .from(packingItems)
          .innerJoin(packingLists, eq(packingLists.id, packingItems.packingListId))
          .innerJoin(cruises, eq(cruises.id, packingLists.cruiseId))
          .where(inArray(packingItems.id, chunk));
        break;
      default: {
        const table = CHILD_TABLES[kind];
        rows = await db
          .select({ id: table.id, userId: cruises.userId })
          .from(table)
          .innerJoin(cruises, eq(cruises.id, table.cruiseId))
          .where(inArray(table.id, chunk));
      }
    }
    for (const row of rows) owners.set(row.id.toLowerCase(), row.userId);
  }
  return owners;
}

/** The account's current pictures (undefined when there is no such user). */
export async function findAccountPictures(db: DbOrTx, userId: string) {
  const [account] = await db
    .select({ profileImageUrl: users.profileImageUrl, coverPhotoUrl: users.coverPhotoUrl })
    .from(users)
    .where(eq(users.id, userId));
  return account;
}

/**
 * Inserts rows of `kind` in chunks, skipping ids that exist; false as soon as a chunk inserted
 * fewer rows than it had (a row appeared meanwhile), and the rest is not attempted.
 */
export async function insertNewRows(
  tx: Pick<Db, 'insert'>,
  kind: ImportKind,
  rows: Record<string, unknown>[],
): Promise<boolean> {
  const table = TABLES[kind];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const inserted = await tx
      .insert(table)
      .values(chunk as never)
      .onConflictDoNothing()
      .returning();
    if (inserted.length !== chunk.length) return false;
  }
  return true;
}

/** The profile columns an import may change, the user's row locked for update. */
export async function lockAccountProfile(tx: DbOrTx, userId: string) {
  const [current] = await tx
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      bio: users.bio,
      hometown: users.hometown,
      favoriteCruiseLine: users.favoriteCruiseLine,
      cruisingStyle: users.cruisingStyle,
      profileVisibility: users.profileVisibility,
      socialInstagram: users.socialInstagram,
      socialFacebook: users.socialFacebook,
      socialTwitter: users.socialTwitter,
      socialTikTok: users.socialTikTok,
      socialPinterest: users.socialPinterest,
      socialYouTube: users.socialYouTube,
      profileImageUrl: users.profileImageUrl,
      profileImageKey: users.profileImageKey,
      coverPhotoUrl: users.coverPhotoUrl,
      coverPhotoKey: users.coverPhotoKey,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return current;
}

export async function updateAccountProfile(
  tx: DbOrTx,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await tx.update(users).set(values).where(eq(users.id, userId));
}
