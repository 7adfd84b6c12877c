import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { ItineraryDay } from '../../../../shared/schemas/itinerary';
import type { PortSuggestion } from '../../../../shared/schemas/ports';
import { useWrite } from '../../../offline/runtime';
import { registerWrite } from '../../../offline/sync';
import { editCached, removeById } from '../cache-edits';

export const itineraryKey = (cruiseId: string) => [`/api/cruises/${cruiseId}/itinerary`] as const;

export function useItinerary(cruiseId: string) {
  return useQuery<ItineraryDay[]>({ queryKey: itineraryKey(cruiseId) });
}

/** After a change to the days: the list again, the stats (ports and countries) and the travel log (the maps). */
export function refreshItinerary(queryClient: QueryClient, cruiseId: string) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = String(query.queryKey[0]);
      return key === itineraryKey(cruiseId)[0] || key.startsWith('/api/stats') || key === '/api/travel-log';
    },
  });
}

/** "day 3 — Nassau": how the sync panels name a day. */
export const dayLabel = (day: { dayNumber: number; portName?: string | null | undefined }) =>
  `day ${day.dayNumber}${day.portName ? ` — ${day.portName}` : ''}`;

/** `label`: "day 3 — Nassau", for the sync panels. */
export type DayRemoval = { id: string; cruiseId: string; label: string };

export const deleteItineraryDay = registerWrite<DayRemoval, null>({
  name: 'deleteItineraryDay',
  action: 'delete itinerary item',
  describe: (v) => `Delete ${v.label}`,
  request: (v) => ({ method: 'DELETE', url: `/api/itinerary/${v.id}` }),
  recordId: (v) => v.id,
  apply: (queryClient, v) =>
    editCached<ItineraryDay[]>(queryClient, itineraryKey(v.cruiseId), (days) => removeById(days, v.id)),
  refresh: (queryClient, v) => refreshItinerary(queryClient, v.cruiseId),
  local: () => null,
});

export const dayRemoval = (day: ItineraryDay): DayRemoval => ({
  id: day.id,
  cruiseId: day.cruiseId,
  label: dayLabel(day),
});

export const useDeleteDay = () => useWrite(deleteItineraryDay);

/** Ports of the gazetteer that match what is typed (two letters or more), kept a day. */
export function usePortSuggestions(query: string) {
  const q = query.trim();
  return useQuery<PortSuggestion[]>({
    queryKey: [`/api/ports?q=${encodeURIComponent(q)}`],
    enabled: q.length >= 2,
    staleTime: 24 * 60 * 60_000,
  });
}
