/**
 * "Import data" (`POST /api/import`): a zip made by the export, restored into the caller's
 * account. The zip's directory (zip-reader.ts), data.json (its format, version and schema, then
 * every record through the API's own create schemas, import-rules.ts), the files it names and
 * every id (one that belongs to another account refuses the whole file with 409) are checked
 * before anything is written. Records whose id the caller already has are left as they are
 * (skipped), so importing a file twice changes nothing. Then the pictures of the new records are
 * read one at a time, re-encoded as uploads are and stored under new keys (a file that is not an
 * image refuses the import and removes what was stored), and every row is written in one
 * transaction; if that fails, the new media are removed again.
 */
import { LIMIT_MESSAGES, RECORD_LIMITS } from '../../shared/limits.js';
import {
  IMPORT_KINDS,
  type ImportKind,
  type ImportResult,
  type PictureRef,
} from '../../shared/schemas/data-export.js';
import { countCruisesOf } from '../cruises/repository.js';
import type { DbOrTx } from '../db/client.js';
import { AppError, requireFewerThan } from '../errors.js';
import { mediaKeyFromUrl, reencode, removeImage } from '../media/images.js';
import type { DataExportContext } from './export-service.js';
import { badFile, type Ids, idsOf, parseData } from './import-file.js';
import {
  findAccountPictures,
  findOwners,
  insertNewRows,
  lockAccountProfile,
  updateAccountProfile,
} from './import-repository.js';
import { applyApiRules } from './import-rules.js';
import { putNew, reencodeImported } from './media-import.js';
import { type ExportZip, openExportZip } from './zip-reader.js';

/** Pixel sizes the app stores each kind of picture at (the services' own constants). */
const DIMENSIONS = { photo: 1600, thumbnail: 400, cruiseCover: 800, avatar: 400, profileCover: 1980 };

const KIND_NAMES: Record<ImportKind, string> = {
  cruises: 'a cruise',
  itineraryDays: 'an itinerary day',
  checklists: 'a checklist',
  checklistItems: 'a checklist item',
  packingLists: 'a packing list',
  packingItems: 'a packing item',
  excursions: 'an excursion',
  journalEntries: 'a journal entry',
  photos: 'a photo',
};

/** Ids the caller already has (to skip); refuses the file when any id is another account's. */
async function existingIds(db: DbOrTx, userId: string, ids: Ids): Promise<Record<ImportKind, Set<string>>> {
  const existing = {} as Record<ImportKind, Set<string>>;
  for (const kind of IMPORT_KINDS) {
    const owners = await findOwners(db, kind, ids[kind]);
    for (const [id, owner] of owners) {
      if (owner !== userId) {
        throw new AppError(
          'IMPORT_ID_TAKEN',
          409,
          `This file holds ${KIND_NAMES[kind]} (${id}) that belongs to another account, so nothing was imported. Only an export of your own data can be imported more than once.`,
        );
      }
    }
    existing[kind] = new Set(owners.keys());
  }
  return existing;
}

const date = (value: string) => new Date(value);
const stamps = (row: { createdAt: string; updatedAt: string }) => ({
  createdAt: date(row.createdAt),
  updatedAt: date(row.updatedAt),
});

/** The order rows are inserted in: parents before their children. */
const INSERT_ORDER: ImportKind[] = [
  'cruises',
  'itineraryDays',
  'checklists',
  'checklistItems',
  'packingLists',
  'packingItems',
  'excursions',
  'journalEntries',
  'photos',
];

const thumbnailKey = (key: string) => key.replace(/\.jpg$/, '-thumb.jpg');

const zeroCounts = () =>
  Object.fromEntries(IMPORT_KINDS.map((kind) => [kind, 0])) as Record<ImportKind, number>;

/** Imports an export zip (a file on disk: the route streams the body there) into the caller's account. */
export async function importUserData(
  ctx: DataExportContext,
  userId: string,
  zipFile: string,
): Promise<ImportResult> {
  const zip = await openExportZip(zipFile);
  try {
    return await importFrom(ctx, userId, zip);
  } finally {
    zip.close();
  }
}

