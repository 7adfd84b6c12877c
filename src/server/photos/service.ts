/**
 * The photo album of a cruise (SPEC.md section 7): images arrive as data URLs, go through the
 * media store (checked, re-encoded, metadata stripped, at most 1600 px plus a 400 px thumbnail) and
 * only their URLs are kept. Every call goes through the cruise's owner; a photo can be attached to a
 * journal entry of the same cruise.
 */
import { LIMIT_MESSAGES, RECORD_LIMITS } from '../../shared/limits.js';
import {
  type CreatePhotoInput,
  CreatePhotoSchema,
  type Photo,
  type UpdatePhotoInput,
  UpdatePhotoSchema,
} from '../../shared/schemas/photos.js';
import { type CruiseContext, cruiseNotFound, requireOwnedCruise } from '../cruises/service.js';
import type { DbOrTx } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError, idTaken, requireFewerThan } from '../errors.js';
import { type IfMatch, type RecordKind, updateVersioned } from '../http/versions.js';
import { decodeImageDataUrl, prepareImage, removeImage, storeImage } from '../media/images.js';
import type { MediaStore } from '../media/store.js';
import {
  countPhotosOf,
  deletePhoto,
  findOwnedPhoto,
  findPhotoOwner,
  insertPhoto,
  isJournalEntryOf,
  isMediaKeyUsed,
  listPhotosOf,
  lockOwnedPhoto,
  missingParentOf,
  type PhotoRow,
  updatePhoto,
} from './repository.js';
import {
  checkUploadAllowance,
  requireRoom,
  type StorageLimits,
  takeUploadAllowance,
  usedBytes,
} from './storage.js';

/** The stored image's longest side: sharp enough for a phone or a laptop, small on a ship's link. */
export const PHOTO_DIMENSION = 1600;
/** The grid's thumbnails. */
export const PHOTO_THUMBNAIL = 400;

const photoNotFound = () => new AppError('PHOTO_NOT_FOUND', 404, 'Photo not found');
const entryNotFound = () => new AppError('JOURNAL_ENTRY_NOT_FOUND', 404, 'Journal entry not found');

/** Where a log line goes (the request's logger): a file that could not be removed is worth a warning. */
export interface WarningLog {
  warn(details: object, message: string): void;
}

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
 *
 * With `limits` (the routes always give them) a member whose storage is full is refused with 413
 * STORAGE_FULL before the image is decoded, and again when the re-encoded image and thumbnail
 * would not fit; one uploading faster than the rate is refused with 429 UPLOAD_RATE_LIMITED
 * (checked before decoding, taken once the image is known good, so a refused upload costs nothing).
 */
export async function addPhoto(
  ctx: CruiseContext,
  userId: string,
  input: CreatePhotoInput,
  limits?: StorageLimits,
): Promise<{ photo: Photo; isNew: boolean }> {
  const { id, url: dataUrl, cruiseId, ...fields } = CreatePhotoSchema.parse(input);
  await requireOwnedCruise(ctx, userId, cruiseId);
  const db = ctx.database.db;
  if (id) {
    const existing = await findRetried(ctx, userId, cruiseId, id);
    if (existing) return { photo: existing, isNew: false };
  }
  await requireEntryOf(db, fields.journalEntryId, cruiseId);
  requireFewerThan(await countPhotosOf(db, cruiseId), RECORD_LIMITS.photosPerCruise, LIMIT_MESSAGES.photos);
  const upload = decodeImageDataUrl(dataUrl);
  const used = limits ? await usedBytes(ctx, userId) : 0;
  if (limits) {
    requireRoom(used, 1, limits);
    await checkUploadAllowance(ctx, userId, upload.length, limits);
  }
  const prepared = await prepareImage(upload, {
    maxDimension: PHOTO_DIMENSION,
    thumbnailDimension: PHOTO_THUMBNAIL,
  });
  if (limits) {
    requireRoom(used, prepared.bytes, limits);
    await takeUploadAllowance(ctx, userId, upload.length, limits);
  }
  const image = await storeImage(ctx.media, prepared);
  try {
    const row = await insertPhoto(db, {
      ...fields,
      ...(id ? { id } : {}),
      cruiseId,
      url: image.url,
      thumbnailUrl: image.thumbnailUrl,
      mediaKey: image.key,
      bytes: prepared.bytes,
      width: image.width,
      height: image.height,
    });
    return { photo: presentPhoto(row), isNew: true };
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      // The connection died with the insert on its way: the row may be written although we never
      // heard (its files must then stay), or not (they must go). Decided once the database answers.
      discardUnlessSaved(ctx, image);
      throw error;
    }
    await discardImage(ctx.media, image.url);
    // The same upload, retried while the first was still running: answer with its photo.
    if (id && isUniqueViolation(error)) {
      const existing = await findRetried(ctx, userId, cruiseId, id);
      if (existing) return { photo: existing, isNew: false };
    }
    throw await goneParentError(ctx, userId, cruiseId, error);
  }
}

