/**
 * Times of day and dates for the calendar feed, with nothing but Intl: typed times read
 * (`parseClock`), zones checked, and a wall-clock time in a named zone turned into its instant
 * (`zonedTimeToUtc`, daylight-saving changes included). The feed itself writes port times as local
 * times with their TZID and the zone's VTIMEZONE (feed.ts); the instants are what those times
 * mean, and the tests check the feed's parsed times against them.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when Intl knows the zone (a bad name in the gazetteer must not become a 500). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
function offsetAt(timeZone: string, instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time (`YYYY-MM-DD`, minutes after midnight) happens in the zone. A
 * time skipped by a spring-forward change lands just after it (01:30 → 02:30 summer time); a time
 * that happens twice at a fall-back change is its second (standard time) occurrence.
 */
export function zonedTimeToUtc(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  const first = offsetAt(timeZone, wall);
  let instant = wall - first;
  const second = offsetAt(timeZone, instant);
  if (second !== first) instant = wall - second;
  return new Date(instant);
}

/**
 * A time of day as people type it ("08:00", "8:00", "8 AM", "5:30 p.m.", "17h30"), as minutes after
 * midnight; undefined for anything else (the event then stays all-day, the text in its description).
 */
export function parseClock(text: string | null | undefined): number | undefined {
  if (!text) return undefined;
  const match = /^\s*(\d{1,2})(?:\s*[:.h]\s*(\d{2}))?\s*(?:([ap])\.?\s*m\.?)?\s*$/i.exec(text);
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  const meridiem = match[3]?.toLowerCase();
  if (minutes > 59) return undefined;
  if (meridiem) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (meridiem === 'p' ? 12 : 0);
  } else if (match[2] === undefined || hours > 23) {
    // A bare number ("8") is too vague without am/pm.
    return undefined;
  }
  return hours * 60 + minutes;
}

/** `YYYY-MM-DD` plus whole days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A `YYYY-MM-DD` date as the UTC midnight ical-generator writes all-day dates from. */
export const dateOnly = (date: string) => new Date(`${date}T00:00:00Z`);
