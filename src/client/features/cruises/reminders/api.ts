import { useQuery } from '@tanstack/react-query';
import { toLocalDateString } from '../../../../shared/cruise-timing';
import type { Reminders } from '../../../../shared/schemas/reminders';
import { useWrite } from '../../../offline/runtime';
import { checklistWrites } from '../checklists/api';
import { packingWrites } from '../packing/api';

/** What is overdue depends on the traveller's own date, so the client sends it. */
export const remindersKey = () => [`/api/reminders?today=${toLocalDateString(new Date())}`] as const;

export function useReminders() {
  return useQuery<Reminders>({ queryKey: remindersKey() });
}

/**
 * Ticks a reminder: the Checklists tab's own write (`updateChecklistItem`), so the tick shows at
 * once on the dashboard and on the cruise's checklists, offline too. The card says its own
 * failure toast.
 */
export function useTickReminder() {
  return useWrite(checklistWrites.updateItem);
}

/** Packs an item from the dashboard: the Packing tab's own write (`updatePackingItem`). */
export function usePackItem() {
  return useWrite(packingWrites.updateItem);
}
