/**
 * The export file's `data.json` (docs/data-export.md): everything a traveller owns, versioned.
 * `GET /api/export` writes it; `POST /api/import` reads it back through this schema, so every
 * value the import writes fits its column and its check constraints (no 500 from a crafted file).
 */

import { EXCURSION_TYPES, GUESTS, LIMITS, RATING } from '../limits.js';
import { parseSocialHandle, SOCIAL_FIELDS, type SocialField } from '../socials.js';
import { z } from '../zod.js';
import { DEFAULT_PICTURE_PATTERN, PROFILE_VISIBILITIES } from './profiles.js';

export const EXPORT_FORMAT = 'cruise-companion-export';
export const EXPORT_VERSION = 1;

/** Where a media file lies in the zip: `media/<name>`, one flat folder, no separators. */
export const MEDIA_PATH_PATTERN = /^media\/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}$/;

const INT32_MAX = 2_147_483_647;
/** The most records of each kind one file may hold (far above any real traveller). */
export const EXPORT_LIMITS = {
  cruises: 5000,
  perCruise: 5000,
  itemsPerList: 5000,
} as const;

/** Text of at most `max` characters, without NUL (PostgreSQL text cannot hold it). */
const text = (max: number) =>
  z
    .string()
    .max(max, `At most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), 'Must not contain NUL characters');
const optionalText = (max: number) => text(max).nullable();

function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  if (y < 1) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
const dateString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a calendar date');
const timestamp = z.iso.datetime({ offset: true });
const id = z.uuid();
const int = (min: number, max = INT32_MAX) => z.number().int().min(min).max(max);
const rating = int(RATING.min, RATING.max).nullable();
const mediaPath = z.string().regex(MEDIA_PATH_PATTERN, 'A media file is media/<name>');

/** A picture: a media file of the zip, a built-in picture's path, or none. */
export const PictureRefSchema = z
  .union([
    z.object({ file: mediaPath }).strict(),
    z.object({ builtIn: z.string().regex(DEFAULT_PICTURE_PATTERN, 'Not a built-in picture') }).strict(),
  ])
  .nullable();
export type PictureRef = z.infer<typeof PictureRefSchema>;

const social = (field: SocialField) =>
  text(LIMITS.socialHandle)
    .nullable()
    .refine((value) => value === null || parseSocialHandle(field, value).ok, `Not a valid ${field} handle`);

export const ExportAccountSchema = z.object({
  /** Informative only: the import never changes the importing account's id, email or sign-in. */
  id: z.string().max(100).optional(),
  email: z.string().max(LIMITS.email).optional(),
  authMethod: z.string().max(LIMITS.authMethod).optional(),
  createdAt: timestamp.optional(),
  firstName: optionalText(LIMITS.personName),
  lastName: optionalText(LIMITS.personName),
  bio: optionalText(LIMITS.bio),
  hometown: optionalText(LIMITS.shortText),
  favoriteCruiseLine: optionalText(LIMITS.cruiseLine),
  cruisingStyle: optionalText(LIMITS.shortText),
  profileVisibility: z.enum(PROFILE_VISIBILITIES),
  socialInstagram: social('socialInstagram'),
  socialFacebook: social('socialFacebook'),
  socialTwitter: social('socialTwitter'),
  socialTikTok: social('socialTikTok'),
  socialPinterest: social('socialPinterest'),
  socialYouTube: social('socialYouTube'),
  profileImage: PictureRefSchema,
  coverPhoto: PictureRefSchema,
});
// Every social field of the app is in the format (a new network must be added here too).
SOCIAL_FIELDS satisfies (keyof z.infer<typeof ExportAccountSchema>)[];

const stamps = { createdAt: timestamp, updatedAt: timestamp };

export const ExportItineraryDaySchema = z.object({
  id,
  dayNumber: int(1),
  portName: text(LIMITS.portName),
  kind: z.enum(['port', 'sea', 'scenic']),
  portCall: z.enum(['docked', 'tendered']).nullable(),
  arrivalTime: optionalText(LIMITS.time),
  departureTime: optionalText(LIMITS.time),
  allAboardTime: optionalText(LIMITS.time),
  notes: optionalText(LIMITS.notes),
  ...stamps,
});

export const ExportChecklistItemSchema = z.object({
  id,
  text: text(LIMITS.itemText),
  isCompleted: z.boolean(),
  dueDate: dateString.nullable(),
  position: int(-INT32_MAX),
  ...stamps,
});
export const ExportChecklistSchema = z.object({
  id,
  name: text(LIMITS.listName),
  category: optionalText(LIMITS.shortText),
  items: z.array(ExportChecklistItemSchema).max(EXPORT_LIMITS.itemsPerList),
  ...stamps,
});

export const ExportPackingItemSchema = z.object({
  id,
  name: text(LIMITS.listName),
  category: optionalText(LIMITS.shortText),
  quantity: int(1),
  notes: optionalText(LIMITS.notes),
  isPacked: z.boolean(),
  position: int(-INT32_MAX),
  ...stamps,
});
export const ExportPackingListSchema = z.object({
  id,
  name: text(LIMITS.listName),
  items: z.array(ExportPackingItemSchema).max(EXPORT_LIMITS.itemsPerList),
  ...stamps,
});

export const ExportExcursionSchema = z.object({
  id,
  name: text(LIMITS.listName),
  type: z.enum(EXCURSION_TYPES),
  portName: optionalText(LIMITS.portName),
  date: dateString.nullable(),
  time: optionalText(LIMITS.time),
  endTime: optionalText(LIMITS.time),
  bookingReference: optionalText(LIMITS.bookingReference),
  notes: optionalText(LIMITS.notes),
  ...stamps,
});

export const ExportJournalEntrySchema = z.object({
  id,
  dayNumber: int(-INT32_MAX).nullable(),
  portName: optionalText(LIMITS.portName),
  title: optionalText(LIMITS.journalTitle),
  content: text(LIMITS.journalContent),
  entryDate: dateString,
  ...stamps,
});

export const ExportPhotoSchema = z.object({
  id,
  journalEntryId: id.nullable(),
  filename: text(LIMITS.filename),
  originalName: optionalText(LIMITS.filename),
  caption: optionalText(LIMITS.caption),
  portName: optionalText(LIMITS.portName),
  dayNumber: int(-INT32_MAX).nullable(),
  width: int(1).nullable(),
  height: int(1).nullable(),
  /** The image in the zip. */
  file: mediaPath,
  /** Its thumbnail in the zip, when it has one. */
  thumbnailFile: mediaPath.nullable(),
  ...stamps,
});

const money = z
  .number()
  .min(0)
  .max(99_999_999.99)
  .refine((value) => Number(value.toFixed(2)) === value, 'At most two decimals');

export const ExportCruiseSchema = z
  .object({
    id,
    tripName: optionalText(LIMITS.tripName),
    cruiseLine: text(LIMITS.cruiseLine),
    shipName: text(LIMITS.shipName),
    sailDate: dateString,
    returnDate: dateString,
    primaryDestination: text(LIMITS.destination),
    reservationNumber: optionalText(LIMITS.reservationNumber),
    cabinNumber: optionalText(LIMITS.cabinNumber),
    numberOfGuests: int(GUESTS.min, GUESTS.max).nullable(),
    cabinCategory: optionalText(LIMITS.cabinCategory),
    departurePort: optionalText(LIMITS.portName),
    bookingDate: dateString.nullable(),
    totalCost: money.nullable(),
    travelAgent: optionalText(LIMITS.travelAgent),
    isCompleted: z.boolean(),
    coverPhoto: PictureRefSchema,
    overallRating: rating,
    shipRating: rating,
    cabinRating: rating,
    diningRating: rating,
    serviceRating: rating,
    portsRating: rating,
    entertainmentRating: rating,
    reviewSummary: optionalText(LIMITS.reviewSummary),
    ...stamps,
    itinerary: z.array(ExportItineraryDaySchema).max(EXPORT_LIMITS.perCruise),
    checklists: z.array(ExportChecklistSchema).max(EXPORT_LIMITS.perCruise),
    packingLists: z.array(ExportPackingListSchema).max(EXPORT_LIMITS.perCruise),
    excursions: z.array(ExportExcursionSchema).max(EXPORT_LIMITS.perCruise),
    journalEntries: z.array(ExportJournalEntrySchema).max(EXPORT_LIMITS.perCruise),
    photos: z.array(ExportPhotoSchema).max(EXPORT_LIMITS.perCruise),
  })
  .refine((cruise) => cruise.returnDate >= cruise.sailDate, {
    message: 'The return date is before the sail date',
    path: ['returnDate'],
  })
  .refine(
    (cruise) => {
      const entries = new Set(cruise.journalEntries.map((entry) => entry.id));
      return cruise.photos.every(
        (photo) => photo.journalEntryId === null || entries.has(photo.journalEntryId),
      );
    },
    { message: 'A photo is attached to a journal entry that is not in its cruise', path: ['photos'] },
  );

export const ExportDataSchema = z.object({
  format: z.literal(EXPORT_FORMAT, { message: `This is not a ${EXPORT_FORMAT} file` }),
  version: z.literal(EXPORT_VERSION, { message: `Only version ${EXPORT_VERSION} files can be imported` }),
  exportedAt: timestamp,
  account: ExportAccountSchema,
  cruises: z.array(ExportCruiseSchema).max(EXPORT_LIMITS.cruises),
});
export type ExportData = z.infer<typeof ExportDataSchema>;
export type ExportCruise = z.infer<typeof ExportCruiseSchema>;

/** The kinds of records an import counts. */
export const IMPORT_KINDS = [
  'cruises',
  'itineraryDays',
  'checklists',
  'checklistItems',
  'packingLists',
  'packingItems',
  'excursions',
  'journalEntries',
  'photos',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

const counts = z.object(
  Object.fromEntries(IMPORT_KINDS.map((kind) => [kind, z.number().int()])) as {
    [K in ImportKind]: z.ZodNumber;
  },
);

/** `POST /api/import` answers what it added and what it left as it was (already in the account). */
export const ImportResultSchema = z.object({
  imported: counts.extend({ mediaFiles: z.number().int() }),
  skipped: counts,
  /** Whether the account's own fields (names, bio, socials, pictures) changed. */
  accountUpdated: z.boolean(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;
