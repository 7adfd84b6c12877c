import { type QueryClient, useQuery } from '@tanstack/react-query';
import { toLocalDateString } from '../../../shared/cruise-timing';
import type { Cruise, UserStats } from '../../../shared/schemas/cruises';

export const CRUISES_KEY = ['/api/cruises'] as const;
/** The add-cruise write's name (`cruise-writes.ts`), for a page that loads that module later. */
export const CREATE_CRUISE_WRITE = 'createCruise';
export const cruiseKey = (id: string) => [`/api/cruises/${id}`] as const;
/** Stats count "completed" against the traveller's own date. */
export const statsKey = () => [`/api/stats?today=${toLocalDateString(new Date())}`] as const;

export function useCruises() {
  return useQuery<Cruise[]>({ queryKey: CRUISES_KEY });
}

export function useCruise(id: string) {
  return useQuery<Cruise>({ queryKey: cruiseKey(id) });
}

export function useStats() {
  return useQuery<UserStats>({ queryKey: statsKey() });
}

/**
 * After any cruise write: the list, that cruise and the stats are loaded again (SPEC.md section 7),
 * and the dashboard's reminders (a cruise's dates decide which are due).
 */
export function refreshCruiseQueries(queryClient: QueryClient, id?: string) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = String(query.queryKey[0]);
      return (
        key === CRUISES_KEY[0] ||
        key.startsWith('/api/stats') ||
        key === '/api/travel-log' ||
        key.startsWith('/api/reminders') ||
        (id !== undefined && key === cruiseKey(id)[0])
      );
    },
  });
}

/** Drops a deleted cruise from the cache once no page shows it any more. */
export function forgetCruise(queryClient: QueryClient, id: string) {
  window.setTimeout(() => queryClient.removeQueries({ queryKey: cruiseKey(id), type: 'inactive' }), 0);
}
