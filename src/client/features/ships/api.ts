import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { OperatorCount, Ship, ShipListItem } from '../../../shared/schemas/ships';
import {
  operatorCountsPath,
  SHIP_PAGE_SIZE,
  type ShipFilters,
  shipListPath,
  TOTAL_COUNT_HEADER,
} from '../../../shared/ship-directory';

import { apiRequest } from '../../api/http';

export { type ShipFilters, shipListPath };

/** SPEC.md section 9: ship and operator lists are fresh for 5 minutes. */
const LIST_FRESH_MS = 5 * 60_000;

export interface ShipPage {
  ships: ShipListItem[];
  total: number;
  offset: number;
}

/** The directory, 12 ships a page; the total comes from the X-Total-Count header. */
export function shipDirectoryQuery(filters: ShipFilters) {
  const path = shipListPath(filters);
  return infiniteQueryOptions({
    // A second key part keeps these pages apart from a plain list of the same path.
    queryKey: [path, 'pages'],
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<ShipPage> => {
      const separator = path.includes('?') ? '&' : '?';
      const res = await apiRequest('GET', `${path}${separator}offset=${pageParam}&limit=${SHIP_PAGE_SIZE}`);
      const ships = (await res.json()) as ShipListItem[];
      return { ships, total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? ships.length), offset: pageParam };
    },
    getNextPageParam: (last) => {
      const next = last.offset + last.ships.length;
      return last.ships.length > 0 && next < last.total ? next : undefined;
    },
    staleTime: LIST_FRESH_MS,
  });
}

export function useShipDirectory(filters: ShipFilters) {
  // The previous results stay on screen while a new search loads: no flash, no layout jump.
  return useInfiniteQuery({ ...shipDirectoryQuery(filters), placeholderData: keepPreviousData });
}

export function useShip(id: string) {
  return useQuery<Ship>({ queryKey: [`/api/ships/${encodeURIComponent(id)}`], staleTime: LIST_FRESH_MS });
}

/** Cruise lines with their number of ships (retired ones too when shown), for the directory's filter. */
export function useOperatorCounts(showRetired = false) {
  return useQuery<OperatorCount[]>({
    queryKey: [operatorCountsPath(showRetired)],
    staleTime: LIST_FRESH_MS,
    placeholderData: keepPreviousData,
  });
}
