/**
 * data.json and cruises.csv of "Download my data": the rows read by export-repository.ts shaped
 * into the export format, the media files it names queued as jobs for the zip, and the
 * references to files the media store no longer has taken out again.
 */
import type { ExportCruise, ExportData, PictureRef } from '../../shared/schemas/data-export.js';
import { DEFAULT_PICTURE_PATTERN } from '../../shared/schemas/profiles.js';
import { mediaKeyFromUrl } from '../media/images.js';
import { toCsv } from './csv.js';
import type {
  findCruiseContents,
  findCruisesOf,
  findEntriesByIds,
  findExportAccount,
} from './export-repository.js';

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findExportAccount>>>;
/** Some cruises of the user and what they hold, as read in one transaction (journal text apart). */
export type Rows = {
  cruiseRows: Awaited<ReturnType<typeof findCruisesOf>>;
} & Awaited<ReturnType<typeof findCruiseContents>>;
export type EntryRow = Awaited<ReturnType<typeof findEntriesByIds>>[number];

const iso = (date: Date) => date.toISOString();
const stampsOf = (row: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});
const thumbKeyOf = (key: string) => key.replace(/\.jpg$/, '-thumb.jpg');

/** One media object to copy into the zip. */
export interface MediaJob {
  path: string;
  key: string;
}

/**
 * The picture reference of a stored URL: a media file (queued for the zip), a built-in
 * picture's path, or null (nothing, or something the export cannot carry).
 */
function pictureOf(url: string | null, path: string, jobs: MediaJob[]): PictureRef {
  const key = mediaKeyFromUrl(url);
  if (key) {
    jobs.push({ path, key });
    return { file: path };
  }
  return url && DEFAULT_PICTURE_PATTERN.test(url) ? { builtIn: url } : null;
}

const groupBy = <T>(list: T[], keyOf: (row: T) => string) => {
  const map = new Map<string, T[]>();
  for (const row of list) {
    const group = map.get(keyOf(row));
    if (group) group.push(row);
    else map.set(keyOf(row), [row]);
  }
  return map;
};

/** A cruise of data.json, without its journal's entries (written apart), with their ids. */
export interface CruiseDraft {
  cruise: ExportCruise;
  entryIds: string[];
}

/**
 * The cruises of `rows` in the export format (the `file` names are checked against what was
 * found once media is read); their journal entries are left empty, to be written a page at a time.
 */
