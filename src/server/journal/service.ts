/**
 * Journal entries of a cruise (SPEC.md section 3, JournalEntry): a day's title, text, port and
 * date, with photos of the same cruise attached. Every call goes through the cruise's owner
 * (`requireOwnedCruise`); a photo id that is not a photo of that cruise is refused before
 * anything is written.
 */
import { LIMIT_MESSAGES, RECORD_LIMITS } from '../../shared/limits.js';
import {
  type CreateJournalEntryInput,
  CreateJournalEntrySchema,
  type JournalEntry,
  JournalEntrySchema,
  type UpdateJournalEntryInput,
  UpdateJournalEntrySchema,
} from '../../shared/schemas/journal.js';
import { type CruiseContext, cruiseNotFound, requireOwnedCruise } from '../cruises/service.js';
import type { DbOrTx } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { AppError, idTaken, requireFewerThan } from '../errors.js';
import { type JsonStream, jsonArrayStream } from '../http/json-stream.js';
import { type IfMatch, type RecordKind, updateVersioned } from '../http/versions.js';
import {
  findPhotoIdsOfCruise,
  isEntryGone,
  type LinkedPhotoRow,
  listLinkedPhotosOfEntries,
  listLinkedPhotosOfEntry,
  setEntryPhotos,
} from './photo-links-repository.js';
import {
  countEntriesOf,
  deleteEntry,
  type EntryRow,
  findEntryOwner,
  findOwnedEntry,
  insertEntry,
  isCruiseGone,
  listEntriesByIds,
  listEntryIdsOf,
  lockOwnedEntry,
  updateEntry,
} from './repository.js';

const entryNotFound = () => new AppError('JOURNAL_ENTRY_NOT_FOUND', 404, 'Journal entry not found');
const photoNotFound = () => new AppError('PHOTO_NOT_FOUND', 404, 'Photo not found');

