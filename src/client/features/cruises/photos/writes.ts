import type { QueryClient } from '@tanstack/react-query';
import type { JournalEntry } from '../../../../shared/schemas/journal';
import type { Photo } from '../../../../shared/schemas/photos';
import { registerWrite } from '../../../offline/sync';
import { journalKey } from '../journal/keys';
import {
  type AlbumPhoto,
  type EntryPhoto,
  objectUrlOf,
  releaseObjectUrl,
  toEntryPhoto,
  updateCachedList,
  withAlbumPhoto,
} from './album-cache';
import { photosKey } from './api';

/** Blank text is no text, as the server stores it. */
const textOrNull = (value: string | null | undefined) => value?.trim() || null;

/** After a change to photos: the album again, and the journal when an entry shows the photo. */
function refreshPhotos(queryClient: QueryClient, cruiseId: string, touchesJournal: boolean) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: photosKey(cruiseId) }),
    touchesJournal ? queryClient.invalidateQueries({ queryKey: journalKey(cruiseId) }) : undefined,
  ]);
}

/** Every journal entry's photos, changed by `change` (entries without the photo are left alone). */
function updateEntryPhotos(
  queryClient: QueryClient,
  cruiseId: string,
  change: (photos: EntryPhoto[], entry: JournalEntry) => EntryPhoto[],
) {
  updateCachedList<JournalEntry>(queryClient, journalKey(cruiseId), (entries) =>
    entries.map((entry) => {
      const photos = change(entry.photos, entry);
      return photos === entry.photos ? entry : { ...entry, photos };
    }),
  );
}

/** A short name of a photo for the sync panels: its caption, else its file's name. */
export const photoLabel = (photo: Pick<Photo, 'caption' | 'originalName' | 'filename'>) =>
  photo.caption || photo.originalName || photo.filename;

/**
 * One photo for a cruise's album. `url` is the JPEG made in the browser, as a Blob: kept as it is
 * in IndexedDB while it waits, sent as a data URL. `createdAt` is when it was taken into the album
 * on this device, so the waiting photo keeps its place however often it is shown again.
 */
export interface AddPhotoVariables {
  id: string;
  cruiseId: string;
  filename: string;
  originalName: string | null;
  url: Blob;
  width: number;
  height: number;
  caption: string | null;
  portName: string | null;
  dayNumber: number | null;
  journalEntryId: string | null;
  createdAt: string;
}

/** The album record of a photo waiting to be uploaded: shown from its own Blob. */
export function pendingPhoto(variables: AddPhotoVariables): AlbumPhoto {
  const url = objectUrlOf(variables.url);
  return {
    id: variables.id,
    cruiseId: variables.cruiseId,
    journalEntryId: variables.journalEntryId,
    filename: variables.filename,
    originalName: variables.originalName,
    url,
    thumbnailUrl: url,
    caption: textOrNull(variables.caption),
    portName: textOrNull(variables.portName),
    dayNumber: variables.dayNumber,
    width: variables.width,
    height: variables.height,
    createdAt: variables.createdAt,
    updatedAt: variables.createdAt,
    isPending: true,
  };
}

/** Replaces a waiting photo by `photo`; a photo the server already answered with stays as it is. */
function putEntryPhoto(photos: EntryPhoto[], photo: EntryPhoto): EntryPhoto[] {
  const index = photos.findIndex((other) => other.id === photo.id);
  if (index === -1) return [...photos, photo];
  if (!photos[index]!.isPending) return photos;
  return photos.map((other, at) => (at === index ? photo : other));
}

export const addPhotoWrite = registerWrite<AddPhotoVariables, AlbumPhoto>({
  name: 'addPhoto',
  request: ({ width: _w, height: _h, createdAt: _c, ...body }) => ({
    method: 'POST',
    url: '/api/photos',
    body: { ...body },
  }),
  recordId: (variables) => variables.id,
  apply(queryClient, variables) {
    const photo = pendingPhoto(variables);
    updateCachedList<AlbumPhoto>(queryClient, photosKey(variables.cruiseId), (album) => {
      const existing = album.find((other) => other.id === photo.id);
      return existing && !existing.isPending ? album : withAlbumPhoto(album, photo);
    });
    if (variables.journalEntryId) {
      const entryPhoto = toEntryPhoto(photo);
      updateEntryPhotos(queryClient, variables.cruiseId, (photos, entry) =>
        entry.id === variables.journalEntryId ? putEntryPhoto(photos, entryPhoto) : photos,
      );
    }
  },
  settle(queryClient, photo, variables) {
    updateCachedList<AlbumPhoto>(queryClient, photosKey(variables.cruiseId), (album) =>
      withAlbumPhoto(album, photo),
    );
    const entryPhoto = toEntryPhoto(photo);
    updateEntryPhotos(queryClient, variables.cruiseId, (photos) =>
      photos.some((other) => other.id === photo.id)
        ? photos.map((other) => (other.id === photo.id ? entryPhoto : other))
        : photos,
    );
    releaseObjectUrl(variables.url);
  },
  refresh: (queryClient, variables) =>
    refreshPhotos(queryClient, variables.cruiseId, Boolean(variables.journalEntryId)),
  local: (variables) => pendingPhoto(variables),
  action: 'add photo',
  describe: (variables) => `New photo “${photoLabel(variables)}”`,
});

