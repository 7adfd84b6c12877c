/**
 * The only SQL of photos. Reads of one photo go through its cruise's owner; writes by id come
 * after such a read (the service checks, then writes, and answers 404 when the write finds nothing).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { countRows } from '../db/count.js';
import { foreignKeyName, isForeignKeyViolation, violatedConstraintOf } from '../db/errors.js';
import { prepared } from '../db/prepared.js';
import { cruises, journalEntries, photos } from '../db/schema.js';

export type NewPhotoRow = typeof photos.$inferInsert;

/** The columns a photo answers with: never `mediaKey` or `bytes` (the URLs say everything a page needs). */
const photoColumns = {
  id: photos.id,
  cruiseId: photos.cruiseId,
  journalEntryId: photos.journalEntryId,
  filename: photos.filename,
  originalName: photos.originalName,
  url: photos.url,
  thumbnailUrl: photos.thumbnailUrl,
  caption: photos.caption,
  portName: photos.portName,
  dayNumber: photos.dayNumber,
  width: photos.width,
  height: photos.height,
  createdAt: photos.createdAt,
  updatedAt: photos.updatedAt,
};
export type PhotoRow = Omit<typeof photos.$inferSelect, 'mediaKey' | 'bytes'>;

/**
 * A cruise's album in one query: by day (photos without a day last), then upload order. The
 * (cruise_id, created_at) index finds the rows; a few hundred are sorted in memory.
 */
export async function listPhotosOf(db: DbOrTx, cruiseId: string): Promise<PhotoRow[]> {
  return prepared(db, 'photos_of_cruise', (handle) =>
    handle
      .select(photoColumns)
      .from(photos)
      .where(eq(photos.cruiseId, sql.placeholder('cruiseId')))
      .orderBy(sql`${photos.dayNumber} asc nulls last`, asc(photos.createdAt), asc(photos.id)),
  ).execute({ cruiseId });
}

/** One photo of this user's cruises; another user's photo is not found, exactly like a missing one. */
export async function findOwnedPhoto(db: DbOrTx, userId: string, id: string): Promise<PhotoRow | undefined> {
  const [row] = await db
    .select(photoColumns)
    .from(photos)
    .innerJoin(cruises, eq(cruises.id, photos.cruiseId))
    .where(and(eq(photos.id, id), eq(cruises.userId, userId)))
    .limit(1);
  return row;
}

/** `findOwnedPhoto` that also locks the photo's row until the transaction ends (a versioned edit). */
export async function lockOwnedPhoto(tx: DbOrTx, userId: string, id: string): Promise<PhotoRow | undefined> {
  const [row] = await tx
    .select(photoColumns)
    .from(photos)
    .innerJoin(cruises, eq(cruises.id, photos.cruiseId))
    .where(and(eq(photos.id, id), eq(cruises.userId, userId)))
    .for('no key update', { of: photos });
  return row;
}

/** Who holds a photo id, if anyone (for idempotent creates). */
export async function findPhotoOwner(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ userId: cruises.userId, cruiseId: photos.cruiseId })
    .from(photos)
    .innerJoin(cruises, eq(cruises.id, photos.cruiseId))
    .where(eq(photos.id, id));
  return row;
}

/** True when the journal entry exists and belongs to this cruise. */
export async function isJournalEntryOf(db: DbOrTx, entryId: string, cruiseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.id, entryId), eq(journalEntries.cruiseId, cruiseId)))
    .limit(1);
  return Boolean(row);
}

const CRUISE_KEY = foreignKeyName(photos.cruiseId);
const ENTRY_KEY = foreignKeyName(photos.journalEntryId);

/**
 * The parent a failed photo write says went meanwhile (a foreign-key violation): its cruise or its
 * journal entry; undefined for any other error.
 */
export function missingParentOf(error: unknown): 'cruise' | 'journalEntry' | undefined {
  if (!isForeignKeyViolation(error)) return undefined;
  const constraint = violatedConstraintOf(error);
  if (constraint === CRUISE_KEY) return 'cruise';
  if (constraint === ENTRY_KEY) return 'journalEntry';
  return undefined;
}

/** Whether any photo row holds this stored image (its media key). */
export async function isMediaKeyUsed(db: DbOrTx, mediaKey: string): Promise<boolean> {
  const rows = await db.select({ id: photos.id }).from(photos).where(eq(photos.mediaKey, mediaKey)).limit(1);
  return rows.length > 0;
}

export async function insertPhoto(db: DbOrTx, values: NewPhotoRow): Promise<PhotoRow> {
  const [row] = await db.insert(photos).values(values).returning(photoColumns);
  return row!;
}

/** Changes a photo's details (`values.updatedAt`, the new version, defaults to now); undefined when it is gone. */
export async function updatePhoto(
  db: DbOrTx,
  id: string,
  values: Pick<Partial<NewPhotoRow>, 'caption' | 'portName' | 'dayNumber' | 'journalEntryId' | 'updatedAt'>,
): Promise<PhotoRow | undefined> {
  const [row] = await db
    .update(photos)
    .set({ updatedAt: new Date(), ...values })
    .where(eq(photos.id, id))
    .returning(photoColumns);
  return row;
}

/** Deletes a photo row and answers its image URL (the caller removes the files after). */
export async function deletePhoto(db: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await db.delete(photos).where(eq(photos.id, id)).returning({ url: photos.url });
  return row?.url;
}

/** How many photos a cruise holds (RECORD_LIMITS.photosPerCruise). */
export const countPhotosOf = (db: DbOrTx, cruiseId: string) =>
  countRows(db, photos, eq(photos.cruiseId, cruiseId));
