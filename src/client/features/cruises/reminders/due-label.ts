import { daysBetween, parseLocalDate } from '../../../../shared/cruise-timing';
import { onFirstUse } from '../../../lib/on-first-use';

const shortDate = onFirstUse(() => new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' }));

/** "Overdue by 3 days", "Due today", "Due tomorrow", "Due Jul 12": how a traveller reads a due date. */
export function dueLabel(dueDate: string, today: string, isCompleted = false): string {
  const days = daysBetween(today, dueDate);
  if (isCompleted) return `Was due ${shortDate().format(parseLocalDate(dueDate))}`;
  if (days < 0) return `Overdue by ${-days} ${days === -1 ? 'day' : 'days'}`;
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  return `Due ${shortDate().format(parseLocalDate(dueDate))}`;
}
