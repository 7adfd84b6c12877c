/**
 * The SQL of "Download my data": the caller's account and everything their cruises hold, in a
 * stable order. Nothing secret is selected (no hashes, answers, keys, sessions). The service runs
 * these in one repeatable-read transaction and passes its `tx`.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
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

/** The account columns an export carries. */
export async function findExportAccount(db: DbOrTx, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      authMethod: users.authMethod,
      createdAt: users.createdAt,
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
      coverPhotoUrl: users.coverPhotoUrl,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** The user's cruises, by sail date. */
export async function findCruisesOf(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(cruises)
    .where(eq(cruises.userId, userId))
    .orderBy(asc(cruises.sailDate), asc(cruises.id));
}

/** Everything the cruises `ids` hold (at least one id). */
export async function findCruiseContents(db: DbOrTx, ids: string[]) {
  const days = await db
    .select()
    .from(itineraryItems)
    .where(inArray(itineraryItems.cruiseId, ids))
    .orderBy(asc(itineraryItems.dayNumber), asc(itineraryItems.id));
  const lists = await db
    .select()
    .from(checklists)
    .where(inArray(checklists.cruiseId, ids))
    .orderBy(asc(checklists.id));
  const listItems = await db
    .select({ item: checklistItems })
    .from(checklistItems)
    .innerJoin(checklists, eq(checklists.id, checklistItems.checklistId))
    .where(inArray(checklists.cruiseId, ids))
    .orderBy(asc(checklistItems.position), asc(checklistItems.id));
  const packs = await db
    .select()
    .from(packingLists)
    .where(inArray(packingLists.cruiseId, ids))
    .orderBy(asc(packingLists.id));
  const packItems = await db
    .select({ item: packingItems })
    .from(packingItems)
    .innerJoin(packingLists, eq(packingLists.id, packingItems.packingListId))
    .where(inArray(packingLists.cruiseId, ids))
    .orderBy(asc(packingItems.position), asc(packingItems.id));
  const trips = await db
    .select()
    .from(excursions)
    .where(inArray(excursions.cruiseId, ids))
    .orderBy(asc(excursions.id));
  const entryIds = await db
    .select({ id: journalEntries.id, cruiseId: journalEntries.cruiseId })
    .from(journalEntries)
    .where(inArray(journalEntries.cruiseId, ids))
    .orderBy(asc(journalEntries.entryDate), asc(journalEntries.id));
  const pics = await db.select().from(photos).where(inArray(photos.cruiseId, ids)).orderBy(asc(photos.id));
  return { days, lists, listItems, packs, packItems, trips, entryIds, pics };
}

/**
 * Journal entries by id (their text is most of an export: it is read a page at a time, after
 * the rest), in the export's order. An entry deleted since its id was read is left out.
 */
export async function findEntriesByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(journalEntries)
    .where(inArray(journalEntries.id, ids))
    .orderBy(asc(journalEntries.entryDate), asc(journalEntries.id));
}
