import { useQuery } from '@tanstack/react-query';
import type { ShipImage } from '../../shared/schemas/ships';

/** SPEC.md section 9: ship and operator lists fresh for 5 minutes, the ship image for 24 hours. */
const LIST_FRESH_MS = 5 * 60_000;
const IMAGE_FRESH_MS = 24 * 60 * 60_000;

// Ship lookups that features other than the directory use (the cruise form, cruise cards).

/** Cruise line names (the Add Cruise form's first choice). */
export function useOperators() {
  return useQuery<string[]>({ queryKey: ['/api/ships/operators'], staleTime: LIST_FRESH_MS });
}

/** Ship names of one cruise line; asks only once a line is chosen. */
export function useShipNames(operator: string | undefined) {
  return useQuery<string[]>({
    queryKey: [`/api/ships/by-operator/${encodeURIComponent(operator ?? '')}`],
    enabled: Boolean(operator),
    staleTime: LIST_FRESH_MS,
  });
}

/** The query key (API path) of the picture lookup for a line and ship. */
export const shipImageKey = (cruiseLine: string, shipName: string) =>
  [`/api/ships/image/${encodeURIComponent(cruiseLine)}/${encodeURIComponent(shipName)}`] as const;

/** The picture for a cruise on this line and ship (photograph or illustration), or null. */
export function useShipImage(cruiseLine: string | undefined, shipName: string | undefined) {
  return useQuery<ShipImage>({
    queryKey: shipImageKey(cruiseLine ?? '', shipName ?? ''),
    enabled: Boolean(cruiseLine && shipName),
    staleTime: IMAGE_FRESH_MS,
  });
}
