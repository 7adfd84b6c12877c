/**
 * The itinerary paste parser (SPEC.md section 5, Itinerary): one day per line, as 'Day N: port',
 * 'N. port' or a plain port (its day is its position among the non-blank lines). Up to two times,
 * with or without AM/PM, are the arrival then the departure, and are taken out of the port name.
 * Sea days and scenic cruising are recognised, so they never count as ports.
 */
import { MAX_CRUISE_DAYS } from './limits.js';
import { foldPlaceName, isSeaDay } from './places.js';

export type DayKind = 'port' | 'sea' | 'scenic';

export interface ParsedDay {
  dayNumber: number;
  portName: string;
  /** 24-hour `HH:MM`, or null. */
  arrivalTime: string | null;
  departureTime: string | null;
  kind: DayKind;
}

/** The most days one paste, or one cruise, may hold: a cruise's longest (`MAX_CRUISE_DAYS`). */
export const MAX_ITINERARY_DAYS = MAX_CRUISE_DAYS;

// A time is "7:30", "07:30", "7:30 PM", "7 pm", "7pm", "19:30" or "7.30am"; a bare number is not
// (it may be part of a name: "Pier 39").
const TIME = /(?<![\w:.])(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?(?![\w:])/gi;
const DAY_PREFIX = /^\s*(?:day\s*(\d{1,3})\s*[:.)\-–—]?|(\d{1,3})\s*[.):\-–—])\s*/i;

/** `HH:MM` (24-hour) for a matched time, or null when it is not a real time of day. */
function toClock(hours: string, minutes: string | undefined, meridiem: string | undefined): string | null {
  let h = Number(hours);
  const m = minutes === undefined ? 0 : Number(minutes);
  if (m > 59) return null;
  if (meridiem) {
    if (h < 1 || h > 12) return null;
    const isPm = meridiem.toLowerCase().startsWith('p');
    if (h === 12) h = isPm ? 12 : 0;
    else if (isPm) h += 12;
  } else if (minutes === undefined || h > 23) {
    return null;
  }
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Takes up to two times out of a line: [arrival, departure] and the text without them. */
function extractTimes(text: string): { rest: string; times: string[] } {
  const times: string[] = [];
  const rest = text.replace(TIME, (match, hours: string, minutes?: string, meridiem?: string) => {
    if (times.length >= 2) return match;
    const clock = toClock(hours, minutes, meridiem);
    if (!clock) return match;
    times.push(clock);
    return ' ';
  });
  return { rest, times };
}

const SEPARATORS = new Set(['-', '–', '—', '|', ',', ';', ':', '/', '@', ' ']);

/** `text` without separators (and spaces) at either end, by scanning: no regular expression to backtrack. */
function trimSeparators(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && SEPARATORS.has(text[start]!)) start += 1;
  while (end > start && SEPARATORS.has(text[end - 1]!)) end -= 1;
  return text.slice(start, end);
}

/**
 * What is left of a port name once times are gone: no dangling separators or "arrive/depart"
 * words. Every expression here runs in linear time on any line (issue 29, point 8): spaces are
 * single by now, so no pattern starts with an unbounded run that it could rescan from each place.
 */
function cleanPortName(text: string): string {
  const spaced = text
    .replace(/\b(arrive|arrival|arr|depart|departure|dep|all aboard)\b\.?/gi, ' ')
    .replace(/[()[\]]/g, ' ')
    .replace(/\s+/g, ' ');
  return trimSeparators(spaced.replace(/ ?[-–—|,;/@]+ ?(?=[-–—|,;/@]|$)/g, ' ')).replace(/ {2,}/g, ' ');
}

/**
 * The longest line the reader looks at. A day's line is a port, times and a few words (a port name
 * is at most 200 characters); a pasted paragraph longer than this is cut, so no line, however long,
 * costs more than a bounded amount of work.
 */
export const MAX_LINE_CHARS = 1_000;

export function dayKindOf(portName: string): DayKind {
  if (!isSeaDay(portName)) return 'port';
  return /^(scenic|cruising|transit)/.test(foldPlaceName(portName)) ? 'scenic' : 'sea';
}

/**
 * One line's parts: its day number (from a "Day N" or "N." prefix, else null), its port name and
 * up to two times. Linear in the line's length, whatever the line (tested without the cap).
 */
export function readLine(line: string): { dayNumber: number | null; portName: string; times: string[] } {
  const prefix = DAY_PREFIX.exec(line);
  const body = prefix ? line.slice(prefix[0].length) : line;
  const { rest, times } = extractTimes(body);
  return {
    dayNumber: prefix ? Number(prefix[1] ?? prefix[2]) : null,
    portName: cleanPortName(rest).slice(0, 200),
    times,
  };
}

/** Parses pasted text into days; lines without a place name (blank, junk, a lone time) are skipped. */
export function parseItinerary(text: string): ParsedDay[] {
  const days: ParsedDay[] = [];
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.slice(0, MAX_LINE_CHARS).replace(/\s+/g, ' '))
    .filter((line) => line.trim() !== '');
  for (const [index, line] of lines.entries()) {
    if (days.length >= MAX_ITINERARY_DAYS) break;
    const read = readLine(line);
    const dayNumber = read.dayNumber ?? index + 1;
    const { portName, times } = read;
    if (!/\p{L}/u.test(portName) || dayNumber < 1) continue;
    const kind = dayKindOf(portName);
    days.push({
      dayNumber,
      portName,
      arrivalTime: kind === 'port' ? (times[0] ?? null) : null,
      departureTime: kind === 'port' ? (times[1] ?? null) : null,
      kind,
    });
  }
  return days;
}
