/**
 * What every itinerary day shares, whoever wrote it (the reader, a form, an import): its kinds and
 * the most days a cruise holds. Sea days and scenic cruising never count as ports.
 */
import { MAX_CRUISE_DAYS } from './limits.js';
import { foldPlaceName, isSeaDay } from './places.js';

export type DayKind = 'port' | 'sea' | 'scenic';

/** The most days one paste, or one cruise, may hold: a cruise's longest (`MAX_CRUISE_DAYS`). */
export const MAX_ITINERARY_DAYS = MAX_CRUISE_DAYS;

/** The kind a day's name says it is: "At Sea" is a sea day, "Scenic cruising …" scenic, else a port. */
export function dayKindOf(portName: string): DayKind {
  if (!isSeaDay(portName)) return 'port';
  return /^(scenic|cruising|transit)/.test(foldPlaceName(portName)) ? 'scenic' : 'sea';
}
