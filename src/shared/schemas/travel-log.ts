import { z } from '../zod.js';

/**
 * `GET /api/travel-log` and `GET /api/users/{id}/travel-log`: a traveller's cruises with each day's
 * port resolved through the gazetteer (name, country, coordinates), the input of the map, the year
 * in review and the achievements (`src/shared/travel-log.ts`). Nothing private: no times, notes,
 * reservation, cabin or cost.
 */
export const LoggedPortSchema = z.object({
  name: z.string(),
  country: z.string(),
  lat: z.number(),
  lon: z.number(),
});

export const LoggedDaySchema = z.object({
  dayNumber: z.number().int(),
  /** The day's port as typed (a sea day's label, or a port the gazetteer does not know). */
  label: z.string(),
  port: LoggedPortSchema.nullable(),
  isSeaDay: z.boolean(),
});

export const LoggedCruiseSchema = z.object({
  id: z.string(),
  tripName: z.string().nullable(),
  primaryDestination: z.string(),
  cruiseLine: z.string(),
  shipName: z.string(),
  sailDate: z.string(),
  returnDate: z.string(),
  isCompleted: z.boolean(),
  days: z.array(LoggedDaySchema),
});
export type LoggedCruiseAnswer = z.infer<typeof LoggedCruiseSchema>;
export const TravelLogSchema = z.array(LoggedCruiseSchema);
