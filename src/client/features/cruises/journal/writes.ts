import type { QueryClient } from '@tanstack/react-query';
import type { JournalEntry } from '../../../../shared/schemas/journal';
import { registerWrite } from '../../../offline/sync';
import { CRUISES_KEY } from '../api';
import { type AlbumPhoto, type EntryPhoto, toEntryPhoto, updateCachedList } from '../photos/album-cache';
import { photosKey } from '../photos/api';
import { formatEntryDate } from './journal-dates';
import { journalKey } from './keys';

/** What an entry says, as the dialog sends it; `photoIds` is the complete set of attached photos. */
export interface JournalEntryFields {
  title: string | null;
  entryDate: string;
  dayNumber: number | null;
  portName: string | null;
  content: string;
  photoIds: string[];
}

/** A new entry; `createdAt` is when it was written on this device (it keeps its place meanwhile). */
export interface CreateJournalEntryVariables extends JournalEntryFields {
  id: string;
  cruiseId: string;
  createdAt: string;
}

/** An edit; `updatedAt` is the version of the entry it was based on. */
export interface UpdateJournalEntryVariables extends JournalEntryFields {
  id: string;
  cruiseId: string;
  updatedAt: string;
}

/** A delete; the title and date name the entry in the sync panels. */
export interface DeleteJournalEntryVariables {
  id: string;
  cruiseId: string;
  title: string | null;
  entryDate: string;
}

/** One line for the sync panels: 'New journal entry “Sea day”', 'Delete journal entry of Sunday, …'. */
function describeEntry(what: string, entry: { title: string | null; entryDate: string }): string {
  const title = entry.title?.trim();
  return title ? `${what} “${title}”` : `${what} of ${formatEntryDate(entry.entryDate)}`;
}

const textOrNull = (value: string | null | undefined) => value?.trim() || null;

/** The journal's order, as the server sorts it: date, day (none last), then when written. */
export function compareEntries(a: JournalEntry, b: JournalEntry): number {
  if (a.entryDate !== b.entryDate) return a.entryDate < b.entryDate ? -1 : 1;
  if (a.dayNumber !== b.dayNumber) {
    if (a.dayNumber === null) return 1;
    if (b.dayNumber === null) return -1;
    return a.dayNumber - b.dayNumber;
  }
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const withEntry = (entries: readonly JournalEntry[], entry: JournalEntry) =>
  [...entries.filter((other) => other.id !== entry.id), entry].sort(compareEntries);

/**
 * The photos an entry shows for `photoIds`: from the album (by upload time, as the server lists
 * them), else as the entry already showed them (the album not loaded).
 */
function entryPhotosOf(
  queryClient: QueryClient,
  cruiseId: string,
  photoIds: readonly string[],
  shown: readonly EntryPhoto[],
): EntryPhoto[] {
  const album = new Map(
    (queryClient.getQueryData<AlbumPhoto[]>(photosKey(cruiseId)) ?? []).map((photo) => [photo.id, photo]),
  );
  const shownById = new Map(shown.map((photo) => [photo.id, photo]));
  return photoIds
    .map((id) => {
      const inAlbum = album.get(id);
      if (inAlbum) return { photo: toEntryPhoto(inAlbum), order: `${inAlbum.createdAt}${inAlbum.id}` };
      const photo = shownById.get(id);
      return photo ? { photo, order: '' } : null;
    })
    .filter((found) => found !== null)
    .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0))
    .map((found) => found.photo);
}

/**
 * Shows an entry's new contents: the entry itself (put where the journal sorts it; made from
 * `variables` when it is new), its photos attached (taken out of any other entry, as the server
 * moves them) and, for an edit, the photos no longer listed detached in the album.
 */
function showEntry(
  queryClient: QueryClient,
  variables: JournalEntryFields & { id: string; cruiseId: string },
  created: { createdAt: string } | null,
) {
  const { id, cruiseId } = variables;
  const listed = new Set(variables.photoIds);
  updateCachedList<JournalEntry>(queryClient, journalKey(cruiseId), (entries) => {
    const existing = entries.find((entry) => entry.id === id);
    if (!existing && !created) return entries;
    const base = existing ?? {
      id,
      cruiseId,
      photos: [],
      createdAt: created!.createdAt,
      updatedAt: created!.createdAt,
    };
    const entry: JournalEntry = {
      ...base,
      title: textOrNull(variables.title),
      entryDate: variables.entryDate,
      dayNumber: variables.dayNumber,
      portName: textOrNull(variables.portName),
      content: variables.content.replace(/\r\n?/g, '\n').trim(),
      photos: entryPhotosOf(queryClient, cruiseId, variables.photoIds, base.photos),
    };
    const others = entries.map((other) =>
      other.id !== id && other.photos.some((photo) => listed.has(photo.id))
        ? { ...other, photos: other.photos.filter((photo) => !listed.has(photo.id)) }
        : other,
    );
    return withEntry(others, entry);
  });
  updateCachedList<AlbumPhoto>(queryClient, photosKey(cruiseId), (album) =>
    album.some(
      (photo) =>
        (listed.has(photo.id) && photo.journalEntryId !== id) ||
        (!created && !listed.has(photo.id) && photo.journalEntryId === id),
    )
      ? album.map((photo) => {
          if (listed.has(photo.id)) return { ...photo, journalEntryId: id };
          return !created && photo.journalEntryId === id ? { ...photo, journalEntryId: null } : photo;
        })
      : album,
  );
}

