import { MAX_ITINERARY_DAYS } from '../itinerary-days.js';
import { LIMITS } from '../limits.js';
import { z } from '../zod.js';
import { BaseVersionSchema, cleanText } from './common.js';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalText = (max: number) => z.preprocess(blankToNull, cleanText(max).nullable().optional());

/** A day of the cruise a photo or journal entry belongs to (1 = sail day). */
export const OptionalDayNumberSchema = z.preprocess(
  blankToNull,
  z
    .number({ message: 'Day must be a number' })
    .int('Day must be a whole number')
    .min(1, 'Day must be at least 1')
    .max(MAX_ITINERARY_DAYS, `Day must be at most ${MAX_ITINERARY_DAYS}`)
    .nullable()
    .optional(),
);

/** The fields of a photo a traveller can change after uploading it. */
const photoDetails = {
  caption: optionalText(LIMITS.caption),
  portName: optionalText(LIMITS.portName),
  dayNumber: OptionalDayNumberSchema,
  /** The journal entry the photo is attached to (of the same cruise), or null. */
  journalEntryId: z.preprocess(blankToNull, z.uuid('Journal entry not found').nullable().optional()),
};

/**
 * `POST /api/photos` (SPEC.md section 7): the image as a data URL (already downscaled in the
 * browser; the server checks and re-encodes it), with optional caption, port and day.
 */
export const CreatePhotoSchema = z.object({
  id: z.uuid('The id must be a UUID').optional(),
  cruiseId: z.uuid('Cruise not found'),
  filename: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 'photo.jpg' : value),
    cleanText(LIMITS.filename),
  ),
  originalName: optionalText(LIMITS.filename),
  url: z.string({ message: 'Please select a photo' }).min(1, 'Please select a photo'),
  ...photoDetails,
});
export type CreatePhotoInput = z.input<typeof CreatePhotoSchema>;

/** `PUT /api/photos/{id}`: caption, port, day or journal entry (`updatedAt`: the version it was based on). */
export const UpdatePhotoSchema = z.object({ ...photoDetails, updatedAt: BaseVersionSchema }).partial();
export type UpdatePhotoInput = z.input<typeof UpdatePhotoSchema>;

export const PhotoSchema = z.object({
  id: z.string(),
  cruiseId: z.string(),
  journalEntryId: z.string().nullable(),
  filename: z.string(),
  originalName: z.string().nullable(),
  /** `/media/<key>`: the stored image (at most 1600 px). */
  url: z.string(),
  /** `/media/<key>-thumb.jpg`: the grid's thumbnail (at most 400 px). */
  thumbnailUrl: z.string(),
  caption: z.string().nullable(),
  portName: z.string().nullable(),
  dayNumber: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Photo = z.infer<typeof PhotoSchema>;
export const PhotoListSchema = z.array(PhotoSchema);
