/**
 * A zone's offset from UTC on a date, and how it reads ("UTC−4", "UTC+5:30"), with nothing but
 * Intl: the day cards say when a port keeps another clock than the day before (the ship's clock
 * may differ), and the times they show are the port's own.
 */

/** The zone's offset from UTC in minutes at noon UTC of `date` (`YYYY-MM-DD`), or null for an unknown zone. */
export function offsetMinutes(timeZone: string, date: string): number | null {
  try {
    const at = new Date(`${date}T12:00:00Z`);
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      timeZoneName: 'longOffset',
    }).formatToParts(at);
    const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
    if (name === 'GMT') return 0;
    const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
    if (!match) return null;
    const minutes = Number(match[2]) * 60 + Number(match[3]);
    return match[1] === '-' ? -minutes : minutes;
  } catch {
    return null;
  }
}

/** "UTC", "UTC−4", "UTC+5:30" (a true minus sign). */
export function utcLabel(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes < 0 ? '\u2212' : '+';
  const abs = Math.abs(minutes);
  const hours = Math.floor(abs / 60);
  const rest = abs % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

export interface ClockChange {
  /** The day's port's offset. */
  port: number;
  /** The offset of the last port before it (or of the embarkation port). */
  before: number;
}

/**
 * For each day (in order) with a zone, the clock change since the previous port with one, when
 * there is one; days without a known zone neither have nor break one. `dateOf` dates a day.
 */
export function clockChanges<T extends { timeZone?: string | null | undefined }>(
  days: readonly T[],
  dateOf: (day: T) => string,
): Map<T, ClockChange> {
  const changes = new Map<T, ClockChange>();
  let previous: number | null = null;
  for (const day of days) {
    if (!day.timeZone) continue;
    const offset = offsetMinutes(day.timeZone, dateOf(day));
    if (offset === null) continue;
    if (previous !== null && offset !== previous) changes.set(day, { port: offset, before: previous });
    previous = offset;
  }
  return changes;
}