/**
 * The server's entry into the journal. Photos of the entry still waiting on this device to be
 * uploaded (added after the entry was saved) are not in its answer yet: they stay shown.
 */
function settleEntry(queryClient: QueryClient, entry: JournalEntry) {
  updateCachedList<JournalEntry>(queryClient, journalKey(entry.cruiseId), (entries) => {
    const shown = entries.find((other) => other.id === entry.id);
    const waiting = (shown?.photos ?? []).filter(
      (photo: EntryPhoto) => photo.isPending && !entry.photos.some((other) => other.id === photo.id),
    );
    return withEntry(entries, { ...entry, photos: [...entry.photos, ...waiting] });
  });
}

/** After a journal write: the journal, the album (photos attached) and the cruise list (entry counts). */
function refreshJournal(queryClient: QueryClient, cruiseId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: journalKey(cruiseId) }),
    queryClient.invalidateQueries({ queryKey: photosKey(cruiseId) }),
    queryClient.invalidateQueries({ queryKey: CRUISES_KEY, exact: true }),
  ]);
}

const cachedEntry = (queryClient: QueryClient, cruiseId: string, id: string) =>
  queryClient.getQueryData<JournalEntry[]>(journalKey(cruiseId))?.find((entry) => entry.id === id);

const fieldsOf = (variables: JournalEntryFields) => ({
  title: variables.title,
  entryDate: variables.entryDate,
  dayNumber: variables.dayNumber,
  portName: variables.portName,
  content: variables.content,
  photoIds: variables.photoIds,
});

export const createJournalEntryWrite = registerWrite<CreateJournalEntryVariables, JournalEntry>({
  name: 'createJournalEntry',
  request: (variables) => ({
    method: 'POST',
    url: `/api/cruises/${variables.cruiseId}/journal-entries`,
    body: { id: variables.id, ...fieldsOf(variables) },
  }),
  recordId: (variables) => variables.id,
  apply: (queryClient, variables) => showEntry(queryClient, variables, { createdAt: variables.createdAt }),
  settle: (queryClient, entry) => settleEntry(queryClient, entry),
  refresh: (queryClient, variables) => refreshJournal(queryClient, variables.cruiseId),
  local(variables, queryClient) {
    const shown = cachedEntry(queryClient, variables.cruiseId, variables.id);
    if (shown) return shown;
    return {
      id: variables.id,
      cruiseId: variables.cruiseId,
      title: textOrNull(variables.title),
      entryDate: variables.entryDate,
      dayNumber: variables.dayNumber,
      portName: textOrNull(variables.portName),
      content: variables.content.trim(),
      photos: [],
      createdAt: variables.createdAt,
      updatedAt: variables.createdAt,
    };
  },
  action: 'add journal entry',
  describe: (variables) => describeEntry('New journal entry', variables),
});

export const updateJournalEntryWrite = registerWrite<UpdateJournalEntryVariables, JournalEntry | undefined>({
  name: 'updateJournalEntry',
  request: (variables) => ({
    method: 'PUT',
    url: `/api/journal-entries/${variables.id}`,
    body: fieldsOf(variables),
    ifMatch: variables.updatedAt,
  }),
  recordId: (variables) => variables.id,
  apply: (queryClient, variables) => showEntry(queryClient, variables, null),
  settle: (queryClient, entry) => {
    if (entry) settleEntry(queryClient, entry);
  },
  refresh: (queryClient, variables) => refreshJournal(queryClient, variables.cruiseId),
  local: (variables, queryClient) => cachedEntry(queryClient, variables.cruiseId, variables.id),
  action: 'update journal entry',
  describe: (variables) => describeEntry('Edit journal entry', variables),
});

export const deleteJournalEntryWrite = registerWrite<DeleteJournalEntryVariables, null>({
  name: 'deleteJournalEntry',
  request: (variables) => ({ method: 'DELETE', url: `/api/journal-entries/${variables.id}` }),
  recordId: (variables) => variables.id,
  apply(queryClient, { id, cruiseId }) {
    updateCachedList<JournalEntry>(queryClient, journalKey(cruiseId), (entries) =>
      entries.some((entry) => entry.id === id) ? entries.filter((entry) => entry.id !== id) : entries,
    );
    updateCachedList<AlbumPhoto>(queryClient, photosKey(cruiseId), (album) =>
      album.some((photo) => photo.journalEntryId === id)
        ? album.map((photo) => (photo.journalEntryId === id ? { ...photo, journalEntryId: null } : photo))
        : album,
    );
  },
  refresh: (queryClient, variables) => refreshJournal(queryClient, variables.cruiseId),
  local: () => null,
  action: 'delete journal entry',
  describe: (variables) => describeEntry('Delete journal entry', variables),
});
