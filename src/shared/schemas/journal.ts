import { LIMITS } from '../limits.js';
import { z } from '../zod.js';
import { BaseVersionSchema, cleanText, multilineText } from './common.js';
import { DateStringSchema } from './cruises.js';
import { OptionalDayNumberSchema } from './photos.js';

/** How many photos one entry may carry (a day's highlights, not the album). */
export const MAX_ENTRY_PHOTOS = 50;

export const CONTENT_REQUIRED = 'Please write something for this entry';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalText = (max: number) => z.preprocess(blankToNull, cleanText(max).nullable().optional());

/** The body of an entry: paragraphs and line breaks kept (`multilineText`), and required. */
const ContentSchema = z
  .string({ message: CONTENT_REQUIRED })
  .pipe(multilineText(LIMITS.journalContent))
  .pipe(z.string().min(1, CONTENT_REQUIRED));

/** The day of the entry: required, a real calendar date. */
const EntryDateSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.string({ message: 'Please choose a date' }).pipe(DateStringSchema),
);

/**
 * The complete set of photos attached to the entry (of the same cruise). On an update it replaces
 * the old set: listed photos are attached, the others detached.
 */
const PhotoIdsSchema = z
  .array(z.uuid('Photo not found'), { message: 'Photos must be a list of photo ids' })
  .max(MAX_ENTRY_PHOTOS, `At most ${MAX_ENTRY_PHOTOS} photos per entry`);

const entryFields = {
  title: optionalText(LIMITS.journalTitle),
  content: ContentSchema,
  entryDate: EntryDateSchema,
  portName: optionalText(LIMITS.portName),
  dayNumber: OptionalDayNumberSchema,
  photoIds: PhotoIdsSchema.optional(),
};

/** `POST /api/cruises/{id}/journal-entries`: an entry; `id` makes a retried create idempotent. */
export const CreateJournalEntrySchema = z.object({
  id: z.uuid('The id must be a UUID').optional(),
  ...entryFields,
});
export type CreateJournalEntryInput = z.input<typeof CreateJournalEntrySchema>;

/** `POST /api/journal-entries`: the same, naming its cruise in the body. */
export const CreateJournalEntryWithCruiseSchema = CreateJournalEntrySchema.extend({
  cruiseId: z.uuid('Cruise not found'),
});
export type CreateJournalEntryWithCruiseInput = z.input<typeof CreateJournalEntryWithCruiseSchema>;

/**
 * `PUT /api/journal-entries/{id}`: any of the fields; content and date stay required when given
 * (`updatedAt`: the version it was based on).
 */
export const UpdateJournalEntrySchema = z.object({ ...entryFields, updatedAt: BaseVersionSchema }).partial();
export type UpdateJournalEntryInput = z.input<typeof UpdateJournalEntrySchema>;

/** A photo as an entry shows it: enough for a thumbnail and the viewer, nothing more. */
export const JournalPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  caption: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type JournalPhoto = z.infer<typeof JournalPhotoSchema>;

export const JournalEntrySchema = z.object({
  id: z.string(),
  cruiseId: z.string(),
  dayNumber: z.number().nullable(),
  portName: z.string().nullable(),
  title: z.string().nullable(),
  content: z.string(),
  entryDate: z.string(),
  photos: z.array(JournalPhotoSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JournalEntry = z.infer<typeof JournalEntrySchema>;
export const JournalEntryListSchema = z.array(JournalEntrySchema);
