import { EXCURSION_TYPES, LIMITS } from '../limits.js';
import { z } from '../zod.js';
import { BaseVersionSchema, cleanText, optionalMultilineText } from './common.js';
import { DateStringSchema } from './cruises.js';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalText = (max: number) => z.preprocess(blankToNull, cleanText(max).nullable().optional());

/** A time of day as `HH:MM` (24-hour), what time inputs send. */
const ClockSchema = z.preprocess(
  blankToNull,
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please enter a time as HH:MM')
    .nullable()
    .optional(),
);

const excursionFields = {
  name: z
    .string({ message: 'Excursion name is required' })
    .pipe(cleanText(LIMITS.listName))
    .pipe(z.string().min(1, 'Excursion name is required')),
  type: z.enum(EXCURSION_TYPES, { message: 'Please choose a type' }).optional(),
  portName: optionalText(LIMITS.portName),
  date: z.preprocess(blankToNull, DateStringSchema.nullable().optional()),
  time: ClockSchema,
  endTime: ClockSchema,
  bookingReference: optionalText(LIMITS.bookingReference),
  notes: optionalMultilineText(LIMITS.notes),
};

/** `POST /api/cruises/{id}/excursions` (SPEC.md section 7); the type defaults to shore_excursion. */
export const CreateExcursionSchema = z.object({
  id: z.uuid('The id must be a UUID').optional(),
  ...excursionFields,
});
export type CreateExcursionInput = z.input<typeof CreateExcursionSchema>;

/** `PUT /api/excursions/{id}`: the same payload, any subset (`updatedAt`: the version it was based on). */
export const UpdateExcursionSchema = z.object({ ...excursionFields, updatedAt: BaseVersionSchema }).partial();
export type UpdateExcursionInput = z.input<typeof UpdateExcursionSchema>;

export const ExcursionSchema = z.object({
  id: z.string(),
  cruiseId: z.string(),
  name: z.string(),
  type: z.enum(EXCURSION_TYPES),
  portName: z.string().nullable(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  endTime: z.string().nullable(),
  bookingReference: z.string().nullable(),
  notes: z.string().nullable(),
  /** The ship's all-aboard time that day, when the itinerary has one and the excursion ends after it. */
  endsAfterAllAboard: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Excursion = z.infer<typeof ExcursionSchema>;
export const ExcursionListSchema = z.array(ExcursionSchema);