/** A photo's caption, port and day; `updatedAt` is the version the edit was based on. */
export interface UpdatePhotoVariables {
  id: string;
  cruiseId: string;
  caption: string | null;
  portName: string | null;
  dayNumber: number | null;
  updatedAt: string;
  /** The entry showing the photo (its caption shows there too), or null. */
  journalEntryId: string | null;
  /** The photo's name for the sync panels. */
  label: string;
}

export const updatePhotoWrite = registerWrite<UpdatePhotoVariables, AlbumPhoto | undefined>({
  name: 'updatePhoto',
  request: ({ id, caption, portName, dayNumber, updatedAt }) => ({
    method: 'PUT',
    url: `/api/photos/${id}`,
    body: { caption, portName, dayNumber },
    ifMatch: updatedAt,
  }),
  recordId: (variables) => variables.id,
  apply(queryClient, variables) {
    const caption = textOrNull(variables.caption);
    updateCachedList<AlbumPhoto>(queryClient, photosKey(variables.cruiseId), (album) => {
      const photo = album.find((other) => other.id === variables.id);
      if (!photo) return album;
      const changes = { caption, portName: textOrNull(variables.portName), dayNumber: variables.dayNumber };
      return withAlbumPhoto(album, { ...photo, ...changes });
    });
    updateEntryPhotos(queryClient, variables.cruiseId, (photos) =>
      photos.some((photo) => photo.id === variables.id)
        ? photos.map((photo) => (photo.id === variables.id ? { ...photo, caption } : photo))
        : photos,
    );
  },
  settle(queryClient, photo: Photo | undefined, variables) {
    if (!photo) return;
    updateCachedList<AlbumPhoto>(queryClient, photosKey(variables.cruiseId), (album) =>
      album.some((other) => other.id === photo.id) ? withAlbumPhoto(album, photo) : album,
    );
    updateEntryPhotos(queryClient, variables.cruiseId, (photos) =>
      photos.some((other) => other.id === photo.id)
        ? photos.map((other) => (other.id === photo.id ? { ...other, caption: photo.caption } : other))
        : photos,
    );
  },
  refresh: (queryClient, variables) =>
    refreshPhotos(queryClient, variables.cruiseId, Boolean(variables.journalEntryId)),
  local: (variables, queryClient) =>
    queryClient
      .getQueryData<AlbumPhoto[]>(photosKey(variables.cruiseId))
      ?.find((photo) => photo.id === variables.id),
  action: 'update photo',
  describe: (variables) => `Edit photo “${variables.label}”`,
});

export interface DeletePhotoVariables {
  id: string;
  cruiseId: string;
  /** The entry that showed the photo, or null. */
  journalEntryId: string | null;
  label: string;
}

export const deletePhotoWrite = registerWrite<DeletePhotoVariables, null>({
  name: 'deletePhoto',
  request: ({ id }) => ({ method: 'DELETE', url: `/api/photos/${id}` }),
  recordId: (variables) => variables.id,
  apply(queryClient, variables) {
    updateCachedList<AlbumPhoto>(queryClient, photosKey(variables.cruiseId), (album) =>
      album.some((photo) => photo.id === variables.id)
        ? album.filter((photo) => photo.id !== variables.id)
        : album,
    );
    updateEntryPhotos(queryClient, variables.cruiseId, (photos) =>
      photos.some((photo) => photo.id === variables.id)
        ? photos.filter((photo) => photo.id !== variables.id)
        : photos,
    );
  },
  refresh: (queryClient, variables) =>
    refreshPhotos(queryClient, variables.cruiseId, Boolean(variables.journalEntryId)),
  local: () => null,
  action: 'delete photo',
  describe: (variables) => `Delete photo “${variables.label}”`,
});
