import { DESTINATIONS, isDestination } from '../destinations.js';
import { z } from '../zod.js';

export { DESTINATION_GROUPS } from '../destinations.js';

import { CABIN_CATEGORIES } from '../cruise-fields.js';
import { GUESTS, LIMITS, MAX_CRUISE_DAYS, RATING } from '../limits.js';
import { BaseVersionSchema, cleanText, optionalMultilineText } from './common.js';

export { CABIN_CATEGORIES, RATING_FIELDS, type RatingField } from '../cruise-fields.js';

/** The largest numeric(10, 2). */
export const MAX_TOTAL_COST = 99_999_999.99;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Optional text: trimmed, control characters refused, '' → null. */
const optionalText = (max: number) => z.preprocess(blankToNull, cleanText(max).nullable().optional());
const requiredText = (max: number, message: string) =>
  z.string({ message }).pipe(cleanText(max)).pipe(z.string().min(1, message));

/** A real calendar date as `YYYY-MM-DD`. */
export const DateStringSchema = z
  .string({ message: 'Please enter a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a date as YYYY-MM-DD')
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return y >= 1900 && y <= 2200 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'Please enter a real date');

const rating = z.preprocess(
  blankToNull,
  z
    .number({ message: 'Ratings are whole stars from 1 to 5' })
    .int('Ratings are whole stars from 1 to 5')
    .min(RATING.min, 'Ratings are whole stars from 1 to 5')
    .max(RATING.max, 'Ratings are whole stars from 1 to 5')
    .nullable()
    .optional(),
);

/** numeric(10, 2): a number or numeric text, at most two decimals, 0 to 99,999,999.99. */
const TotalCostSchema = z.preprocess(
  (value) => {
    const blank = blankToNull(value);
    return typeof blank === 'string' ? Number(blank.replace(/,/g, '')) : blank;
  },
  z
    .number({ message: 'Total cost must be a number' })
    .finite('Total cost must be a number')
    .min(0, 'Total cost cannot be negative')
    .max(MAX_TOTAL_COST, 'Total cost is too large')
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Total cost has at most two decimals')
    .nullable()
    .optional(),
);

const GuestsSchema = z.preprocess(
  blankToNull,
  z
    .number({ message: `Number of guests must be between ${GUESTS.min} and ${GUESTS.max}` })
    .int(`Number of guests must be between ${GUESTS.min} and ${GUESTS.max}`)
    .min(GUESTS.min, `Number of guests must be between ${GUESTS.min} and ${GUESTS.max}`)
    .max(GUESTS.max, `Number of guests must be between ${GUESTS.min} and ${GUESTS.max}`)
    .nullable()
    .optional(),
);

/**
 * A cover photo in a request: a new image as a data URL (at most ~7 MB of text: 5 MB of bytes),
 * the `/media/…` URL the cruise already has (kept), or null to remove it.
 */
const CoverPhotoSchema = z
  .string()
  .max(7_200_000, 'File size must be less than 5MB.')
  .refine(
    (value) => value.startsWith('data:image/') || /^\/media\/[\w-]+\.jpg$/.test(value),
    'Please select a valid image file.',
  )
  .nullable()
  .optional();

/** Every field of the cruise form and of the create and update bodies (SPEC.md sections 3, 5, 7). */
const cruiseFields = {
  cruiseLine: requiredText(LIMITS.cruiseLine, 'Cruise line is required'),
  shipName: requiredText(LIMITS.shipName, 'Ship is required'),
  tripName: optionalText(LIMITS.tripName),
  sailDate: DateStringSchema,
  returnDate: DateStringSchema,
  primaryDestination: z
    .string({ message: 'Primary destination is required' })
    .min(1, 'Primary destination is required')
    .refine(isDestination, 'Please choose a destination from the list'),
  numberOfGuests: GuestsSchema,
  reservationNumber: optionalText(LIMITS.reservationNumber),
  cabinNumber: optionalText(LIMITS.cabinNumber),
  cabinCategory: z.preprocess(blankToNull, z.enum(CABIN_CATEGORIES).nullable().optional()),
  departurePort: optionalText(LIMITS.portName),
  bookingDate: z.preprocess(blankToNull, DateStringSchema.nullable().optional()),
  totalCost: TotalCostSchema,
  travelAgent: optionalText(LIMITS.travelAgent),
  isCompleted: z.boolean().optional(),
  coverPhotoUrl: CoverPhotoSchema,
  overallRating: rating,
  shipRating: rating,
  cabinRating: rating,
  diningRating: rating,
  serviceRating: rating,
  portsRating: rating,
  entertainmentRating: rating,
  reviewSummary: optionalMultilineText(LIMITS.reviewSummary),
};

