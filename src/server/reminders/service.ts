/**
 * The dashboard's Reminders and To Do's (issue "Cruise detail", item 4): instead of the spec's
 * empty placeholders, the dated checklist items that are due (overdue first, with their cruise)
 * and what is still to pack for the next cruise. `today` is the traveller's local date.
 */
import type { Reminders } from '../../shared/schemas/reminders.js';
import type { CruiseContext } from '../cruises/service.js';
import { findDueItems, findNextCruise, findPackingProgress, findRecentlyDone } from './repository.js';

export const REMINDER_LIMITS = { due: 5, recentlyDone: 3, packing: 5 } as const;

/**
 * `today` comes from the client (the traveller's own date). Without it the server's UTC date is
 * used: at worst a reminder turns overdue a few hours early or late, and the app always sends it.
 */
export async function dashboardReminders(
  ctx: CruiseContext,
  userId: string,
  today?: string,
): Promise<Reminders> {
  const day = today ?? new Date().toISOString().slice(0, 10);
  const db = ctx.database.db;
  const [due, done, next] = await Promise.all([
    findDueItems(db, userId, day, REMINDER_LIMITS.due),
    findRecentlyDone(db, userId, day, REMINDER_LIMITS.recentlyDone),
    findNextCruise(db, userId, day),
  ]);
  const withOverdue = <T extends { dueDate: string; isCompleted: boolean }>(item: T) => ({
    ...item,
    isOverdue: !item.isCompleted && item.dueDate < day,
  });
  let packing: Reminders['packing'] = null;
  if (next) {
    const progress = await findPackingProgress(db, next.id, REMINDER_LIMITS.packing);
    if (progress.total > 0) {
      packing = { cruiseId: next.id, cruiseName: next.name, sailDate: next.sailDate, ...progress };
    }
  }
  return {
    due: due.items.map(withOverdue),
    dueCount: due.total,
    recentlyDone: done.map(withOverdue),
    packing,
  };
}
