import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateExcursionInput,
  Excursion,
  UpdateExcursionInput,
} from '../../../../shared/schemas/excursions';
import { apiJson, apiRequest } from '../../../api/http';

export const excursionsKey = (cruiseId: string) => [`/api/cruises/${cruiseId}/excursions`] as const;

export function useExcursions(cruiseId: string) {
  return useQuery<Excursion[]>({ queryKey: excursionsKey(cruiseId) });
}

function useRefresh(cruiseId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: excursionsKey(cruiseId) });
}

export function useAddExcursion(cruiseId: string) {
  const refresh = useRefresh(cruiseId);
  return useMutation({
    mutationKey: ['addExcursion'],
    mutationFn: (input: CreateExcursionInput & { id: string }) =>
      apiJson<Excursion>('POST', `/api/cruises/${cruiseId}/excursions`, input),
    onSuccess: refresh,
  });
}

export function useUpdateExcursion(cruiseId: string) {
  const refresh = useRefresh(cruiseId);
  return useMutation({
    mutationKey: ['updateExcursion'],
    mutationFn: ({ id, ...input }: UpdateExcursionInput & { id: string }) =>
      apiJson<Excursion>('PUT', `/api/excursions/${id}`, input),
    onSuccess: refresh,
  });
}

export function useDeleteExcursion(cruiseId: string) {
  const refresh = useRefresh(cruiseId);
  return useMutation({
    mutationKey: ['deleteExcursion'],
    mutationFn: (id: string) => apiRequest('DELETE', `/api/excursions/${id}`),
    onSuccess: refresh,
  });
}
