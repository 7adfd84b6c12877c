import { memoize } from '../memo.js';
/**
 * Dates as itineraries write them, found in a line: ISO (2023-07-02), day.month.(year) (21.05.,
 * 08.07.98, 15.07.2015), month/day (4/27, US order; a day over 12 first means day/month), Japanese
 * (2018年4月11日, 4月11日), and month names in the languages cruisers paste (Nov 16, 2025; Tuesday,
 * April 15; 3 de Febrero; 15 juillet; Sat 20-Apr; 17 / July / 2021). Weekday names beside them go
 * with them. A date is a month and a day, and a year when it says one.
 */

export interface FoundDate {
  year: number | null;
  month: number;
  day: number;
  start: number;
  end: number;
  /** Written with a slash and both parts 12 or under ("04/09"): which is the month is the
   * paste's to say (`dayFirstSlashes`); read month first until then. */
  swappable?: true;
}

const MONTHS: [number, string[]][] = [
  [
    1,
    [
      'january',
      'jan',
      'januar',
      'janvier',
      'janv',
      'enero',
      'ene',
      'gennaio',
      'gen',
      'janeiro',
      'januari',
      'stycznia',
      'styczen',
      'styczeń',
      'jänner',
    ],
  ],
  [
    2,
    [
      'february',
      'feb',
      'februar',
      'fevrier',
      'fevr',
      'febrero',
      'febbraio',
      'fevereiro',
      'fev',
      'februari',
      'lutego',
      'luty',
    ],
  ],
  [3, ['march', 'mar', 'marz', 'maerz', 'mars', 'marzo', 'marco', 'maart', 'marca', 'marzec']],
  [4, ['april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile', 'kwietnia', 'kwiecien']],
  [5, ['may', 'mai', 'mayo', 'maggio', 'mag', 'maio', 'mei', 'maj', 'maja']],
  [6, ['june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'giu', 'junho', 'czerwca', 'czerwiec']],
  [7, ['july', 'jul', 'juli', 'juillet', 'juil', 'julio', 'luglio', 'lug', 'julho', 'lipca', 'lipiec']],
  [8, ['august', 'aug', 'aout', 'agosto', 'ago', 'augustus', 'sierpnia', 'sierpien']],
  [
    9,
    [
      'september',
      'sep',
      'sept',
      'septembre',
      'septiembre',
      'settembre',
      'set',
      'setembro',
      'wrzesnia',
      'wrzesien',
    ],
  ],
  [
    10,
    [
      'october',
      'oct',
      'oktober',
      'okt',
      'octobre',
      'octubre',
      'ottobre',
      'ott',
      'outubro',
      'out',
      'pazdziernika',
      'pazdziernik',
    ],
  ],
  [11, ['november', 'nov', 'novembre', 'noviembre', 'novembro', 'listopada', 'listopad']],
  [
    12,
    [
      'december',
      'dec',
      'dezember',
      'dez',
      'decembre',
      'diciembre',
      'dic',
      'dicembre',
      'dezembro',
      'grudnia',
      'grudzien',
    ],
  ],
];
const MONTH_OF = new Map<string, number>();
for (const [month, names] of MONTHS) for (const name of names) MONTH_OF.set(name, month);

/** Weekday names and abbreviations (folded), to be taken out with a date. */
export const WEEKDAYS = new Set([
  'monday',
  'mon',
  'tuesday',
  'tue',
  'tues',
  'wednesday',
  'wed',
  'thursday',
  'thu',
  'thur',
  'thurs',
  'friday',
  'fri',
  'saturday',
  'sat',
  'sunday',
  'sun',
  'montag',
  'mo',
  'dienstag',
  'di',
  'mittwoch',
  'mi',
  'donnerstag',
  'do',
  'freitag',
  'fr',
  'samstag',
  'sa',
  'sonntag',
  'so',
  'lundi',
  'lun',
  'mardi',
  'mar',
  'mercredi',
  'mer',
  'jeudi',
  'jeu',
  'vendredi',
  'ven',
  'samedi',
  'sam',
  'dimanche',
  'dim',
  'lunes',
  'martes',
  'miercoles',
  'jueves',
  'viernes',
  'sabado',
  'domingo',
  // Spanish short forms ("2 - Dom: Kiel", "5 - Mié: Flaam"); "lun", "mar", "mer" are above.
  'mie',
  'jue',
  'vie',
  'sab',
  'dom',
  'lunedi',
  'martedi',
  'mercoledi',
  'giovedi',
  'venerdi',
  'domenica',
  'sabato',
  'segunda',
  'segunda-feira',
  'terca-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'terca',
  'quarta',
  'quinta',
  'sexta',
  'maandag',
  'dinsdag',
  'woensdag',
  'donderdag',
  'vrijdag',
  'zaterdag',
  'zondag',
  'mandag',
  'tirsdag',
  'onsdag',
  'torsdag',
  'fredag',
  'lordag',
  'sondag',
  'mandag',
  'poniedzialek',
  'wtorek',
  'sroda',
  'czwartek',
  'piatek',
  'sobota',
  'niedziela',
  'pon',
  'wt',
  'sr',
  'czw',
  'pt',
  'sob',
  'niedz',
  'ndz',
  // Polish two-letter forms ("1 - so - 28.08", "3 - pn - 30.08").
  'pn',
  'cz',
  'nd',
]);

const fold = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/\.$/, '');

const yearOf = (text: string | undefined): number | null => {
  if (!text) return null;
  const n = Number(text);
  if (text.length === 2) return n + (n < 70 ? 2000 : 1900);
  return n >= 1950 && n <= 2100 ? n : null;
};

const valid = (month: number, day: number) => month >= 1 && month <= 12 && day >= 1 && day <= 31;

const WORD = '[\\p{L}]{3,12}\\.?';

/**
 * "so - 28.08", "Mon, 02.09": a day and month without the closing dot, after a weekday (alone,
 * "02.09" is a time). Each as the span of its numbers.
 */
export function weekdayDayMonths(text: string): { start: number; end: number; day: number; month: number }[] {
  const out: { start: number; end: number; day: number; month: number }[] = [];
  for (const m of text.matchAll(
    /(?<!\p{L})(\p{L}{2,12})\.?\s?[-–,]?\s?(\d{1,2})\.(\d{1,2})(?![\p{N}.:])/gu,
  )) {
    if (!WEEKDAYS.has(fold(m[1]!))) continue;
    const numbers = `${m[2]}.${m[3]}`;
    const start = m.index! + m[0].length - numbers.length;
    out.push({ start, end: m.index! + m[0].length, day: Number(m[2]), month: Number(m[3]) });
  }
  // "8.16, Fri: Isafjordur", "8:19, Mon: Geiranger": a blog's month and day (or day and month)
  // leading its line, then the weekday.
  const lead = /^(\s*)(\d{1,2})[.:](\d{1,2}),?\s?(\p{L}{2,12})\b/u.exec(text);
  if (lead && WEEKDAYS.has(fold(lead[4]!)) && !out.some((date) => date.start <= lead[0].length)) {
    const [a, b] = [Number(lead[2]), Number(lead[3])];
    const [month, day] = b > 12 ? [a, b] : [b, a];
    const start = lead[1]!.length;
    out.push({ start, end: start + lead[2]!.length + 1 + lead[3]!.length, day, month });
  }
  return out;
}

/** Every date in `text`, in order, without overlaps. */
function findDatesUncached(text: string): FoundDate[] {
  // Every date written has a digit (most lines of a paste have none).
  if (!/\d/u.test(text)) return [];
  const found: FoundDate[] = [];
  const add = (
    year: number | null,
    month: number,
    day: number,
    start: number,
    end: number,
    swappable = false,
  ) => {
    if (!valid(month, day)) return;
    if (found.some((other) => start < other.end && end > other.start)) return;
    found.push({ year, month, day, start, end, ...(swappable ? { swappable: true as const } : {}) });
  };
  for (const m of text.matchAll(/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g))
    add(yearOf(m[1]), Number(m[2]), Number(m[3]), m.index!, m.index! + m[0].length);
  for (const m of text.matchAll(/(?<![\p{N}/])(\d{4})\s?\/\s?(\d{1,2})\s?\/\s?(\d{1,2})(?![\p{N}/])/gu))
    add(yearOf(m[1]), Number(m[2]), Number(m[3]), m.index!, m.index! + m[0].length);
  for (const m of text.matchAll(/(?:(\d{4})\s?年\s?)?(\d{1,2})\s?月\s?(\d{1,2})\s?日/gu))
    add(yearOf(m[1]), Number(m[2]), Number(m[3]), m.index!, m.index! + m[0].length);
  // 21.05. / 08.07.98 / 15.07.2015 (day first); "15.07.15: Kiel" too.
  for (const m of text.matchAll(
    /(?<![\p{N}.:])(\d{1,2})\.\s?(\d{1,2})\.(?:\s?(\d{4}|\d{2})(?![\p{N}]|:\d))?/gu,
  ))
    add(yearOf(m[3]), Number(m[2]), Number(m[1]), m.index!, m.index! + m[0].length);
  // 4/27, 17/07/2021: month first unless the first is over 12.
  for (const m of text.matchAll(
    /(?<![\p{N}/])(\d{1,2})\s?\/\s?(\d{1,2})(?:\s?\/\s?(\d{4}|\d{2}))?(?![\p{N}/])/gu,
  )) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    const [month, day] = a > 12 ? [b, a] : [a, b];
    add(yearOf(m[3]), month, day, m.index!, m.index! + m[0].length, a <= 12 && b <= 12 && a !== b);
  }
  for (const date of weekdayDayMonths(text)) add(null, date.month, date.day, date.start, date.end);
  // "07DEC24": a booking system's day, month and year run together.
  for (const m of text.matchAll(/(?<![\p{L}\p{N}])(\d{2})(\p{L}{3})(\d{2})(?![\p{L}\p{N}])/gu)) {
    const month = MONTH_OF.get(fold(m[2]!));
    if (month) add(yearOf(m[3]), month, Number(m[1]), m.index!, m.index! + m[0].length);
  }
  // "29-07 dom", "01-08-2012": day and month with a dash, two digits each, leading the text (a
  // dash between numbers elsewhere is a range).
  const dashed = /^(\s*(?:\p{L}{2,10}\.?,?\s)?)(\d{2})-(\d{2})(?:-(\d{4}|\d{2}))?(?![\p{N}:.,-])/u.exec(text);
  if (dashed) {
    const start = dashed[1]!.length;
    add(yearOf(dashed[4]), Number(dashed[3]), Number(dashed[2]), start, dashed[0].length);
  }
  // Month names: "Nov 16, 2025", "April 15", "16 Nov 2025", "3 de Febrero", "20-Apr", "17 / July / 2021", "Apr 2nd".
  const nameFirst = new RegExp(
    `(${WORD})\\s?[-/ ]?\\s?(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s?(\\d{4}))?`,
    'giu',
  );
  const dayFirst = new RegExp(
    // "Sun 20 Jul 14 Southampton": a booking's two-digit year, before the port's name.
    `(?<![\\p{N}])(\\d{1,2})(?:st|nd|rd|th|\\.|º|er)?\\s?(?:-|/|de|di|del)?\\s?(${WORD})(?:\\s?(?:/|-|de|del)?\\s?(\\d{4}|\\d{2}(?=\\s\\p{L}{3})(?!\\s(?:noon|hrs|uhr|nights?|days?)\\b)))?`,
    'giu',
  );
  // "22. bis 30. Juli 2005", "1 al 8 de Octubre", "May 8 - 11": a range's first day takes its month.
  const range = new RegExp(
    `(?<![\\p{N}.])(\\d{1,2})(?:\\.|st|nd|rd|th|er)?\\s?(?:bis|to|au|al|-|–)\\s?(\\d{1,2})(?:\\.|st|nd|rd|th|er)?\\s?(?:de\\s|di\\s)?(${WORD})(?:\\s?(?:de\\s)?(\\d{4}))?`,
    'giu',
  );
  for (const m of text.matchAll(range)) {
    const month = MONTH_OF.get(fold(m[3]!));
    if (!month || Number(m[1]) >= Number(m[2])) continue;
    const first = m.index!;
    add(yearOf(m[4]), month, Number(m[1]), first, first + m[1]!.length);
  }
  for (const m of text.matchAll(dayFirst)) {
    const month = MONTH_OF.get(fold(m[2]!));
    if (month) add(yearOf(m[3]), month, Number(m[1]), m.index!, m.index! + m[0].length);
  }
  for (const m of text.matchAll(nameFirst)) {
    const month = MONTH_OF.get(fold(m[1]!));
    if (month) add(yearOf(m[3]), month, Number(m[2]), m.index!, m.index! + m[0].length);
  }
  return found.sort((a, b) => a.start - b.start);
}
export const findDates = memoize<FoundDate[]>(findDatesUncached);