export function buildCruises(rows: Rows, jobs: MediaJob[]): CruiseDraft[] {
  const byCruise = <T extends { cruiseId: string }>(list: T[]) => groupBy(list, (row) => row.cruiseId);
  const byParent = groupBy;
  const days = byCruise(rows.days);
  const lists = byCruise(rows.lists);
  const listItems = byParent(
    rows.listItems.map((r) => r.item),
    (item) => item.checklistId,
  );
  const packs = byCruise(rows.packs);
  const packItems = byParent(
    rows.packItems.map((r) => r.item),
    (item) => item.packingListId,
  );
  const trips = byCruise(rows.trips);
  const entryIds = byCruise(rows.entryIds);
  const pics = byCruise(rows.pics);

  return rows.cruiseRows.map((c): CruiseDraft => {
    const coverKey = mediaKeyFromUrl(c.coverPhotoUrl);
    const coverPath = `media/cruise-${c.id}-cover.jpg`;
    const coverPhoto = pictureOf(c.coverPhotoUrl, coverPath, jobs);
    if (coverKey) jobs.push({ path: `media/cruise-${c.id}-cover-thumb.jpg`, key: thumbKeyOf(coverKey) });
    const cruise: ExportCruise = {
      id: c.id,
      tripName: c.tripName,
      cruiseLine: c.cruiseLine,
      shipName: c.shipName,
      sailDate: c.sailDate,
      returnDate: c.returnDate,
      primaryDestination: c.primaryDestination,
      reservationNumber: c.reservationNumber,
      cabinNumber: c.cabinNumber,
      numberOfGuests: c.numberOfGuests,
      cabinCategory: c.cabinCategory,
      departurePort: c.departurePort,
      bookingDate: c.bookingDate,
      totalCost: c.totalCost === null ? null : Number(c.totalCost),
      travelAgent: c.travelAgent,
      isCompleted: c.isCompleted,
      coverPhoto,
      overallRating: c.overallRating,
      shipRating: c.shipRating,
      cabinRating: c.cabinRating,
      diningRating: c.diningRating,
      serviceRating: c.serviceRating,
      portsRating: c.portsRating,
      entertainmentRating: c.entertainmentRating,
      reviewSummary: c.reviewSummary,
      ...stampsOf(c),
      itinerary: (days.get(c.id) ?? []).map((d) => ({
        id: d.id,
        dayNumber: d.dayNumber,
        portName: d.portName,
        kind: d.kind as 'port' | 'sea' | 'scenic',
        portCall: d.portCall as 'docked' | 'tendered' | null,
        arrivalTime: d.arrivalTime,
        departureTime: d.departureTime,
        allAboardTime: d.allAboardTime,
        notes: d.notes,
        ...stampsOf(d),
      })),
      checklists: (lists.get(c.id) ?? []).map((l) => ({
        id: l.id,
        name: l.name,
        category: l.category,
        ...stampsOf(l),
        items: (listItems.get(l.id) ?? []).map((i) => ({
          id: i.id,
          text: i.text,
          isCompleted: i.isCompleted,
          dueDate: i.dueDate,
          position: i.position,
          ...stampsOf(i),
        })),
      })),
      packingLists: (packs.get(c.id) ?? []).map((l) => ({
        id: l.id,
        name: l.name,
        ...stampsOf(l),
        items: (packItems.get(l.id) ?? []).map((i) => ({
          id: i.id,
          name: i.name,
          category: i.category,
          quantity: i.quantity,
          notes: i.notes,
          isPacked: i.isPacked,
          position: i.position,
          ...stampsOf(i),
        })),
      })),
      excursions: (trips.get(c.id) ?? []).map((e) => ({
        id: e.id,
        name: e.name,
        type: e.type as ExportCruise['excursions'][number]['type'],
        portName: e.portName,
        date: e.date,
        time: e.time,
        endTime: e.endTime,
        bookingReference: e.bookingReference,
        notes: e.notes,
        ...stampsOf(e),
      })),
      journalEntries: [],
      photos: (pics.get(c.id) ?? []).flatMap((p) => {
        const key = mediaKeyFromUrl(p.url);
        if (!key) return [];
        const file = `media/photo-${p.id}.jpg`;
        jobs.push({ path: file, key });
        const thumbKey = mediaKeyFromUrl(p.thumbnailUrl);
        const thumbnailFile = thumbKey ? `media/photo-${p.id}-thumb.jpg` : null;
        if (thumbKey && thumbnailFile) jobs.push({ path: thumbnailFile, key: thumbKey });
        return [
          {
            id: p.id,
            journalEntryId: p.journalEntryId,
            filename: p.filename,
            originalName: p.originalName,
            caption: p.caption,
            portName: p.portName,
            dayNumber: p.dayNumber,
            width: p.width,
            height: p.height,
            file,
            thumbnailFile,
            ...stampsOf(p),
          },
        ];
      }),
    };
    return { cruise, entryIds: (entryIds.get(c.id) ?? []).map((row) => row.id) };
  });
}

/** A journal entry of data.json. */
export const presentEntry = (j: EntryRow): ExportCruise['journalEntries'][number] => ({
  id: j.id,
  dayNumber: j.dayNumber,
  portName: j.portName,
  title: j.title,
  content: j.content,
  entryDate: j.entryDate,
  ...stampsOf(j),
});

