/**
 * The API's own rules, applied to every record of an import file: each record goes through the
 * very zod schema its create route uses (src/shared/schemas/*.ts), so an import can hold nothing
 * the app itself would refuse (a date in year 9999, a CR LF in a first name, a day 10,000, a
 * 1,000-item list, a 30-day-long journal entry). The first value out of range refuses the whole
 * file with a 400 naming the record and field (`cruises[2].returnDate: …`). Text comes out as the
 * API would store it (trimmed, Windows line ends made `\n`).
 */

import { LIMIT_MESSAGES, RECORD_LIMITS } from '../../shared/limits.js';
import { CreateChecklistItemSchema, CreateChecklistSchema } from '../../shared/schemas/checklists.js';
import { CreateCruiseSchema } from '../../shared/schemas/cruises.js';
import type { ExportData } from '../../shared/schemas/data-export.js';
import { CreateExcursionSchema } from '../../shared/schemas/excursions.js';
import { CreateDaySchema } from '../../shared/schemas/itinerary.js';
import { CreateJournalEntrySchema } from '../../shared/schemas/journal.js';
import { LIST_LIMITS } from '../../shared/schemas/list-common.js';
import { CreatePackingItemSchema, CreatePackingListSchema } from '../../shared/schemas/packing.js';
import { CreatePhotoSchema } from '../../shared/schemas/photos.js';
import { UpdateProfileSchema } from '../../shared/schemas/profiles.js';
import { z } from '../../shared/zod.js';
import { badFile, formatPath } from './import-file.js';

type Path = (string | number)[];
type Shape = Record<string, z.ZodType>;
type Row = Record<string, unknown>;

const refuse = (path: Path, message: string) => badFile(`${formatPath(path)}: ${message}`);

/**
 * Checks `input` against a create route's schema. Text the schema normalizes (trims, line ends)
 * is written back into `row`; other values stay as the file has them (already the same).
 */
function apply(schema: z.ZodType, input: Row, row: Row, at: Path): void {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw refuse([...at, ...(issue.path as (string | number)[])], issue.message);
  }
  const output = result.data as Row;
  for (const key of Object.keys(input)) {
    if (typeof output[key] === 'string' && typeof row[key] === 'string') row[key] = output[key];
  }
}

/** The fields of `row` that `shape` (a create route's body) knows, but for `leave`. */
function fieldsFor(shape: Shape, row: Row, leave: readonly string[] = []): Row {
  const input: Row = {};
  for (const key of Object.keys(shape)) {
    if (key in row && !leave.includes(key)) input[key] = row[key];
  }
  return input;
}

/** null where the API takes "left out" (a value the form never sends as null). */
const nullAsAbsent = (input: Row, keys: readonly string[]) => {
  for (const key of keys) if (input[key] === null) input[key] = undefined;
  return input;
};

/** A list's items: at most what a list may hold through the API. */
function checkListSize(items: unknown[], at: Path) {
  if (items.length > LIST_LIMITS.items)
    throw refuse(at, `A list holds at most ${LIST_LIMITS.items} items (this one has ${items.length})`);
}

/** A cruise's records: at most what a cruise may hold through the API (RECORD_LIMITS). */
function checkCruiseSize(cruise: ExportData['cruises'][number], at: Path) {
  const sizes = [
    [
      'itinerary',
      cruise.itinerary.length,
      RECORD_LIMITS.itineraryDaysPerCruise,
      LIMIT_MESSAGES.itineraryDays,
    ],
    ['checklists', cruise.checklists.length, RECORD_LIMITS.listsPerCruise, LIMIT_MESSAGES.checklists],
    ['packingLists', cruise.packingLists.length, RECORD_LIMITS.listsPerCruise, LIMIT_MESSAGES.packingLists],
    ['excursions', cruise.excursions.length, RECORD_LIMITS.excursionsPerCruise, LIMIT_MESSAGES.excursions],
    [
      'journalEntries',
      cruise.journalEntries.length,
      RECORD_LIMITS.journalEntriesPerCruise,
      LIMIT_MESSAGES.journalEntries,
    ],
    ['photos', cruise.photos.length, RECORD_LIMITS.photosPerCruise, LIMIT_MESSAGES.photos],
  ] as const;
  for (const [key, size, limit, message] of sizes) {
    if (size > limit) throw refuse([...at, key], `${message} This one has ${size}.`);
  }
}