/**
 * The 404 of the parent that went while the photo was being stored (a cruise deleted meanwhile
 * takes its entries with it, so an entry reported gone is only "Journal entry not found" while its
 * cruise is still there); any other error as it is.
 */
async function goneParentError(ctx: CruiseContext, userId: string, cruiseId: string, error: unknown) {
  const parent = missingParentOf(error);
  if (parent === 'cruise') return cruiseNotFound();
  if (parent === 'journalEntry') {
    await requireOwnedCruise(ctx, userId, cruiseId);
    return entryNotFound();
  }
  return error;
}

/**
 * Removes a photo's image and thumbnail. A file that cannot be removed now (S3 or the disk failing)
 * stays an orphan, logged, rather than failing a write the database has already settled.
 */
async function discardImage(store: MediaStore, url: string | undefined, log?: WarningLog) {
  try {
    await removeImage(store, url);
  } catch (error) {
    log?.warn({ err: error, url }, 'could not remove a photo’s files');
  }
}

/**
 * Removes an uploaded image's files unless a photo row holds them, asking the database until it
 * answers (1 s, doubling to a minute, for at most an hour; timers do not keep the process up).
 * Files whose row's fate was never learnt (the process stopped meanwhile) stay as orphans.
 */
function discardUnlessSaved(
  ctx: CruiseContext,
  image: { key: string; url: string },
  delay = 1000,
  waited = 0,
) {
  const timer = setTimeout(async () => {
    try {
      if (!(await isMediaKeyUsed(ctx.database.db, image.key))) await discardImage(ctx.media, image.url);
    } catch (error) {
      if (isDatabaseUnavailable(error) && waited < 60 * 60_000) {
        discardUnlessSaved(ctx, image, Math.min(delay * 2, 60_000), waited + delay);
      }
    }
  }, delay);
  timer.unref();
}

/** The photo a retried create made, or null when the id is free; someone else's id is refused. */
async function findRetried(ctx: CruiseContext, userId: string, cruiseId: string, id: string) {
  const owner = await findPhotoOwner(ctx.database.db, id);
  if (!owner) return null;
  if (owner.userId !== userId || owner.cruiseId !== cruiseId) throw idTaken();
  const row = await findOwnedPhoto(ctx.database.db, userId, id);
  if (!row) throw photoNotFound();
  return presentPhoto(row);
}

const PHOTO: RecordKind = { code: 'PHOTO_CHANGED', thing: 'photo' };

/**
 * Changes caption, port, day or journal entry (one of the same cruise, or null to detach). Based
 * on a version that is no longer the photo's, it answers 409 `PHOTO_CHANGED` with the current photo.
 */
export async function editPhoto(
  ctx: CruiseContext,
  userId: string,
  id: string,
  input: UpdatePhotoInput,
  ifMatch?: IfMatch,
): Promise<Photo> {
  const { updatedAt: basedOn, ...fields } = UpdatePhotoSchema.parse(input);
  let cruiseId: string | undefined;
  try {
    const row = await updateVersioned(ctx.database.db, {
      basedOn: { updatedAt: basedOn, ifMatch },
      kind: PHOTO,
      lock: (tx) => lockOwnedPhoto(tx, userId, id),
      notFound: photoNotFound,
      present: presentPhoto,
      write: async (tx, current, updatedAt) => {
        cruiseId = current.cruiseId;
        await requireEntryOf(tx, fields.journalEntryId, current.cruiseId);
        return updatePhoto(tx, id, { ...fields, updatedAt });
      },
    });
    return presentPhoto(row);
  } catch (error) {
    throw cruiseId ? await goneParentError(ctx, userId, cruiseId, error) : error;
  }
}

/**
 * Deletes a photo and then its image and thumbnail files; once the row is gone the delete has
 * happened, so a file that cannot be removed is logged, not answered with an error.
 */
export async function removePhoto(
  ctx: CruiseContext,
  userId: string,
  id: string,
  log?: WarningLog,
): Promise<void> {
  const db = ctx.database.db;
  if (!(await findOwnedPhoto(db, userId, id))) throw photoNotFound();
  const url = await deletePhoto(db, id);
  await discardImage(ctx.media, url, log);
}
