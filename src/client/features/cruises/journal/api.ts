import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateJournalEntryInput,
  JournalEntry,
  UpdateJournalEntryInput,
} from '../../../../shared/schemas/journal';
import { apiJson, apiRequest } from '../../../api/http';
import { CRUISES_KEY } from '../api';
import { photosKey } from '../photos/api';
import { journalKey } from './keys';

export function useJournal(cruiseId: string) {
  return useQuery<JournalEntry[]>({ queryKey: journalKey(cruiseId) });
}

/**
 * After a journal write: the journal, the album (a photo's `journalEntryId` moved) and the cruise
 * list (its entry counts, shown on the logbook cards).
 */
function useRefresh(cruiseId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: journalKey(cruiseId) }),
      queryClient.invalidateQueries({ queryKey: photosKey(cruiseId) }),
      queryClient.invalidateQueries({ queryKey: CRUISES_KEY, exact: true }),
    ]);
}

export function useCreateJournalEntry(cruiseId: string) {
  const refresh = useRefresh(cruiseId);
  return useMutation({
    mutationKey: ['createJournalEntry'],
    mutationFn: (input: CreateJournalEntryInput & { id: string }) =>
      apiJson<JournalEntry>('POST', `/api/cruises/${cruiseId}/journal-entries`, input),
    onSuccess: refresh,
  });
}

export function useUpdateJournalEntry(cruiseId: string) {
  const refresh = useRefresh(cruiseId);
  return useMutation({
    mutationKey: ['updateJournalEntry'],
    mutationFn: ({ id, ...input }: UpdateJournalEntryInput & { id: string }) =>
      apiJson<JournalEntry>('PUT', `/api/journal-entries/${id}`, input),
    onSuccess: refresh,
  });
}

export function useDeleteJournalEntry(cruiseId: string) {
  const refresh = useRefresh(cruiseId);
  return useMutation({
    mutationKey: ['deleteJournalEntry'],
    mutationFn: (id: string) => apiRequest('DELETE', `/api/journal-entries/${id}`),
    onSuccess: refresh,
  });
}
