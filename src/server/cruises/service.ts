/**
 * The rules of cruises: ownership (another user's cruise is never found), idempotent creates on a
 * client-made id, cover photos through the media store, optimistic concurrency on updates, and the
 * stats counted in a fixed number of queries.
 */

import { LIMIT_MESSAGES, MAX_CRUISE_DAYS, RECORD_LIMITS } from '../../shared/limits.js';
import {
  CRUISE_TOO_LONG,
  type CreateCruiseInput,
  CreateCruiseSchema,
  type Cruise,
  cruiseDays,
  type UpdateCruiseInput,
  UpdateCruiseSchema,
  type UserStats,
} from '../../shared/schemas/cruises.js';
import type { Database } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { AppError, idTaken, requireFewerThan } from '../errors.js';
import { type IfMatch, type RecordKind, updateVersioned } from '../http/versions.js';
import { ingestImage, removeImage } from '../media/images.js';
import type { MediaStore } from '../media/store.js';
import { admitPictureUpload, type StorageLimits } from '../photos/storage.js';
import { countPortsAndCountries } from '../ports/gazetteer.js';
import { presentCruise, presentListedCruise } from './presenter.js';
import {
  type CruiseRow,
  type CruiseRowWithCount,
  countCruisesOf,
  cruiseTotals,
  deleteCruiseRow,
  findCruiseOwner,
  findOwnedCruise,
  insertCruise,
  itineraryPortNames,
  listCruisesOf,
  lockOwnedCruise,
  lockOwnedCruiseToEdit,
  type NewCruiseRow,
  photoUrlsOf,
  updateOwnedCruise,
} from './repository.js';

/** A cruise cover: at most 800 px on its longest side (SPEC.md section 9). */
const COVER_DIMENSION = 800;
const COVER_THUMBNAIL = 400;

export const cruiseNotFound = () => new AppError('CRUISE_NOT_FOUND', 404, 'Cruise not found');

export interface CruiseContext {
  database: Database;
  media: MediaStore;
  /** The storage quota and upload rate every picture upload is held to (config; absent in some tests). */
  uploads?: StorageLimits;
}

type CruiseValues = Omit<NewCruiseRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** The columns of parsed form values (absent fields stay absent: an update changes only those). */
function columnsOf(input: Record<string, unknown>): Partial<CruiseValues> {
  const values: Record<string, unknown> = { ...input };
  delete values.id;
  delete values.updatedAt;
  delete values.coverPhotoUrl;
  if (values.totalCost !== undefined) {
    values.totalCost = values.totalCost === null ? null : (values.totalCost as number).toFixed(2);
  }
  return values as Partial<CruiseValues>;
}

/** A new cover given as a data URL is stored (re-encoded, 800 px) and its /media URL returned. */
async function storeCover(ctx: CruiseContext, userId: string, cover: string | null | undefined) {
  if (!cover?.startsWith('data:')) return undefined;
  await admitPictureUpload(ctx, userId, cover, ctx.uploads);
  const image = await ingestImage(ctx.media, cover, {
    maxDimension: COVER_DIMENSION,
    thumbnailDimension: COVER_THUMBNAIL,
  });
  return image.url;
}

/**
 * The one door to a cruise and everything under it (CONVENTIONS.md 6): the cruise of this user,
 * or 404 exactly as if it did not exist.
 */
export async function requireOwnedCruise(ctx: CruiseContext, userId: string, cruiseId: string) {
  const cruise = await findOwnedCruise(ctx.database.db, userId, cruiseId);
  if (!cruise) throw cruiseNotFound();
  return cruise;
}

export async function listCruises(ctx: CruiseContext, userId: string): Promise<Cruise[]> {
  return (await listCruisesOf(ctx.database, userId)).map(presentListedCruise);
}

export async function getCruise(ctx: CruiseContext, userId: string, cruiseId: string): Promise<Cruise> {
  return presentCruise(await requireOwnedCruise(ctx, userId, cruiseId));
}

/**
 * Creates a cruise. With a client-made `id` a retry returns the cruise the first call made (the
 * offline queue replays writes); an id that belongs to someone else is refused.
 */
export async function createCruise(
  ctx: CruiseContext,
  userId: string,
  input: CreateCruiseInput,
): Promise<{ cruise: Cruise; isNew: boolean }> {
  const parsed = CreateCruiseSchema.parse(input);
  const db = ctx.database.db;
  if (parsed.id) {
    const owner = await findCruiseOwner(db, parsed.id);
    if (owner === userId) return { cruise: await getCruise(ctx, userId, parsed.id), isNew: false };
    if (owner) throw idTaken();
  }
  requireFewerThan(await countCruisesOf(db, userId), RECORD_LIMITS.cruisesPerMember, LIMIT_MESSAGES.cruises);
  const coverPhotoUrl = (await storeCover(ctx, userId, parsed.coverPhotoUrl)) ?? null;
  try {
    const row = await insertCruise(db, {
      ...(columnsOf(parsed) as CruiseValues),
      ...(parsed.id ? { id: parsed.id } : {}),
      userId,
      numberOfGuests: parsed.numberOfGuests ?? 2,
      isCompleted: parsed.isCompleted ?? false,
      coverPhotoUrl,
    });
    return { cruise: presentCruise({ ...row, entryCount: 0 }), isNew: true };
  } catch (error) {
    await removeImage(ctx.media, coverPhotoUrl);
    // The same create, retried while the first was still running: answer with its cruise.
    if (parsed.id && isUniqueViolation(error)) return createCruise(ctx, userId, input);
    throw error;
  }
}

