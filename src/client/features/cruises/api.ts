import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toLocalDateString } from '../../../shared/cruise-timing';
import type {
  CreateCruiseInput,
  Cruise,
  UpdateCruiseInput,
  UserStats,
} from '../../../shared/schemas/cruises';
import { apiJson, apiRequest } from '../../api/http';

export const CRUISES_KEY = ['/api/cruises'] as const;
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
        key.startsWith('/api/reminders') ||
        (id !== undefined && key === cruiseKey(id)[0])
      );
    },
  });
}

/**
 * Writes are named mutations (`mutationKey`) carrying a client-made id, so that the offline mode
 * can queue them, persist them and replay them in order (ARCHITECTURE.md, Offline).
 */
export function useCreateCruise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['createCruise'],
    mutationFn: (input: CreateCruiseInput & { id: string }) => apiJson<Cruise>('POST', '/api/cruises', input),
    onSuccess: (cruise) => refreshCruiseQueries(queryClient, cruise.id),
  });
}

export function useUpdateCruise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['updateCruise'],
    mutationFn: ({ id, ...input }: UpdateCruiseInput & { id: string }) =>
      apiJson<Cruise>('PUT', `/api/cruises/${id}`, input),
    onSuccess: (cruise) => refreshCruiseQueries(queryClient, cruise.id),
  });
}

export function useDeleteCruise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['deleteCruise'],
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/cruises/${id}`);
      return id;
    },
    // The deleted cruise's own query is left alone here: a page still showing it would fetch it
    // again (a 404). Callers drop it once they have moved on (`forgetCruise`).
    onSuccess: () => refreshCruiseQueries(queryClient),
  });
}

/** Drops a deleted cruise from the cache once no page shows it any more. */
export function forgetCruise(queryClient: QueryClient, id: string) {
  window.setTimeout(() => queryClient.removeQueries({ queryKey: cruiseKey(id), type: 'inactive' }), 0);
}
