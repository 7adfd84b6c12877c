import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { JournalPhoto } from '../../../../shared/schemas/journal';
import type { Photo } from '../../../../shared/schemas/photos';

/**
 * A photo as the album's cache holds it. `isPending` (client-only, never from the server): the
 * photo was added on this device and waits in the outbox to be uploaded; its `url` and
 * `thumbnailUrl` are object URLs of the waiting JPEG. The server's answer replaces it.
 */
export type AlbumPhoto = Photo & { isPending?: true };
/** A photo as a journal entry shows it, with the same client-only flag. */
export type EntryPhoto = JournalPhoto & { isPending?: true };

/**
 * Changes a cached list with `change`, when the list is in the cache (a query never loaded stays
 * unloaded: the server answers it in full when it is first read).
 */
export function updateCachedList<T>(
  queryClient: QueryClient,
  key: QueryKey,
  change: (list: T[]) => T[],
): void {
  queryClient.setQueryData<T[]>(key, (list) => (list ? change(list) : list));
}

/** The album's order, as the server sorts it: day (none last), then upload time, then id. */
export function compareAlbumPhotos(a: Photo, b: Photo): number {
  if (a.dayNumber !== b.dayNumber) {
    if (a.dayNumber === null) return 1;
    if (b.dayNumber === null) return -1;
    return a.dayNumber - b.dayNumber;
  }
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The album with `photo` put in (replacing the one of its id) where the server would sort it. */
export function withAlbumPhoto(album: readonly AlbumPhoto[], photo: AlbumPhoto): AlbumPhoto[] {
  return [...album.filter((other) => other.id !== photo.id), photo].sort(compareAlbumPhotos);
}

/** The part of an album photo a journal entry shows. */
export function toEntryPhoto(photo: AlbumPhoto): EntryPhoto {
  const { id, url, thumbnailUrl, caption, width, height } = photo;
  return { id, url, thumbnailUrl, caption, width, height, ...(photo.isPending ? { isPending: true } : {}) };
}

const objectUrls = new WeakMap<Blob, string>();

/**
 * The object URL showing a waiting photo's JPEG: one per Blob, so applying the change again (over
 * every refetch) makes no new URL and the `<img>` does not reload.
 */
export function objectUrlOf(blob: Blob): string {
  let url = objectUrls.get(blob);
  if (!url) {
    url = URL.createObjectURL(blob);
    objectUrls.set(blob, url);
  }
  return url;
}

/** How long an uploaded photo's object URL is kept: the screen has switched to the server's image by then. */
const RELEASE_AFTER_MS = 60_000;

/** Lets go of a waiting photo's object URL once the server has the photo. */
export function releaseObjectUrl(blob: Blob): void {
  const url = objectUrls.get(blob);
  if (!url) return;
  objectUrls.delete(blob);
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