const CRUISE: RecordKind = { code: 'CRUISE_CHANGED', thing: 'cruise' };

/** Sail and return dates after an update (the fields given, else the stored ones) stay in order, a cruise's length at most. */
function requireDatesInOrder(parsed: { sailDate?: string; returnDate?: string }, current: CruiseRow) {
  const sailDate = parsed.sailDate ?? current.sailDate;
  const returnDate = parsed.returnDate ?? current.returnDate;
  if (returnDate < sailDate) {
    throw new AppError('VALIDATION_FAILED', 400, 'returnDate: Return date cannot be before the sail date', {
      issues: [{ path: 'returnDate', message: 'Return date cannot be before the sail date' }],
    });
  }
  if (cruiseDays(sailDate, returnDate) > MAX_CRUISE_DAYS) {
    throw new AppError('VALIDATION_FAILED', 400, `returnDate: ${CRUISE_TOO_LONG}`, {
      issues: [{ path: 'returnDate', message: CRUISE_TOO_LONG }],
    });
  }
}

/**
 * Updates the fields given. A new cover replaces the old one (whose file is deleted); null
 * removes it. Based on a version (`updatedAt` or If-Match) that is no longer the cruise's, it
 * answers 409 `CRUISE_CHANGED` with the current cruise (`updateVersioned`).
 */
export async function updateCruise(
  ctx: CruiseContext,
  userId: string,
  cruiseId: string,
  input: UpdateCruiseInput,
  ifMatch?: IfMatch,
): Promise<Cruise> {
  const parsed = UpdateCruiseSchema.parse(input);
  const values: Partial<CruiseValues> = columnsOf(parsed);
  // A stranger's id never gets as far as decoding an image.
  if (parsed.coverPhotoUrl?.startsWith('data:')) await requireOwnedCruise(ctx, userId, cruiseId);
  const newCover = await storeCover(ctx, userId, parsed.coverPhotoUrl);
  const isCoverChanged = newCover !== undefined || parsed.coverPhotoUrl === null;
  if (isCoverChanged) values.coverPhotoUrl = newCover ?? null;
  let updated: { row: CruiseRow; before: CruiseRowWithCount };
  try {
    updated = await updateVersioned(ctx.database.db, {
      basedOn: { updatedAt: parsed.updatedAt, ifMatch },
      kind: CRUISE,
      lock: (tx) => lockOwnedCruiseToEdit(tx, userId, cruiseId),
      notFound: cruiseNotFound,
      present: presentCruise,
      write: async (tx, before, updatedAt) => {
        requireDatesInOrder(parsed, before);
        const row = await updateOwnedCruise(tx, userId, cruiseId, { ...values, updatedAt });
        return row && { row, before };
      },
    });
  } catch (error) {
    await removeImage(ctx.media, newCover);
    throw error;
  }
  const { row, before } = updated;
  if (isCoverChanged && before.coverPhotoUrl !== row.coverPhotoUrl) {
    await removeImage(ctx.media, before.coverPhotoUrl);
  }
  return presentCruise({ ...row, entryCount: before.entryCount });
}

/**
 * Deletes a cruise and everything under it (the database cascades), then its media: the cover
 * and every photo with its thumbnail. The media are read in the same transaction as the delete,
 * with the cruise locked, and removed only after the commit, so a failed delete loses no file.
 */
export async function deleteCruise(ctx: CruiseContext, userId: string, cruiseId: string) {
  const media = await ctx.database.db.transaction(async (tx) => {
    const cruise = await lockOwnedCruise(tx, userId, cruiseId);
    if (!cruise) return null;
    const photoUrls = await photoUrlsOf(tx, cruiseId);
    await deleteCruiseRow(tx, cruiseId);
    return [cruise.coverPhotoUrl, ...photoUrls];
  });
  if (!media) throw cruiseNotFound();
  await removeImages(ctx.media, media);
}

/**
 * Removes many stored images a few at a time (a cruise may have hundreds of photos, and an S3
 * store takes one request per file). A file that cannot be removed now stays an orphan rather than
 * failing a delete the database already committed.
 */
async function removeImages(store: MediaStore, urls: (string | null)[]) {
  const batchSize = 8;
  for (let start = 0; start < urls.length; start += batchSize) {
    await Promise.allSettled(urls.slice(start, start + batchSize).map((url) => removeImage(store, url)));
  }
}

/**
 * totalCruises, totalNights, uniquePorts, countries and completedCruises in two queries, whatever
 * the number of cruises. `today` is the traveller's local date (completed = flag or returned
 * before it); without it, the server's UTC date.
 */
export async function userStats(ctx: CruiseContext, userId: string, today?: string): Promise<UserStats> {
  const day = today ?? new Date().toISOString().slice(0, 10);
  const [totals, portNames] = await Promise.all([
    cruiseTotals(ctx.database.db, userId, day),
    itineraryPortNames(ctx.database.db, userId),
  ]);
  const { ports, countries } = countPortsAndCountries(portNames);
  return { ...totals, uniquePorts: ports, countries };
}
