/** Dates of a journal: which day of the cruise a date is, the dialog's default date, the headings. */
import {
  daysBetween,
  isOnboard,
  parseLocalDate,
  type TimedCruise,
  toLocalDateString,
} from '../../../../shared/cruise-timing';
import type { JournalEntry } from '../../../../shared/schemas/journal';
import { onFirstUse } from '../../../lib/on-first-use';

/** Day 1 is the sail date; a date before it has no day number. */
export function dayNumberOn(sailDate: string, date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const day = daysBetween(sailDate, date) + 1;
  return day >= 1 ? day : null;
}

/** Today while the cruise is under way (the traveller writes as it happens), else the sail date. */
export function defaultEntryDate(cruise: TimedCruise, now: Date = new Date()): string {
  return isOnboard(cruise, now) ? toLocalDateString(now) : cruise.sailDate;
}

const longDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat(undefined, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);

export const formatEntryDate = (date: string) => longDate().format(parseLocalDate(date));

export interface JournalDay {
  date: string;
  /** 'Day 3 · Juneau · Sunday, July 12, 2027' (day and port when the entries give them). */
  heading: string;
  entries: JournalEntry[];
}

/** Entries (already in date order) gathered by date, each date headed by its day and ports. */
export function groupByDay(entries: JournalEntry[]): JournalDay[] {
  const days: JournalDay[] = [];
  for (const entry of entries) {
    const last = days.at(-1);
    if (last && last.date === entry.entryDate) last.entries.push(entry);
    else days.push({ date: entry.entryDate, heading: '', entries: [entry] });
  }
  for (const day of days) {
    const dayNumber = day.entries.find((e) => e.dayNumber !== null)?.dayNumber;
    const ports = [...new Set(day.entries.map((e) => e.portName).filter(Boolean))];
    day.heading = [
      dayNumber ? `Day ${dayNumber}` : null,
      ports.join(' & ') || null,
      formatEntryDate(day.date),
    ]
      .filter(Boolean)
      .join(' · ');
  }
  return days;
}
