// Writes `photos` outside the photos domain on purpose: the link is moved inside the journal's own transaction, and going through the photos service would make the journal import it (CONVENTIONS 3).
/**
 * The journal's side of the photo link: which photos an entry shows (`photos.journal_entry_id`).
 * The photos themselves (upload, caption, delete) belong to the photos domain; this file only
 * reads what an entry needs and moves the link.
 */
import { and, asc, eq, inArray, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { foreignKeyName, isForeignKeyViolation, violatedConstraintOf } from '../db/errors.js';
import { photos } from '../db/schema.js';

const ENTRY_KEY = foreignKeyName(photos.journalEntryId);

/** True when a failed link write says the entry went meanwhile (a foreign-key violation). */
export function isEntryGone(error: unknown): boolean {
  return isForeignKeyViolation(error) && violatedConstraintOf(error) === ENTRY_KEY;
}

const linkedPhotoColumns = {
  id: photos.id,
  journalEntryId: photos.journalEntryId,
  url: photos.url,
  thumbnailUrl: photos.thumbnailUrl,
  caption: photos.caption,
  width: photos.width,
  height: photos.height,
};

export type LinkedPhotoRow = {
  id: string;
  journalEntryId: string | null;
  url: string;
  thumbnailUrl: string | null;
  caption: string | null;
  width: number | null;
  height: number | null;
};

/** Every attached photo of a cruise, oldest first: one query for the whole journal, never one per entry. */
export async function listLinkedPhotosOfCruise(db: DbOrTx, cruiseId: string): Promise<LinkedPhotoRow[]> {
  return db
    .select(linkedPhotoColumns)
    .from(photos)
    .where(and(eq(photos.cruiseId, cruiseId), isNotNull(photos.journalEntryId)))
    .orderBy(asc(photos.createdAt), asc(photos.id));
}

/** The photos of some entries, oldest first (served by the journal_entry_id index). */
export async function listLinkedPhotosOfEntries(db: DbOrTx, entryIds: string[]): Promise<LinkedPhotoRow[]> {
  if (entryIds.length === 0) return [];
  return db
    .select(linkedPhotoColumns)
    .from(photos)
    .where(inArray(photos.journalEntryId, entryIds))
    .orderBy(asc(photos.createdAt), asc(photos.id));
}

/** The photos of one entry (served by the journal_entry_id index). */
export async function listLinkedPhotosOfEntry(db: DbOrTx, entryId: string): Promise<LinkedPhotoRow[]> {
  return db
    .select(linkedPhotoColumns)
    .from(photos)
    .where(eq(photos.journalEntryId, entryId))
    .orderBy(asc(photos.createdAt), asc(photos.id));
}

/** Which of these ids are photos of this cruise (the cruise's owner was checked before). */
export async function findPhotoIdsOfCruise(
  db: DbOrTx,
  cruiseId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.cruiseId, cruiseId), inArray(photos.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Makes `ids` the complete set of the entry's photos: the listed ones point to it (taken from
 * another entry of the cruise if need be), the ones it had and no longer lists are detached.
 * A photo's version (`updatedAt`) stays: the link is the entry's change, not an edit of the photo,
 * so a caption edit queued offline behind the entry's save is not taken for a conflict.
 */
/** The column's own value: drizzle's `$onUpdate` would otherwise stamp a new version. */
const keepVersion = sql`${photos.updatedAt}`;

export async function setEntryPhotos(db: DbOrTx, cruiseId: string, entryId: string, ids: string[]) {
  await db
    .update(photos)
    .set({ journalEntryId: null, updatedAt: keepVersion })
    .where(and(eq(photos.journalEntryId, entryId), ids.length > 0 ? notInArray(photos.id, ids) : undefined));
  if (ids.length === 0) return;
  await db
    .update(photos)
    .set({ journalEntryId: entryId, updatedAt: keepVersion })
    .where(
      and(
        eq(photos.cruiseId, cruiseId),
        inArray(photos.id, ids),
        or(isNull(photos.journalEntryId), ne(photos.journalEntryId, entryId)),
      ),
    );
}
