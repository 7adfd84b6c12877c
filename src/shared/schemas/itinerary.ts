import { MAX_ITINERARY_DAYS } from '../itinerary-days.js';
import { MAX_PASTE_CHARS } from '../itinerary-reader/read.js';
import { LIMITS } from '../limits.js';
import { z } from '../zod.js';
import { BaseVersionSchema, cleanText, optionalMultilineText } from './common.js';
import { DateStringSchema } from './cruises.js';
import { ClientIdSchema, hasDistinctIds } from './list-common.js';

export const DAY_KINDS = ['port', 'sea', 'scenic'] as const;
export const PORT_CALLS = ['docked', 'tendered'] as const;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalText = (max: number) => z.preprocess(blankToNull, cleanText(max).nullable().optional());
/** A time of day as the forms send it ("08:00", "8:00 AM"): short text, no control characters. */
const TimeSchema = optionalText(LIMITS.time);

const DayNumberSchema = z
  .number({ message: 'Day number is required' })
  .int('Day number must be a whole number')
  .min(1, 'Day number must be at least 1')
  .max(MAX_ITINERARY_DAYS, `Day number must be at most ${MAX_ITINERARY_DAYS}`);

/** The fields of one day, for adding (SPEC.md section 5: day number and port name required). */
const dayFields = {
  dayNumber: DayNumberSchema,
  portName: z.preprocess(blankToNull, cleanText(LIMITS.portName).nullable().optional()),
  kind: z.enum(DAY_KINDS).optional(),
  portCall: z.preprocess(blankToNull, z.enum(PORT_CALLS).nullable().optional()),
  arrivalTime: TimeSchema,
  departureTime: TimeSchema,
  allAboardTime: TimeSchema,
};

/** A port day needs its port; a sea or scenic day may leave it blank ("At Sea" is shown). */
const portRequired = (v: { kind?: string | undefined; portName?: string | null | undefined }) =>
  (v.kind ?? 'port') !== 'port' || Boolean(v.portName);
const portMessage = { message: 'Port name is required', path: ['portName'] };

/** `POST /api/cruises/{id}/itinerary`: one day (`activities` are its notes, as the spec sends them). */
export const CreateDaySchema = z
  .object({
    id: z.uuid('The id must be a UUID').optional(),
    ...dayFields,
    activities: optionalMultilineText(LIMITS.notes),
    notes: optionalMultilineText(LIMITS.notes),
  })
  .refine(portRequired, portMessage);
export type CreateDayInput = z.input<typeof CreateDaySchema>;

/** `POST /api/itinerary`: the same, naming its cruise in the body. */
export const CreateDayWithCruiseSchema = z
  .object({
    cruiseId: z.uuid('Cruise not found'),
    id: z.uuid('The id must be a UUID').optional(),
    ...dayFields,
    activities: optionalMultilineText(LIMITS.notes),
    notes: optionalMultilineText(LIMITS.notes),
  })
  .refine(portRequired, portMessage);

/**
 * `PUT /api/itinerary/{id}`: any of the fields (the port stays required for a port day);
 * `updatedAt` is the version it was based on.
 */
export const UpdateDaySchema = z
  .object({ ...dayFields, notes: optionalMultilineText(LIMITS.notes), updatedAt: BaseVersionSchema })
  .partial();
export type UpdateDayInput = z.input<typeof UpdateDaySchema>;
export type UpdateDay = z.output<typeof UpdateDaySchema>;

/**
 * `POST /api/cruises/{id}/itinerary/import`: a whole parsed paste, saved all or nothing. Each day
 * may carry a client-made id (distinct within the import), which makes the import idempotent.
 */
export const ImportItinerarySchema = z.object({
  days: z
    .array(
      z
        .object({ id: ClientIdSchema, ...dayFields, notes: optionalMultilineText(LIMITS.notes) })
        .refine(portRequired, portMessage),
    )
    .min(1, 'Please enter a valid itinerary format')
    .max(MAX_ITINERARY_DAYS)
    .refine((days) => hasDistinctIds(days.map((day) => day.id)), 'Each day id may appear only once'),
  /** Replace the days the cruise already has (default) or add to them. */
  replace: z.boolean().optional(),
});
export type ImportItineraryInput = z.input<typeof ImportItinerarySchema>;

export const ItineraryDaySchema = z.object({
  id: z.string(),
  cruiseId: z.string(),
  dayNumber: z.number(),
  portName: z.string(),
  kind: z.enum(DAY_KINDS),
  portCall: z.enum(PORT_CALLS).nullable(),
  arrivalTime: z.string().nullable(),
  departureTime: z.string().nullable(),
  allAboardTime: z.string().nullable(),
  notes: z.string().nullable(),
  /** The gazetteer's country of the port (ISO 3166-1), when it knows the port. */
  countryCode: z.string().nullable(),
  /** The port's IANA time zone, when the gazetteer knows the port: its times are local to it. */
  timeZone: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ItineraryDay = z.infer<typeof ItineraryDaySchema>;
export const ItineraryListSchema = z.array(ItineraryDaySchema);
export const ItemIdParamsSchema = z.object({ id: z.uuid('Not found') });

/**
 * `POST /api/itinerary/read`: a pasted itinerary as the browser copied it (tabs, non-breaking
 * spaces and all), and the cruise's sail date when known (it dates and numbers the days).
 */
export const ReadItinerarySchema = z.object({
  text: z
    .string({ message: 'Paste the itinerary as text' })
    .max(
      MAX_PASTE_CHARS,
      `An itinerary paste may be at most ${MAX_PASTE_CHARS.toLocaleString('en')} characters`,
    ),
  sailDate: z.preprocess(blankToNull, DateStringSchema.nullable().optional()),
});
export type ReadItineraryInput = z.input<typeof ReadItinerarySchema>;

/** One day as the reader found it: accepted as it is by the import. */
export const ReadDaySchema = z.object({
  dayNumber: z.number(),
  date: z.string().nullable(),
  kind: z.enum(DAY_KINDS),
  portName: z.string().nullable(),
  arrivalTime: z.string().nullable(),
  departureTime: z.string().nullable(),
  portCall: z.enum(PORT_CALLS).nullable(),
  allAboardTime: z.string().nullable(),
  countryCode: z.string().nullable(),
  timeZone: z.string().nullable(),
});
export const ReadItineraryAnswerSchema = z.object({
  days: z.array(ReadDaySchema),
  /** Lines that are not a day nor part of one (headings, descriptions), shown, never dropped silently. */
  unplaced: z.array(z.object({ line: z.number(), text: z.string() })),
});
export type ReadItineraryAnswer = z.infer<typeof ReadItineraryAnswerSchema>;
