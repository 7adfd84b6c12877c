import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDayInput,
  ImportItineraryInput,
  ItineraryDay,
  UpdateDayInput,
} from '../../../../shared/schemas/itinerary';
import type { PortSuggestion } from '../../../../shared/schemas/ports';
import { apiJson, apiRequest } from '../../../api/http';

export const itineraryKey = (cruiseId: string) => [`/api/cruises/${cruiseId}/itinerary`] as const;

export function useItinerary(cruiseId: string) {
  return useQuery<ItineraryDay[]>({ queryKey: itineraryKey(cruiseId) });
}

/** After a change to the days: the list again, and the stats (ports and countries). */
function useRefresh(cruiseId: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => {
        const key = String(query.queryKey[0]);
        return key === itineraryKey(cruiseId)[0] || key.startsWith('/api/stats');
      },
    });
}

export function useAddDay(cruiseId: string) {
  const refresh = useRefresh(cruiseId);
  return useMutation({
    mutationKey: ['addItineraryDay'],
    mutationFn: (input: CreateDayInput & { id: string }) =>
      apiJson<ItineraryDay>('POST', `/api/cruises/${cruiseId}/itinerary`, input),
    onSuccess: refresh,
  });
}

export function useImportItinerary(cruiseId: string) {
  const refresh = useRefresh(cruiseId);
  return useMutation({
    mutationKey: ['importItinerary'],
    mutationFn: (input: ImportItineraryInput) =>
      apiJson<ItineraryDay[]>('POST', `/api/cruises/${cruiseId}/itinerary/import`, input),
    onSuccess: refresh,
  });
}

export function useUpdateDay(cruiseId: string) {
  const refresh = useRefresh(cruiseId);
  return useMutation({
    mutationKey: ['updateItineraryDay'],
    mutationFn: ({ id, ...input }: UpdateDayInput & { id: string }) =>
      apiJson<ItineraryDay>('PUT', `/api/itinerary/${id}`, input),
    onSuccess: refresh,
  });
}

export function useDeleteDay(cruiseId: string) {
  const refresh = useRefresh(cruiseId);
  return useMutation({
    mutationKey: ['deleteItineraryDay'],
    mutationFn: (id: string) => apiRequest('DELETE', `/api/itinerary/${id}`),
    onSuccess: refresh,
  });
}

/** Ports of the gazetteer that match what is typed (two letters or more), kept a day. */
export function usePortSuggestions(query: string) {
  const q = query.trim();
  return useQuery<PortSuggestion[]>({
    queryKey: [`/api/ports?q=${encodeURIComponent(q)}`],
    enabled: q.length >= 2,
    staleTime: 24 * 60 * 60_000,
  });
}
