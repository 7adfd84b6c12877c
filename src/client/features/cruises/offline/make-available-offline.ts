import type { QueryClient } from '@tanstack/react-query';
import type { Checklist } from '../../../../shared/schemas/checklists';
import type { Cruise } from '../../../../shared/schemas/cruises';
import type { Excursion } from '../../../../shared/schemas/excursions';
import type { ItineraryDay } from '../../../../shared/schemas/itinerary';
import type { JournalEntry } from '../../../../shared/schemas/journal';
import type { PackingList } from '../../../../shared/schemas/packing';
import type { Photo } from '../../../../shared/schemas/photos';
import type { ShipImage } from '../../../../shared/schemas/ships';
import { shipImageKey } from '../../../api/ships';
import { cruiseKey } from '../api';
import { checklistsKey } from '../checklists/api';
import { excursionsKey } from '../excursions/api';
import { itineraryKey } from '../itinerary/api';
import { journalKey } from '../journal/keys';
import { packingListsKey } from '../packing/api';
import { photosKey } from '../photos/api';

export interface SaveProgress {
  done: number;
  total: number;
}

/** What a cruise's offline copy holds, for the "Available offline" message. */
export interface OfflineCopy {
  days: number;
  checklists: number;
  packingLists: number;
  excursions: number;
  journalEntries: number;
  photos: number;
  /** Pictures (cover, ship, thumbnails) now kept by the service worker. */
  pictures: number;
  /** Pictures that could not be downloaded. */
  missedPictures: number;
}

/** Pictures downloaded at once: enough to fill a slow link, few enough not to starve the page. */
const PICTURE_CONCURRENCY = 4;

/**
 * The pictures a cruise's pages show: its cover (full size on its page, thumbnail in lists), else
 * its ship's picture, and every photo's thumbnail (album and journal). Ours only: a remote ship
 * photograph is not something the service worker keeps.
 */
export function cruisePictureUrls(
  cruise: Pick<Cruise, 'coverPhotoUrl' | 'coverThumbnailUrl'>,
  shipImage: string | null,
  photos: Pick<Photo, 'thumbnailUrl'>[],
  journal: Pick<JournalEntry, 'photos'>[],
): string[] {
  const urls = [
    cruise.coverPhotoUrl,
    cruise.coverThumbnailUrl,
    cruise.coverPhotoUrl ? null : shipImage,
    ...photos.map((photo) => photo.thumbnailUrl),
    ...journal.flatMap((entry) => entry.photos.map((photo) => photo.thumbnailUrl)),
  ];
  const ours = urls.filter((url): url is string => typeof url === 'string' && /^\/(?!\/)/.test(url));
  return [...new Set(ours)];
}

/**
 * Waits (2 s at most) until the service worker's runtime cache holds `url`. The worker answers
 * the page first and stores the copy after (in the fetch event's `waitUntil`), and Cache Storage
 * has no event for it: without this wait "saved on this device" could be said of a picture a
 * moment before it is.
 */
async function untilKeptByWorker(url: string): Promise<void> {
  if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return;
  for (let tries = 0; tries < 20; tries++) {
    if (await caches.match(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Fetches one picture to the end and waits until the service worker has stored it; false when it failed. */
async function fetchPicture(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return false;
    await response.arrayBuffer();
    await untilKeptByWorker(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * "Make available offline": loads everything under a cruise into the query cache, under the keys
 * its tabs read (the persisted cache keeps it across reloads), then every picture its pages show,
 * through the service worker, whose runtime caches keep them. `onProgress` reports each step.
 * Rejects when the cruise's data cannot be loaded; pictures that fail are counted, not fatal.
 */
export async function makeCruiseAvailableOffline(
  queryClient: QueryClient,
  cruiseId: string,
  onProgress: (progress: SaveProgress) => void = () => {},
): Promise<OfflineCopy> {
  const progress = { done: 0, total: 7 };
  let isSettled = false;
  // After a failure, loads still under way must not report progress any more.
  const report = () => {
    if (!isSettled) onProgress({ ...progress });
  };
  report();
  try {
    return await saveCruise(queryClient, cruiseId, progress, report);
  } finally {
    isSettled = true;
  }
}

async function saveCruise(
  queryClient: QueryClient,
  cruiseId: string,
  progress: SaveProgress,
  report: () => void,
): Promise<OfflineCopy> {
  // Always from the server (staleTime 0): the copy taken to sea is today's.
  const load = async <T>(queryKey: readonly string[]) => {
    const data = await queryClient.fetchQuery<T>({ queryKey, staleTime: 0 });
    progress.done += 1;
    report();
    return data;
  };

  const [cruise, days, checklists, packingLists, excursions, photos, journal] = await Promise.all([
    load<Cruise>(cruiseKey(cruiseId)),
    load<ItineraryDay[]>(itineraryKey(cruiseId)),
    load<Checklist[]>(checklistsKey(cruiseId)),
    load<PackingList[]>(packingListsKey(cruiseId)),
    load<Excursion[]>(excursionsKey(cruiseId)),
    load<Photo[]>(photosKey(cruiseId)),
    load<JournalEntry[]>(journalKey(cruiseId)),
  ]);
  let shipImage: string | null = null;
  if (!cruise.coverPhotoUrl) {
    progress.total += 1;
    shipImage = (await load<ShipImage>(shipImageKey(cruise.cruiseLine, cruise.shipName))).coverImage;
  }

  const pictures = cruisePictureUrls(cruise, shipImage, photos, journal);
  progress.total += pictures.length;
  report();
  let missedPictures = 0;
  const queue = [...pictures];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (!(await fetchPicture(url))) missedPictures += 1;
      progress.done += 1;
      report();
    }
  };
  await Promise.all(Array.from({ length: PICTURE_CONCURRENCY }, worker));

  return {
    days: days.length,
    checklists: checklists.length,
    packingLists: packingLists.length,
    excursions: excursions.length,
    journalEntries: journal.length,
    photos: photos.length,
    pictures: pictures.length - missedPictures,
    missedPictures,
  };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What was saved, leaving out what the cruise has none of: "5 itinerary days, 2 checklists and
 * 12 photos" ("the cruise's details" when it has nothing under it yet).
 */
export function describeOfflineCopy(copy: OfflineCopy): string {
  const parts = [
    count(copy.days, 'itinerary day', 'itinerary days'),
    count(copy.checklists, 'checklist', 'checklists'),
    count(copy.packingLists, 'packing list', 'packing lists'),
    count(copy.excursions, 'excursion', 'excursions'),
    count(copy.journalEntries, 'journal entry', 'journal entries'),
    count(copy.photos, 'photo', 'photos'),
  ].filter((part) => !part.startsWith('0 '));
  if (parts.length === 0) return "The cruise's details";
  if (parts.length === 1) return parts[0]!;
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