function presentEntry(row: EntryRow, photos: LinkedPhotoRow[]): JournalEntry {
  return {
    id: row.id,
    cruiseId: row.cruiseId,
    dayNumber: row.dayNumber,
    portName: row.portName,
    title: row.title,
    content: row.content,
    entryDate: row.entryDate,
    photos: photos.map((photo) => ({
      id: photo.id,
      url: photo.url,
      thumbnailUrl: photo.thumbnailUrl ?? photo.url,
      caption: photo.caption,
      width: photo.width,
      height: photo.height,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The 404 of the parent a write found gone (a foreign-key violation): the cruise, or the entry the
 * photos were being attached to; any other error as it is.
 */
function goneParentError(error: unknown) {
  if (isCruiseGone(error)) return cruiseNotFound();
  if (isEntryGone(error)) return entryNotFound();
  return error;
}

async function presentOne(db: DbOrTx, row: EntryRow) {
  return presentEntry(row, await listLinkedPhotosOfEntry(db, row.id));
}

/**
 * Attaches exactly these photos to the entry, after checking every one is a photo of the
 * entry's cruise (so of its owner); runs inside the caller's transaction, so a refused id
 * leaves everything, the entry included, as it was.
 */
async function attachPhotos(tx: DbOrTx, cruiseId: string, entryId: string, photoIds: string[]) {
  const ids = [...new Set(photoIds)];
  const found = await findPhotoIdsOfCruise(tx, cruiseId, ids);
  if (found.size !== ids.length) throw photoNotFound();
  await setEntryPhotos(tx, cruiseId, entryId, ids);
}

/**
 * Entries read at once: a journal may hold RECORD_LIMITS.journalEntriesPerCruise entries of up to
 * 20,000 characters (10 MB); a page of them is read, and written out, on one turn of the event loop.
 */
const ENTRIES_PER_PAGE = 25;

/** An entry with its attached photos (oldest first). */
export interface EntryWithPhotos {
  row: EntryRow;
  photos: LinkedPhotoRow[];
}

/**
 * A cruise's journal by date, a page at a time: the ids first (the journal's order as it is now),
 * then each page's entries and their photos by id (two queries a page, never one per entry). An
 * entry deleted while the pages are read is left out; one written meanwhile is in the next read.
 */
export async function* journalPages(
  db: DbOrTx,
  cruiseId: string,
  options: { photos: boolean },
): AsyncGenerator<EntryWithPhotos[]> {
  const ids = await listEntryIdsOf(db, cruiseId);
  for (let start = 0; start < ids.length; start += ENTRIES_PER_PAGE) {
    const pageIds = ids.slice(start, start + ENTRIES_PER_PAGE);
    const [rows, photos] = await Promise.all([
      listEntriesByIds(db, cruiseId, pageIds),
      options.photos ? listLinkedPhotosOfEntries(db, pageIds) : [],
    ]);
    const byEntry = new Map<string, LinkedPhotoRow[]>();
    for (const photo of photos) {
      const list = byEntry.get(photo.journalEntryId!) ?? [];
      list.push(photo);
      byEntry.set(photo.journalEntryId!, list);
    }
    yield rows.map((row) => ({ row, photos: byEntry.get(row.id) ?? [] }));
  }
}

async function* presentedPages(pages: AsyncIterable<EntryWithPhotos[]>): AsyncGenerator<JournalEntry[]> {
  for await (const page of pages) yield page.map(({ row, photos }) => presentEntry(row, photos));
}

/** A cruise's journal by date (JournalEntry[] as JSON), streamed a page at a time. */
export async function listJournal(
  ctx: CruiseContext,
  userId: string,
  cruiseId: string,
): Promise<JsonStream<JournalEntry[]>> {
  await requireOwnedCruise(ctx, userId, cruiseId);
  return jsonArrayStream(
    JournalEntrySchema,
    presentedPages(journalPages(ctx.database.db, cruiseId, { photos: true })),
  );
}

/** Writes an entry (with its photos, in one transaction); a retry with the same id answers the first. */
export async function addEntry(
  ctx: CruiseContext,
  userId: string,
  cruiseId: string,
  input: CreateJournalEntryInput,
): Promise<{ entry: JournalEntry; isNew: boolean }> {
  const { id, photoIds, ...fields } = CreateJournalEntrySchema.parse(input);
  await requireOwnedCruise(ctx, userId, cruiseId);
  const db = ctx.database.db;
  if (id) {
    const owner = await findEntryOwner(db, id);
    if (owner?.userId === userId && owner.cruiseId === cruiseId) {
      return { entry: await presentOne(db, (await findOwnedEntry(db, userId, id))!), isNew: false };
    }
    if (owner) throw idTaken();
  }
  requireFewerThan(
    await countEntriesOf(db, cruiseId),
    RECORD_LIMITS.journalEntriesPerCruise,
    LIMIT_MESSAGES.journalEntries,
  );
  try {
    const entry = await db.transaction(async (tx) => {
      const row = await insertEntry(tx, { ...fields, ...(id ? { id } : {}), cruiseId });
      if (photoIds?.length) await attachPhotos(tx, cruiseId, row.id, photoIds);
      return presentOne(tx, row);
    });
    return { entry, isNew: true };
  } catch (error) {
    if (id && isUniqueViolation(error)) return addEntry(ctx, userId, cruiseId, input);
    throw goneParentError(error);
  }
}

const JOURNAL_ENTRY: RecordKind = { code: 'JOURNAL_ENTRY_CHANGED', thing: 'journal entry' };

/**
 * Changes the fields given; `photoIds`, when given, becomes the entry's complete set of photos.
 * The entry is locked (through its owner) from the check to the update, so a delete sent at the
 * same time waits for the edit; an entry already gone answers 404, never a half-written edit.
 * Based on a version that is no longer the entry's, it answers 409 `JOURNAL_ENTRY_CHANGED` with
 * the current entry.
 */
export async function editEntry(
  ctx: CruiseContext,
  userId: string,
  id: string,
  input: UpdateJournalEntryInput,
  ifMatch?: IfMatch,
) {
  const { photoIds, updatedAt: basedOn, ...fields } = UpdateJournalEntrySchema.parse(input);
  const db = ctx.database.db;
  try {
    return await updateVersioned(db, {
      basedOn: { updatedAt: basedOn, ifMatch },
      kind: JOURNAL_ENTRY,
      lock: (tx) => lockOwnedEntry(tx, userId, id),
      notFound: entryNotFound,
      present: (current) => presentOne(db, current),
      write: async (tx, current, updatedAt) => {
        if (photoIds) await attachPhotos(tx, current.cruiseId, id, photoIds);
        const row = await updateEntry(tx, id, { ...fields, updatedAt });
        return row && presentOne(tx, row);
      },
    });
  } catch (error) {
    throw goneParentError(error);
  }
}

/** Deletes an entry; its photos stay in the album, no longer attached. */
export async function removeEntry(ctx: CruiseContext, userId: string, id: string) {
  if (!(await findOwnedEntry(ctx.database.db, userId, id))) throw entryNotFound();
  await deleteEntry(ctx.database.db, id);
}