const datesInOrder = (v: { sailDate?: string | undefined; returnDate?: string | undefined }) =>
  !v.sailDate || !v.returnDate || v.returnDate >= v.sailDate;
const datesMessage = { message: 'Return date cannot be before the sail date', path: ['returnDate'] };

/** Days from sail day to return day, both counted (a same-day cruise is 1). */
export function cruiseDays(sailDate: string, returnDate: string): number {
  return (
    Math.round((Date.parse(`${returnDate}T00:00:00Z`) - Date.parse(`${sailDate}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** The longest cruise there is room for (`MAX_CRUISE_DAYS`): a world cruise is under 300 days. */
export const CRUISE_TOO_LONG = `A cruise can last at most ${MAX_CRUISE_DAYS} days`;
const notTooLong = (v: { sailDate?: string | undefined; returnDate?: string | undefined }) =>
  !v.sailDate ||
  !v.returnDate ||
  v.returnDate < v.sailDate ||
  cruiseDays(v.sailDate, v.returnDate) <= MAX_CRUISE_DAYS;
const lengthMessage = { message: CRUISE_TOO_LONG, path: ['returnDate'] };

/** POST /api/cruises: an optional client-made id (UUID) makes a retried create idempotent. */
export const CreateCruiseSchema = z
  .object({ id: z.uuid('The id must be a UUID').optional(), ...cruiseFields })
  .refine(datesInOrder, datesMessage)
  .refine(notTooLong, lengthMessage);
export type CreateCruiseInput = z.input<typeof CreateCruiseSchema>;
export type CreateCruise = z.output<typeof CreateCruiseSchema>;

/**
 * PUT /api/cruises/{id}: the same fields, any subset (absent = unchanged). `updatedAt`, when sent,
 * is the version the edit was based on: a cruise changed since answers 409 with its current state.
 */
export const UpdateCruiseSchema = z
  .object({ ...cruiseFields, updatedAt: BaseVersionSchema })
  .partial()
  .refine(datesInOrder, datesMessage)
  .refine(notTooLong, lengthMessage);
export type UpdateCruiseInput = z.input<typeof UpdateCruiseSchema>;
export type UpdateCruise = z.output<typeof UpdateCruiseSchema>;

export const CruiseIdParamsSchema = z.object({ id: z.uuid('Cruise not found') });

/** A cruise as the API returns it: never image bytes, only URLs. */
export const CruiseSchema = z.object({
  id: z.string(),
  tripName: z.string().nullable(),
  cruiseLine: z.string(),
  shipName: z.string(),
  sailDate: z.string(),
  returnDate: z.string(),
  primaryDestination: z.string(),
  reservationNumber: z.string().nullable(),
  cabinNumber: z.string().nullable(),
  numberOfGuests: z.number().nullable(),
  cabinCategory: z.string().nullable(),
  departurePort: z.string().nullable(),
  bookingDate: z.string().nullable(),
  totalCost: z.number().nullable(),
  travelAgent: z.string().nullable(),
  isCompleted: z.boolean(),
  coverPhotoUrl: z.string().nullable(),
  /** A small version of the cover for lists (null without a cover of its own). */
  coverThumbnailUrl: z.string().nullable(),
  overallRating: z.number().nullable(),
  shipRating: z.number().nullable(),
  cabinRating: z.number().nullable(),
  diningRating: z.number().nullable(),
  serviceRating: z.number().nullable(),
  portsRating: z.number().nullable(),
  entertainmentRating: z.number().nullable(),
  reviewSummary: z.string().nullable(),
  /** Journal entries of the cruise (the logbook card's count). */
  entryCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Cruise = z.infer<typeof CruiseSchema>;
export const CruiseListSchema = z.array(CruiseSchema);

export const StatsQuerySchema = z.object({ today: DateStringSchema.optional() });
export const UserStatsSchema = z.object({
  totalCruises: z.number(),
  totalNights: z.number(),
  uniquePorts: z.number(),
  countries: z.number(),
  completedCruises: z.number(),
});
export type UserStats = z.infer<typeof UserStatsSchema>;

export { DESTINATIONS };