/**
 * Whether a paste's "04/09" is day first: the order that keeps all its dates closest together (an
 * itinerary spans days, not months), so "17/07" beside it says day first and "4/27" month first.
 */
export function dayFirstSlashes(dates: readonly FoundDate[]): boolean {
  if (!dates.some((date) => date.swappable)) return false;
  const ordinal = (month: number, day: number) => month * 31 + day;
  const span = (dayFirst: boolean) => {
    const values = dates.map((date) =>
      date.swappable && dayFirst ? ordinal(date.day, date.month) : ordinal(date.month, date.day),
    );
    return Math.max(...values) - Math.min(...values);
  };
  return span(true) < span(false);
}

/** A swappable date read day first. */
export const dayFirst = (date: FoundDate): FoundDate =>
  date.swappable ? { ...date, month: date.day, day: date.month } : date;

/** `text` with these spans blanked out (spaces, so every other position stays). */
export function blankSpans(text: string, spans: readonly { start: number; end: number }[]): string {
  let out = text;
  for (const { start, end } of spans) out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  return out;
}

/** Full weekday names (folded) by their day of the week, Sunday 0, in the languages of `WEEKDAYS`. */
const WEEKDAY_INDEX = new Map<string, number>(
  [
    'sunday monday tuesday wednesday thursday friday saturday',
    'sonntag montag dienstag mittwoch donnerstag freitag samstag',
    'dimanche lundi mardi mercredi jeudi vendredi samedi',
    'domingo lunes martes miercoles jueves viernes sabado',
    'domenica lunedi martedi mercoledi giovedi venerdi sabato',
    'zondag maandag dinsdag woensdag donderdag vrijdag zaterdag',
  ].flatMap((names) => names.split(' ').map((name, day) => [name, day] as [string, number])),
);

