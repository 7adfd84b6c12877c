/**
 * The fixed choices of a cruise's form, without zod: the form shows them on its first screen,
 * while the schema that checks them (`schemas/cruises.ts`) loads after it (issue 15).
 */

/** Cabin Category options (SPEC.md section 5). */
export const CABIN_CATEGORIES = ['Interior', 'Ocean View', 'Balcony', 'Suite'] as const;
/** The seven ratings of a review, in the order the form shows them. */
export const RATING_FIELDS = [
  'overallRating',
  'shipRating',
  'cabinRating',
  'diningRating',
  'serviceRating',
  'portsRating',
  'entertainmentRating',
] as const;
export type RatingField = (typeof RATING_FIELDS)[number];
