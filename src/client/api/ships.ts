import { useQuery } from '@tanstack/react-query';
import { shipImagePath } from '../../shared/first-page-keys';
import type { ShipImage } from '../../shared/schemas/ships';

/** SPEC.md section 9: ship and operator lists fresh for 5 minutes, the ship image for 24 hours. */
const LIST_FRESH_MS = 5 * 60_000;
const IMAGE_FRESH_MS = 24 * 60 * 60_000;

// Ship lookups that features other than the directory use (the cruise form, cruise cards).

/**
 * The day the cruise form's ship lists are asked for: a sail date in the past (the lines and
 * names of that year, a renamed ship under the name it had then); otherwise none (today's fleet).
 */
export function shipListDate(sailDate: string | undefined, today = new Date()): string | undefined {
  if (!sailDate || !/^\d{4}-\d{2}-\d{2}$/.test(sailDate)) return undefined;
  const local = new Date(today.getTime() - today.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  return sailDate < local ? sailDate : undefined;
}

const onDate = (date: string | undefined) => (date ? `?date=${date}` : '');

/** Cruise line names (the Add Cruise form's first choice), those of a past sail date's year when given. */
export function useOperators(date?: string) {
  return useQuery<string[]>({ queryKey: [`/api/ships/operators${onDate(date)}`], staleTime: LIST_FRESH_MS });
}

/** Ship names of one cruise line (as they were on a past sail date, when given); asks once a line is chosen. */
export function useShipNames(operator: string | undefined, date?: string) {
  return useQuery<string[]>({
    queryKey: [`/api/ships/by-operator/${encodeURIComponent(operator ?? '')}${onDate(date)}`],
    enabled: Boolean(operator),
    staleTime: LIST_FRESH_MS,
  });
}

/** The query key (API path) of the picture lookup for a line and ship. */
export const shipImageKey = (cruiseLine: string, shipName: string) =>
  [shipImagePath(cruiseLine, shipName)] as const;

/** The picture for a cruise on this line and ship (photograph or illustration), or null. */
export function useShipImage(cruiseLine: string | undefined, shipName: string | undefined) {
  return useQuery<ShipImage>({
    queryKey: shipImageKey(cruiseLine ?? '', shipName ?? ''),
    enabled: Boolean(cruiseLine && shipName),
    staleTime: IMAGE_FRESH_MS,
  });
}
