import { useQuery } from '@tanstack/react-query';
import type { JournalEntry } from '../../../../shared/schemas/journal';
import { journalKey } from './keys';

/** A cruise's journal, by date; the writes are in `writes.ts` (through the offline outbox). */
export function useJournal(cruiseId: string) {
  return useQuery<JournalEntry[]>({ queryKey: journalKey(cruiseId) });
}