/** data.json's account (its pictures queued as jobs). */
export function buildAccount(user: AccountRow, jobs: MediaJob[]): ExportData['account'] {
  return {
    id: user.id,
    email: user.email,
    authMethod: user.authMethod,
    createdAt: iso(user.createdAt),
    firstName: user.firstName,
    lastName: user.lastName,
    bio: user.bio,
    hometown: user.hometown,
    favoriteCruiseLine: user.favoriteCruiseLine,
    cruisingStyle: user.cruisingStyle,
    profileVisibility: user.profileVisibility as 'public' | 'private',
    socialInstagram: user.socialInstagram,
    socialFacebook: user.socialFacebook,
    socialTwitter: user.socialTwitter,
    socialTikTok: user.socialTikTok,
    socialPinterest: user.socialPinterest,
    socialYouTube: user.socialYouTube,
    profileImage: pictureOf(user.profileImageUrl, 'media/profile-avatar.jpg', jobs),
    coverPhoto: pictureOf(user.coverPhotoUrl, 'media/profile-cover.jpg', jobs),
  };
}

const pictureFound =
  (missing: Set<string>) =>
  (ref: PictureRef): PictureRef =>
    ref && 'file' in ref && missing.has(ref.file) ? null : ref;

/** The account without references to files the media store no longer has. */
export function accountWithoutMissing(
  account: ExportData['account'],
  missing: Set<string>,
): ExportData['account'] {
  const picture = pictureFound(missing);
  return { ...account, profileImage: picture(account.profileImage), coverPhoto: picture(account.coverPhoto) };
}

/** A cruise without references to files the media store no longer has. */
export function cruiseWithoutMissing(cruise: ExportCruise, missing: Set<string>): ExportCruise {
  if (missing.size === 0) return cruise;
  return {
    ...cruise,
    coverPhoto: pictureFound(missing)(cruise.coverPhoto),
    photos: cruise.photos
      .filter((photo) => !missing.has(photo.file))
      .map((photo) => ({
        ...photo,
        thumbnailFile: photo.thumbnailFile && missing.has(photo.thumbnailFile) ? null : photo.thumbnailFile,
      })),
  };
}

const CRUISE_COLUMNS: {
  header: string;
  value: (c: ExportCruise, draft: CruiseDraft) => string | number | boolean | null;
}[] = [
  { header: 'Trip name', value: (c) => c.tripName },
  { header: 'Cruise line', value: (c) => c.cruiseLine },
  { header: 'Ship', value: (c) => c.shipName },
  { header: 'Sail date', value: (c) => c.sailDate },
  { header: 'Return date', value: (c) => c.returnDate },
  { header: 'Destination', value: (c) => c.primaryDestination },
  { header: 'Departure port', value: (c) => c.departurePort },
  {
    header: 'Ports',
    value: (c) =>
      c.itinerary
        .filter((d) => d.kind === 'port')
        .map((d) => d.portName)
        .join('; '),
  },
  { header: 'Cabin', value: (c) => c.cabinNumber },
  { header: 'Cabin category', value: (c) => c.cabinCategory },
  { header: 'Guests', value: (c) => c.numberOfGuests },
  { header: 'Reservation number', value: (c) => c.reservationNumber },
  { header: 'Booking date', value: (c) => c.bookingDate },
  { header: 'Total cost', value: (c) => (c.totalCost === null ? null : c.totalCost.toFixed(2)) },
  { header: 'Travel agent', value: (c) => c.travelAgent },
  { header: 'Completed', value: (c) => (c.isCompleted ? 'yes' : 'no') },
  { header: 'Overall rating', value: (c) => c.overallRating },
  { header: 'Review', value: (c) => c.reviewSummary },
  { header: 'Photos', value: (c) => c.photos.length },
  { header: 'Journal entries', value: (_, draft) => draft.entryIds.length },
  { header: 'Id', value: (c) => c.id },
];

/** cruises.csv: one row per cruise, counting only the photos whose files were found. */
export const cruisesCsv = (drafts: CruiseDraft[], missing: Set<string>) =>
  toCsv(
    CRUISE_COLUMNS.map(({ header, value }) => ({
      header,
      value: (row: { cruise: ExportCruise; draft: CruiseDraft }) => value(row.cruise, row.draft),
    })),
    drafts.map((draft) => ({ cruise: cruiseWithoutMissing(draft.cruise, missing), draft })),
  );