/** The profile fields an import writes, with the schema of `PUT /api/user/profile` for each. */
const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'hometown',
  'bio',
  'favoriteCruiseLine',
  'cruisingStyle',
  'profileVisibility',
  'socialInstagram',
  'socialYouTube',
  'socialFacebook',
  'socialTwitter',
  'socialTikTok',
  'socialPinterest',
] as const;
const ProfileFieldsSchema = z.object(
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, UpdateProfileSchema.shape[field]])) as {
    [K in (typeof PROFILE_FIELDS)[number]]: (typeof UpdateProfileSchema.shape)[K];
  },
);

/** Applies the API's rules to every record of `data` (in place); throws a 400 at the first breach. */
export function applyApiRules(data: ExportData): void {
  const account = data.account as unknown as Row;
  // A name the account has not set stays unset (the profile form requires one once it is sent).
  apply(
    ProfileFieldsSchema,
    nullAsAbsent(fieldsFor(ProfileFieldsSchema.shape, account), ['firstName', 'lastName']),
    account,
    ['account'],
  );

  data.cruises.forEach((cruise, c) => {
    const at: Path = ['cruises', c];
    const row = cruise as unknown as Row;
    apply(CreateCruiseSchema, fieldsFor(CreateCruiseSchema.shape, row, ['coverPhotoUrl']), row, at);
    checkCruiseSize(cruise, at);
    cruise.itinerary.forEach((day, i) => {
      const dayRow = day as unknown as Row;
      apply(CreateDaySchema, fieldsFor(CreateDaySchema.shape, dayRow), dayRow, [...at, 'itinerary', i]);
    });

    cruise.checklists.forEach((list, l) => {
      const listAt: Path = [...at, 'checklists', l];
      const listRow = list as unknown as Row;
      const input = { ...fieldsFor(CreateChecklistSchema.shape, listRow, ['items']), cruiseId: cruise.id };
      apply(CreateChecklistSchema, input, listRow, listAt);
      checkListSize(list.items, [...listAt, 'items']);
      list.items.forEach((item, i) => {
        const itemRow = item as unknown as Row;
        const itemInput = { ...fieldsFor(CreateChecklistItemSchema.shape, itemRow), checklistId: list.id };
        apply(CreateChecklistItemSchema, itemInput, itemRow, [...listAt, 'items', i]);
      });
    });

    cruise.packingLists.forEach((list, l) => {
      const listAt: Path = [...at, 'packingLists', l];
      const listRow = list as unknown as Row;
      const input = { ...fieldsFor(CreatePackingListSchema.shape, listRow, ['items']), cruiseId: cruise.id };
      apply(CreatePackingListSchema, input, listRow, listAt);
      checkListSize(list.items, [...listAt, 'items']);
      list.items.forEach((item, i) => {
        const itemRow = item as unknown as Row;
        const itemInput = { ...fieldsFor(CreatePackingItemSchema.shape, itemRow), packingListId: list.id };
        apply(CreatePackingItemSchema, itemInput, itemRow, [...listAt, 'items', i]);
      });
    });

    cruise.excursions.forEach((trip, i) => {
      const tripRow = trip as unknown as Row;
      apply(CreateExcursionSchema, fieldsFor(CreateExcursionSchema.shape, tripRow), tripRow, [
        ...at,
        'excursions',
        i,
      ]);
    });

    cruise.journalEntries.forEach((entry, i) => {
      const entryRow = entry as unknown as Row;
      apply(
        CreateJournalEntrySchema,
        fieldsFor(CreateJournalEntrySchema.shape, entryRow, ['photoIds']),
        entryRow,
        [...at, 'journalEntries', i],
      );
    });

    cruise.photos.forEach((photo, i) => {
      const photoRow = photo as unknown as Row;
      // The image is the zip's file (checked and re-encoded as an upload is), not a data URL.
      const input = { ...fieldsFor(CreatePhotoSchema.shape, photoRow, ['url']), cruiseId: cruise.id };
      apply(CreatePhotoSchema.omit({ url: true }), input, photoRow, [...at, 'photos', i]);
    });
  });
}