async function importFrom(ctx: DataExportContext, userId: string, zip: ExportZip): Promise<ImportResult> {
  const data = parseData(await zip.readDataJson());
  applyApiRules(data);
  const ids = idsOf(data);

  // Every file data.json names must be in the zip; none is decoded before the ids are checked,
  // and only those a new record uses are decoded at all (a media file nothing uses is never read).
  const named = [
    data.account.profileImage,
    data.account.coverPhoto,
    ...data.cruises.map((cruise) => cruise.coverPhoto),
  ].flatMap((ref) => (ref && 'file' in ref ? [ref.file] : []));
  for (const cruise of data.cruises) {
    for (const photo of cruise.photos) {
      named.push(photo.file);
      if (photo.thumbnailFile) named.push(photo.thumbnailFile);
    }
  }
  for (const file of named) {
    if (!zip.has(file)) throw badFile(`data.json names ${file}, which is not in the file.`);
  }

  const db = ctx.database.db;
  const existing = await existingIds(db, userId, ids);
  const isNew = (kind: ImportKind, id: string) => !existing[kind].has(id.toLowerCase());
  const newCruises = data.cruises.filter((cruise) => isNew('cruises', cruise.id)).length;
  if (newCruises > 0) {
    const kept = await countCruisesOf(db, userId);
    requireFewerThan(kept + newCruises - 1, RECORD_LIMITS.cruisesPerMember, LIMIT_MESSAGES.cruises);
  }
  const account = await findAccountPictures(db, userId);
  if (!account) throw new AppError('USER_NOT_FOUND', 404, 'User not found');

  /** One media file of the zip, inflated and re-encoded as an upload; the bytes go as soon as it is stored. */
  const readImage = async (file: string, dimension: number) =>
    reencodeImported(file, await zip.read(file), dimension);

  const stored: string[] = [];
  try {
    // The account's pictures: kept when the file's picture is the one the account has.
    // Re-encoding is deterministic, so the same file imported twice gives the same bytes again.
    async function pictureValue(ref: PictureRef, current: string | null, dimension: number) {
      if (ref === null) return { url: null, key: null };
      if ('builtIn' in ref) return { url: ref.builtIn, key: null };
      const raw = await zip.read(ref.file);
      const currentKey = mediaKeyFromUrl(current);
      const currentObject = currentKey ? await ctx.media.get(currentKey) : null;
      if (currentObject?.bytes.equals(raw)) return { url: current, key: currentKey };
      const image = await reencodeImported(ref.file, raw, dimension);
      if (currentObject?.bytes.equals(image.data)) return { url: current, key: currentKey };
      return putNew(ctx.media, image.data, stored);
    }
    const avatar = await pictureValue(data.account.profileImage, account.profileImageUrl, DIMENSIONS.avatar);
    const profileCover = await pictureValue(
      data.account.coverPhoto,
      account.coverPhotoUrl,
      DIMENSIONS.profileCover,
    );

    const imported = zeroCounts();
    const skipped = zeroCounts();
    const count = (kind: ImportKind, id: string) => {
      const fresh = isNew(kind, id);
      (fresh ? imported : skipped)[kind]++;
      return fresh;
    };
    const rows = {
      cruises: [] as Record<string, unknown>[],
      itineraryDays: [] as Record<string, unknown>[],
      checklists: [] as Record<string, unknown>[],
      checklistItems: [] as Record<string, unknown>[],
      packingLists: [] as Record<string, unknown>[],
      packingItems: [] as Record<string, unknown>[],
      excursions: [] as Record<string, unknown>[],
      journalEntries: [] as Record<string, unknown>[],
      photos: [] as Record<string, unknown>[],
    };

    for (const cruise of data.cruises) {
      const {
        itinerary,
        checklists: lists,
        packingLists: packs,
        excursions: trips,
        journalEntries: entries,
        photos: pics,
        coverPhoto,
        totalCost,
        createdAt,
        updatedAt,
        ...fields
      } = cruise;
      if (count('cruises', cruise.id)) {
        let coverPhotoUrl: string | null = null;
        if (coverPhoto && 'builtIn' in coverPhoto) coverPhotoUrl = coverPhoto.builtIn;
        if (coverPhoto && 'file' in coverPhoto) {
          // As an upload: the cover re-encoded, its thumbnail made from it (the zip's is not read).
          const cover = await readImage(coverPhoto.file, DIMENSIONS.cruiseCover);
          const main = await putNew(ctx.media, cover.data, stored);
          const thumb = await reencode(cover.data, DIMENSIONS.thumbnail);
          await putNew(ctx.media, thumb.data, stored, thumbnailKey(main.key));
          coverPhotoUrl = main.url;
        }
        rows.cruises.push({
          ...fields,
          userId,
          coverPhotoUrl,
          totalCost: totalCost === null ? null : totalCost.toFixed(2),
          createdAt: date(createdAt),
          updatedAt: date(updatedAt),
        });
      }
      for (const day of itinerary) {
        if (count('itineraryDays', day.id))
          rows.itineraryDays.push({ ...day, cruiseId: cruise.id, ...stamps(day) });
      }
      for (const { items, ...list } of lists) {
        if (count('checklists', list.id))
          rows.checklists.push({ ...list, cruiseId: cruise.id, ...stamps(list) });
        for (const item of items) {
          if (count('checklistItems', item.id))
            rows.checklistItems.push({ ...item, checklistId: list.id, ...stamps(item) });
        }
      }
      for (const { items, ...list } of packs) {
        if (count('packingLists', list.id))
          rows.packingLists.push({ ...list, cruiseId: cruise.id, ...stamps(list) });
        for (const item of items) {
          if (count('packingItems', item.id))
            rows.packingItems.push({ ...item, packingListId: list.id, ...stamps(item) });
        }
      }
      for (const trip of trips) {
        if (count('excursions', trip.id))
          rows.excursions.push({ ...trip, cruiseId: cruise.id, ...stamps(trip) });
      }
      for (const entry of entries) {
        if (count('journalEntries', entry.id))
          rows.journalEntries.push({ ...entry, cruiseId: cruise.id, ...stamps(entry) });
      }
      for (const { file, thumbnailFile: _thumbnail, ...photo } of pics) {
        if (!count('photos', photo.id)) continue;
        // As an upload: the photo re-encoded, its thumbnail made from it (the zip's is not read).
        const image = await readImage(file, DIMENSIONS.photo);
        const main = await putNew(ctx.media, image.data, stored);
        const thumb = await reencode(image.data, DIMENSIONS.thumbnail);
        const thumbnailUrl = (await putNew(ctx.media, thumb.data, stored, thumbnailKey(main.key))).url;
        rows.photos.push({
          ...photo,
          width: image.width,
          height: image.height,
          // What it takes in the media store, as an upload records it (docs/storage-quota.md).
          bytes: image.data.length + thumb.data.length,
          cruiseId: cruise.id,
          url: main.url,
          thumbnailUrl,
          mediaKey: main.key,
          ...stamps(photo),
        });
      }
    }

    const {
      id: _id,
      email: _email,
      authMethod: _auth,
      createdAt: _created,
      profileImage,
      coverPhoto,
      ...fields
    } = data.account;
    const accountValues = {
      ...fields,
      profileImageUrl: avatar.url,
      profileImageKey: avatar.key,
      coverPhotoUrl: profileCover.url,
      coverPhotoKey: profileCover.key,
    };

    const accountUpdated = await db.transaction(async (tx) => {
      // A row that appeared meanwhile (a concurrent write) aborts the import.
      for (const kind of INSERT_ORDER) {
        if (!(await insertNewRows(tx, kind, rows[kind]))) {
          throw new AppError(
            'IMPORT_CONFLICT',
            409,
            'The account changed while importing; nothing was imported. Try again.',
          );
        }
      }
      const current = await lockAccountProfile(tx, userId);
      if (!current) throw new AppError('USER_NOT_FOUND', 404, 'User not found');
      const changed = Object.entries(accountValues).some(
        ([field, value]) => current[field as keyof typeof current] !== value,
      );
      if (changed) await updateAccountProfile(tx, userId, accountValues);
      return changed;
    });

    // The account's replaced pictures go once the new ones are committed.
    const replaced = [
      account.profileImageUrl !== avatar.url ? account.profileImageUrl : null,
      account.coverPhotoUrl !== profileCover.url ? account.coverPhotoUrl : null,
    ];
    await Promise.allSettled(replaced.map((url) => removeImage(ctx.media, url)));

    return {
      imported: { ...imported, mediaFiles: stored.length },
      skipped,
      accountUpdated,
    };
  } catch (error) {
    await Promise.allSettled(stored.map((key) => ctx.media.delete(key)));
    throw error;
  }
}