/** How long the full weekday name that starts `text` is, with the space after it (0 if none). */
export function leadingWeekdayName(text: string): number {
  const m = /^\s*(\p{L}{5,11}),?\s+(?=\p{L})/u.exec(text);
  return m && WEEKDAY_INDEX.has(fold(m[1]!)) ? m[0].length : 0;
}

/** The day of the week (Sunday 0) a dated line starts with ("Friday 4th May"), or null. */
export function weekdayOfDate(text: string): number | null {
  const m = /^\s*(\p{L}{5,11}),?\s/u.exec(text);
  return m ? (WEEKDAY_INDEX.get(fold(m[1]!)) ?? null) : null;
}

/**
 * A line that starts with a weekday alone, then its place ("Sunday (tomorrow): Ketchikan",
 * "MONDAY AM: Punta Espinosa", "Dienstag – Bergen"): the day of the week and where the place starts.
 */
export function leadingWeekday(text: string): { day: number; length: number } | null {
  // Or the weekday alone on its line: a table copied one cell per line ("Saturday", "-", "at sea").
  const m =
    /^\s*(\p{L}{5,11})\s*(?:\([^()]{0,24}\)\s*)?(?=(?:a\.?m\.?|p\.?m\.?|noon|morning|afternoon|evening)?\s*(?:[:：]|\s[–—-]\s))/iu.exec(
      text,
    ) ??
    /^\s*(\p{L}{5,11})(?:\s+\d{1,2}(?:st|nd|rd|th)?)?\s*$/u.exec(text) ??
    // "Freitag\tSpanien\tPalma de Mallorca": a table's weekday column.
    /^[^\S\t]*(\p{L}{5,11})(?=\t)/u.exec(text);
  const day = m ? WEEKDAY_INDEX.get(fold(m[1]!)) : undefined;
  return m && day !== undefined ? { day, length: m[0].length } : null;
}

/** `text` with its dates, and the weekday names next to them, blanked out. */
export function withoutDates(text: string, dates: FoundDate[]): string {
  const out = blankSpans(text, dates);
  return (
    out
      // "Segunda-feira (13/jan)", "Sábado( 18/jan)": Portuguese weekdays, a bracket after them.
      .replace(
        /(?<![\p{L}\p{N}])[\p{L}]{2,12}(?:-feira)?\.?(?=[\s,:(]|$)/gu,
        (word, at: number, whole: string) =>
          // "en mer" is at sea, not "en" and Wednesday (mer.).
          WEEKDAYS.has(fold(word)) && !/\ben\s+$/iu.test(whole.slice(Math.max(0, at - 4), at))
            ? ' '.repeat(word.length)
            : word,
      )
      .replace(/[（(][日月火水木金土祝](?:・[祝休])?[)）]/gu, (m) => ' '.repeat(m.length))
  );
}

/** Days from one ISO date to another (UTC, so daylight saving never counts). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The `YYYY-MM-DD` date `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
