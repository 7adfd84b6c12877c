/**
 * The photo album of a cruise (SPEC.md section 7): images arrive as data URLs, go through the
 * media store (checked, re-encoded, metadata stripped, at most 1600 px plus a 400 px thumbnail) and
 * only their URLs are kept. Every call goes through the cruise's owner; a photo can be attached to a
 * journal entry of the same cruise.
 */
import {
  type CreatePhotoInput,
  CreatePhotoSchema,
  type Photo,
  type UpdatePhotoInput,
  UpdatePhotoSchema,
} from '../../shared/schemas/photos.js';
import { type CruiseContext, requireOwnedCruise } from '../cruises/service.js';
import type { DbOrTx } from '../db/client.js';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors.js';
import { AppError } from '../errors.js';
import { ingestImage, removeImage } from '../media/images.js';
import {
  deletePhoto,
  findOwnedPhoto,
  findPhotoOwner,
  insertPhoto,
  isJournalEntryOf,
  listPhotosOf,
  type PhotoRow,
  updatePhoto,
} from './repository.js';

/** The stored image's longest side: sharp enough for a phone or a laptop, small on a ship's link. */
export const PHOTO_DIMENSION = 1600;
/** The grid's thumbnails. */
export const PHOTO_THUMBNAIL = 400;

const photoNotFound = () => new AppError('PHOTO_NOT_FOUND', 404, 'Photo not found');
const entryNotFound = () => new AppError('JOURNAL_ENTRY_NOT_FOUND', 404, 'Journal entry not found');

/** PostgreSQL's foreign_key_violation (23503): the journal entry went while the photo was stored. */
function presentPhoto(row: PhotoRow): Photo {
  return {
    id: row.id,
    cruiseId: row.cruiseId,
    journalEntryId: row.journalEntryId,
    filename: row.filename,
    originalName: row.originalName,
    url: row.url,
    thumbnailUrl: row.thumbnailUrl ?? row.url,
    caption: row.caption,
    portName: row.portName,
    dayNumber: row.dayNumber,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A journal entry given with a photo must be one of the same cruise: anything else is not found. */
async function requireEntryOf(db: DbOrTx, entryId: string | null | undefined, cruiseId: string) {
  if (entryId && !(await isJournalEntryOf(db, entryId, cruiseId))) throw entryNotFound();
}

export async function listPhotos(ctx: CruiseContext, userId: string, cruiseId: string): Promise<Photo[]> {
  await requireOwnedCruise(ctx, userId, cruiseId);
  return (await listPhotosOf(ctx.database.db, cruiseId)).map(presentPhoto);
}

/**
 * Adds a photo. With a client-made id a retry answers with the photo the first call made, found
 * before the image is even decoded, so a replayed upload never stores the picture twice. Nothing is
 * left in the store when the photo is refused or its row cannot be written.
 */
export async function addPhoto(
  ctx: CruiseContext,
  userId: string,
  input: CreatePhotoInput,
): Promise<{ photo: Photo; isNew: boolean }> {
  const { id, url: dataUrl, cruiseId, ...fields } = CreatePhotoSchema.parse(input);
  await requireOwnedCruise(ctx, userId, cruiseId);
  const db = ctx.database.db;
  if (id) {
    const existing = await findRetried(ctx, userId, cruiseId, id);
    if (existing) return { photo: existing, isNew: false };
  }
  await requireEntryOf(db, fields.journalEntryId, cruiseId);
  const image = await ingestImage(ctx.media, dataUrl, {
    maxDimension: PHOTO_DIMENSION,
    thumbnailDimension: PHOTO_THUMBNAIL,
  });
  try {
    const row = await insertPhoto(db, {
      ...fields,
      ...(id ? { id } : {}),
      cruiseId,
      url: image.url,
      thumbnailUrl: image.thumbnailUrl,
      mediaKey: image.key,
      width: image.width,
      height: image.height,
    });
    return { photo: presentPhoto(row), isNew: true };
  } catch (error) {
    await removeImage(ctx.media, image.url);
    // The same upload, retried while the first was still running: answer with its photo.
    if (id && isUniqueViolation(error)) {
      const existing = await findRetried(ctx, userId, cruiseId, id);
      if (existing) return { photo: existing, isNew: false };
    }
    if (fields.journalEntryId && isForeignKeyViolation(error)) throw entryNotFound();
    throw error;
  }
}

/** The photo a retried create made, or null when the id is free; someone else's id is refused. */
async function findRetried(ctx: CruiseContext, userId: string, cruiseId: string, id: string) {
  const owner = await findPhotoOwner(ctx.database.db, id);
  if (!owner) return null;
  if (owner.userId !== userId || owner.cruiseId !== cruiseId) {
    throw new AppError('ID_TAKEN', 409, 'This id is already used by another record.');
  }
  const row = await findOwnedPhoto(ctx.database.db, userId, id);
  if (!row) throw photoNotFound();
  return presentPhoto(row);
}

/** Changes caption, port, day or journal entry (one of the same cruise, or null to detach). */
export async function editPhoto(
  ctx: CruiseContext,
  userId: string,
  id: string,
  input: UpdatePhotoInput,
): Promise<Photo> {
  const fields = UpdatePhotoSchema.parse(input);
  const db = ctx.database.db;
  const current = await findOwnedPhoto(db, userId, id);
  if (!current) throw photoNotFound();
  await requireEntryOf(db, fields.journalEntryId, current.cruiseId);
  try {
    const row = await updatePhoto(db, id, fields);
    if (!row) throw photoNotFound();
    return presentPhoto(row);
  } catch (error) {
    if (fields.journalEntryId && isForeignKeyViolation(error)) throw entryNotFound();
    throw error;
  }
}

/** Deletes a photo and then its image and thumbnail files. */
export async function removePhoto(ctx: CruiseContext, userId: string, id: string): Promise<void> {
  const db = ctx.database.db;
  if (!(await findOwnedPhoto(db, userId, id))) throw photoNotFound();
  const url = await deletePhoto(db, id);
  await removeImage(ctx.media, url);
}
