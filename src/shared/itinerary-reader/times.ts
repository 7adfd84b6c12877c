import { memoize } from '../memo.js';
import { blankSpans, findDates, weekdayDayMonths } from './dates.js';
/**
 * Times of day as itineraries write them: 12-hour (`7:15 a.m.`, `7 AM`, `3:30pm`, `12:00nn`),
 * 24-hour (`19:00`, `19.00`, `18H00`, `17h`, `16:30 Uhr`, `0915` behind a label), words (`Noon`,
 * `Midnight`, `Mittag`, `midi`), and ranges (`1:00-10:00 pm`, `7 to 5:45`, `08:00 - 19:00`).
 * Every expression is bounded: no pattern can rescan a line from each place (the reader's lines are
 * capped, and it is tested on 500-line pastes).
 */

/** A time found in a text: `HH:MM` (24-hour), where it was, and what it said about itself. */
export interface FoundTime {
  clock: string;
  start: number;
  end: number;
  /** The label right before it (or a word right after: `an`, `ab`), if any. */
  role: TimeRole | null;
}

export type TimeRole = 'arrival' | 'departure' | 'allAboard' | 'ignore';

const pad = (n: number) => String(n).padStart(2, '0');

/** `HH:MM` for hours, minutes and an optional meridiem (`am`/`pm`), or null when it is no time. */
export function toClock(hours: number, minutes: number, meridiem: 'am' | 'pm' | null): string | null {
  if (!Number.isInteger(hours) || minutes < 0 || minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    const h = hours === 12 ? (meridiem === 'am' ? 0 : 12) : meridiem === 'pm' ? hours + 12 : hours;
    return `${pad(h)}:${pad(minutes)}`;
  }
  if (hours > 24 || (hours === 24 && minutes > 0)) return null;
  return `${pad(hours % 24)}:${pad(minutes)}`;
}

/**
 * Labels before a time, in the languages cruisers paste (folded: lower case, no accents). The
 * longest first, so "all aboard" wins over "aboard".
 */
const LABELS: [TimeRole, string[]][] = [
  [
    'allAboard',
    [
      'all aboard',
      'all on board',
      'alle an bord',
      'tous a bord',
      'todos a bordo',
      'tutti a bordo',
      'back on board',
      'an bord um',
    ],
  ],
  [
    'ignore',
    [
      'einschiffung ab',
      'einschiffung',
      'boarding',
      'embarkation from',
      'check in',
      'check-in',
      'disembarkation',
      'ausschiffung',
      'guests ashore',
      'guest ashore',
      'guests onboard',
      'guest onboard',
      'breakfast',
      'bus',
      '下船',
      '乗船開始',
      'embarquement',
      'debarquement',
    ],
  ],
  [
    'arrival',
    [
      'arrival',
      'arrive',
      'arrives',
      'arr',
      'eta',
      'sta',
      'ankunft',
      'an',
      'arrivee',
      'arrivo',
      'llegada',
      'chegada',
      'aankomst',
      'ankomst',
      'przyplyniecie',
      'przybycie',
      'przyjazd',
      '入港',
      // Chinese (Traditional and Simplified).
      '抵達',
      '抵达',
      '到達',
      '到达',
      '抵港',
      '着',
      'docked from',
      'in port from',
      'arriviamo',
      'arriva',
      'attracchiamo',
      'attracca',
      'we arrive',
      'we dock',
      'wir kommen an',
      'nous arrivons',
      'llegamos',
    ],
  ],
  [
    'departure',
    [
      'departure',
      'depart',
      'departs',
      'dep',
      'etd',
      'std',
      'sail away',
      'sailaway',
      'abfahrt',
      'ab',
      'abreise',
      'auslaufen',
      'depart a',
      'depart',
      'partenza',
      'salida',
      'saida',
      'vertrek',
      'afgang',
      'avgang',
      'wyplyniecie',
      'odplyniecie',
      'odjazd',
      'partiamo',
      'ripartiamo',
      'riparte',
      'salpiamo',
      'salpa',
      'we sail',
      'we leave',
      'nous partons',
      'zarpamos',
      'zarpa',
      'wir legen ab',
      '出港',
      '出航',
      '起航',
      '啟航',
      '启航',
      '開航',
      '开航',
      '離港',
      '离港',
      '発',
    ],
  ],
];

/** Folds a label for matching: lower case, accents and a trailing colon gone. */
export function foldLabel(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/[:：.]+$/u, '')
    .trim();
}

/** The role a label gives the time after it ("Arrival", "ab", "出港"), or null when it is none. */
function labelRoleUncached(label: string): TimeRole | null {
  const folded = foldLabel(label);
  if (!folded) return null;
  for (const [role, words] of LABELS) if (words.includes(folded)) return role;
  return null;
}
export const labelRole = memoize<TimeRole | null>(labelRoleUncached);

const OTHER_TRAVEL =
  /^\(?(?:flight|flights|bus|coach|train|transfer|shuttle|flug|zug|vol|vuelo|volo|treno)$/iu;

/** The role of the label among the last few words of `before` (the text since the previous time or sentence). */
function roleBefore(before: string): TimeRole | null {
  const segment = before.split(/[.;!?。]\s|\d(?:\s?[ap]\.?m\.?)?\s/iu).pop() ?? before;
  // "11:30 am boarding time, 6 pm departure": a label before a comma was the time before's.
  if (segment !== before && /\p{L},\s*$/u.test(segment)) return null;
  const words = segment
    .replace(/[:：\-–—|(),]+\s*$/u, '')
    .trim()
    .split(/\s+/)
    .slice(-6)
    // "(depart 6:00 PM)": a label opening a bracket.
    .map((word) => word.replace(/^[([]/u, ''));
  for (let end = words.length; end > 0; end--) {
    for (const take of [3, 2, 1]) {
      if (end - take < 0) continue;
      const role = labelRole(words.slice(end - take, end).join(' '));
      // "(Flight Departure) 5:00 AM": a label of another way of travelling is not the ship's.
      if (role) return OTHER_TRAVEL.test(words[end - take - 1] ?? '') ? null : role;
    }
  }
  // Japanese labels are glued to the time: 出航17:00.
  // "08:00着 17:00発": a label glued after the time before is that time's.
  // Not "7:00 入港 15:00": a label after the time before, with a space, is that time's too.
  const glued = /(?<![\d:]\s?)(入港|出港|出航|下船|乗船開始|着|発|抵達|抵达|起航|啟航|启航)\s*$/u.exec(
    before,
  );
  return glued ? labelRole(glued[1]!) : null;
}

// A time: hours, then minutes after ':', '.', 'h' or 'H' (or none), then a meridiem or a marker;
// not glued to a Latin word or another number. Dates are masked out before (`maskDates`).
const TIME =
  /(?<![A-Za-zÀ-ÿ\p{N}]|\p{N}[:.])(\d{1,2})(?:\s?[:hH]\s?(\d{2})|\.(\d{2})(?!\.)|(?=\s?(?:a\.?\s?m\b|p\.?\s?m\b|am|pm|uhr|h\b|heures?\b)))?\s?(a\.?\s?m\.?|p\.?\s?m\.?|nn|noon|uhr|h(?:eures?)?(?![\p{L}]))?(?!\p{N})/giu;
/** A bare hour before a range's second time: "7 to 5:45", "8 - 17:00". */
// "8-2 pm", "7-7 pm": a bare first hour before a second with its meridiem.
const BARE_RANGE_START =
  /(?<![A-Za-zÀ-ÿ\p{N}:.])(\d{1,2})(?=\s?(?:-|–|to|bis)\s?\d{1,2}(?:[:.hH]\d{2}|\s?[ap]\.?m\b))/giu;

/**
 * Blanks out what looks like a date, so its numbers are not read as times: 2023-07-02, 21.05.,
 * 15.07.15, 08.07.1998, 4/27, 17/07/2021, 4月27日, 2018年.
 */
function maskDatesUncached(text: string): string {
  // Every date the date finder sees, month names too: "Oct 8 - 9am to 6pm" is no range from 8.
  return blankSpans(text, [...weekdayDayMonths(text), ...findDates(text)])
    .replace(/\b\d{4}-\d{1,2}-\d{1,2}\b/g, (m) => ' '.repeat(m.length))
    .replace(/(?<![\p{N}.])\d{1,2}\.\d{1,2}\.(?:\d{2,4})?(?![\p{N}])/gu, (m) => ' '.repeat(m.length))
    .replace(/(?<![\p{N}/])\d{1,2}\/\d{1,2}(?:\/\d{2,4})?(?![\p{N}/])/gu, (m) => ' '.repeat(m.length))
    .replace(/\d{1,4}\s?[年月日]/gu, (m) => ' '.repeat(m.length));
}
export const maskDates = memoize<string>(maskDatesUncached);

const WORDS: [RegExp, string][] = [
  [/\b(noon|midday|mittag|midi|mezzogiorno|mediod[ií]a)\b/giu, '12:00'],
  // Not the Arctic's "Midnight Sun" ("Mitternachtssonne" is one word, "soleil de minuit" after it),
  // nor "Departs After Midnight" (the ship stays into the next day, whose time the page gives).
  [
    /(?<!\b(?:after|past|nach) )\b(midnight|mitternacht|minuit|mezzanotte|medianoche)\b(?!\s+sun\b)(?<!soleil de minuit)/giu,
    '00:00',
  ],
];

const meridiemOf = (text: string | undefined): 'am' | 'pm' | null => {
  if (!text) return null;
  const t = text.toLowerCase().replace(/[.\s]/g, '');
  if (t === 'am') return 'am';
  if (t === 'pm' || t === 'nn' || t === 'noon') return 'pm';
  return null;
};

/** The prepositions a bare hour follows in a sentence ("alle 17", "alle ore 8", "um 8", "a las 9"). */
const HOUR_AFTER = /(?:^|\s)(?:alle(?:\s+ore)?|ore|um|a\s+las|a\s+la|om|kl\.?|klokken)\s*$/iu;
/** A count after a number, not an hour. */
const NOT_AN_HOUR =
  /^\s*(?:%|km|miglia|miles|meilen|euro|eur|€|\$|persone|people|personen|anni|years|jahre|giorni|days|tage|notti|nights|minuti|minutes|min|ore\b|hours|stunden|metri|m\b)/iu;

/** What follows a count of hours ("2h Aufenthalt"): a stay, not a time of day. */
const DURATION_AFTER =
  /^\s*(?:aufenthalt|liegezeit|landgang|stay|in port|ashore|alongside|de escala|de parada|di sosta|d'escale|d escale|a terra|en tierra|an land)\b/iu;

/** Verbs that follow the time they give a role ("Alle 8 arriviamo", "at 7 we dock", "6PM Depart Kahului"). */
const VERBS_AFTER: [TimeRole, RegExp][] = [
  ['ignore', /^(?:boarding|check-in|check in)(?: time| begins| starts)?\b/u],
  [
    'arrival',
    /^(?:arriviamo|arriva|attracchiamo|attracca|we arrive|we dock|the ship arrives|the ship docks|llegamos|nous arrivons|kommen wir an|(?:arrive|arrives|arriving|arrival)(?! (?:is|was|will|at|time)\b))\b/u,
  ],
  [
    'departure',
    /^(?:partiamo|ripartiamo|riparte|salpiamo|salpa|la nave riparte|la nave salpa|we sail|we leave|the ship sails|the ship leaves|zarpamos|nous partons|legen wir ab|(?:depart|departs|departing|departure|sail|sails)(?! (?:is|was|will|at|time)\b))\b/u,
  ],
];

/** The role of a travel verb anywhere in a sentence's clause before its time ("Partiamo da Savona puntuali alle 17"). */
export function verbRole(clause: string): TimeRole | null {
  const folded = foldLabel(clause);
  if (
    /\b(?:partiamo|ripartiamo|salpiamo|zarpamos|nous partons|we sail|we leave|we depart|legen wir ab)\b/u.test(
      folded,
    )
  )
    return 'departure';
  if (/\b(?:arriviamo|attracchiamo|llegamos|nous arrivons|we arrive|we dock|kommen wir an)\b/u.test(folded))
    return 'arrival';
  return null;
}

/** The role a verb right after a time gives it, in the same clause. */
function roleAfter(after: string): TimeRole | null {
  // "19:00 神戸出港", "10:15 別府入港": the Japanese label glued after the port that follows the time.
  const ja =
    /^\s*[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー]{0,10}?(入港|入航|到着|出港|出航|出発|抵達|抵达|到達|到达|起航|啟航|启航|開航|开航|離港|离港)/u.exec(
      after,
    );
  if (ja) return /^(?:入港|入航|到着|抵達|抵达|到達|到达)$/u.test(ja[1]!) ? 'arrival' : 'departure';
  // "08:00着 17:00発": the one-character labels right after their time.
  const short = /^\s?(着|発)/u.exec(after);
  if (short) return short[1] === '着' ? 'arrival' : 'departure';
  const clause = foldLabel(after.split(/[.;!?,\t]/u)[0] ?? '');
  for (const [role, verbs] of VERBS_AFTER) if (verbs.test(clause)) return role;
  return null;
}

// "Arrive: 0700", and a booking system's "ARR 0700 DEP 1700" (its short labels need no colon).
const MILITARY =
  /(?<!\p{L})(?:(arrive|arrival|arrives|depart|departure|departs|sail|sails|all aboard|ankunft|abfahrt)\s?:|(arr|dep)\.?\s?:?)\s?(\d{2})(\d{2})(?![\p{N}:./-])/giu;

/** What every time holds: a digit, or a word for noon or midnight (most lines of a paste have neither). */
const MAY_HOLD_A_TIME =
  /\d|noon|midday|mittag|midi|mezzogiorno|mediod|midnight|mitternacht|minuit|mezzanotte|medianoche/iu;

/**
 * Every time of day in `text`, in order. A bare number is a time only with a meridiem or a marker
 * (`7 am`, `17h`, `16 Uhr`), or as the second of a range whose first has minutes: "Pier 39" is not.
 */
function findTimesUncached(text: string): FoundTime[] {
  if (!MAY_HOLD_A_TIME.test(text)) return [];
  const found: FoundTime[] = [];
  const masked = maskDates(text);
  for (const match of masked.matchAll(TIME)) {
    const [whole, h, colonMinutes, dotMinutes, marker] = match;
    const m = colonMinutes ?? dotMinutes;
    const hasMinutes = m !== undefined;
    const start = match.index ?? 0;
    // "alle 17", "um 8", "a las 9": an hour after its preposition, not a count ("alle 3 persone").
    if (
      !hasMinutes &&
      !marker &&
      !(
        HOUR_AFTER.test(text.slice(Math.max(0, start - 12), start)) &&
        !NOT_AN_HOUR.test(text.slice(start + whole.length, start + whole.length + 12))
      )
    )
      continue;
    // "2h Aufenthalt", "3h stay": hours in port, not a clock.
    if (!hasMinutes && marker && /^h/i.test(marker) && DURATION_AFTER.test(text.slice(start + whole.length)))
      continue;
    const meridiem = meridiemOf(marker);
    // "12:00nn" is noon; "nn" after another hour is not a marker.
    if (marker && /^nn$/i.test(marker) && Number(h) !== 12) continue;
    const clock = toClock(Number(h), hasMinutes ? Number(m) : 0, meridiem);
    if (!clock) continue;
    found.push({
      clock,
      start,
      end: start + whole.length,
      role:
        roleBefore(text.slice(Math.max(0, start - 40), start)) ??
        // "… by 4:00 PM. Departure is at 5:30 PM": a sentence ends with the time's meridiem.
        (/\.$/u.test(whole) && /^\s+\p{Lu}/u.test(text.slice(start + whole.length))
          ? null
          : roleAfter(text.slice(start + whole.length, start + whole.length + 24))),
    });
  }
  for (const match of masked.matchAll(BARE_RANGE_START)) {
    const start = match.index ?? 0;
    const clock = toClock(Number(match[1]), 0, null);
    if (clock)
      found.push({
        clock,
        start,
        end: start + match[0].length,
        role: roleBefore(text.slice(Math.max(0, start - 40), start)),
      });
  }
  // "Departure: 1700", "Arrive: 0700": a ship's four-digit clock after its label.
  for (const match of masked.matchAll(MILITARY)) {
    const [hours, minutes] = [Number(match[3]), Number(match[4])];
    const start = (match.index ?? 0) + match[0].length - 4;
    const role = labelRole(match[1] ?? match[2]!);
    if (
      hours <= 23 &&
      minutes <= 59 &&
      role &&
      !found.some((time) => time.start <= start && time.end > start)
    )
      found.push({ clock: `${match[3]}:${match[4]}`, start, end: start + 4, role });
  }
  for (const [pattern, clock] of WORDS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0;
      found.push({
        clock,
        start,
        end: start + match[0].length,
        role: roleBefore(text.slice(Math.max(0, start - 40), start)),
      });
    }
  }
  found.sort((a, b) => a.start - b.start);
  // "7:00 入港 15:00 出港", "8:00 arrival 17:00 departure": labels written after their times. The
  // label between two times is the first's when the second has one of its own after it.
  for (let i = 1; i < found.length; i++) {
    const [first, second] = [found[i - 1]!, found[i]!];
    if (!first.role || first.role !== second.role) continue;
    const between = text.slice(first.end, second.start).trim();
    if (labelRole(between) !== first.role) continue;
    const own = roleAfter(text.slice(second.end, second.end + 24));
    if (own && own !== first.role) second.role = own;
  }
  return shareMeridiems(text, found);
}
export const findTimes = memoize<FoundTime[]>(findTimesUncached);

/**
 * In a range the meridiem is often written once ("1:00-10:00 pm", "8:00 - 5:00 pm"): the first
 * time takes it when that keeps the range going forward. "7 to 5:45" without any: the second is
 * in the afternoon.
 */
function shareMeridiems(text: string, times: FoundTime[]): FoundTime[] {
  for (let i = 0; i + 1 < times.length; i++) {
    const first = times[i]!;
    const second = times[i + 1]!;
    const between = text.slice(first.end, second.start);
    if (!/^\s*(?:-|–|—|to|bis|à|a|al|~|〜)\s*$/iu.test(between)) continue;
    const firstText = text.slice(first.start, first.end);
    const secondText = text.slice(second.start, second.end);
    const firstHasMeridiem = /[ap]\.?\s?m|nn|noon/i.test(firstText);
    const secondMeridiem = /p\.?\s?m/i.test(secondText) ? 'pm' : /a\.?\s?m/i.test(secondText) ? 'am' : null;
    if (!firstHasMeridiem && secondMeridiem === 'pm') {
      const [fh, fm] = first.clock.split(':').map(Number) as [number, number];
      if (fh >= 1 && fh <= 11 && (fh + 12) * 60 + fm < minutesOf(second.clock))
        first.clock = `${pad(fh + 12)}:${pad(fm)}`;
    } else if (!firstHasMeridiem && !secondMeridiem && minutesOf(second.clock) < minutesOf(first.clock)) {
      const [sh, sm] = second.clock.split(':').map(Number) as [number, number];
      if (sh < 12 && !/^\d{2}/.test(secondText)) second.clock = `${pad(sh + 12)}:${pad(sm)}`;
    }
  }
  return times;
}

/** Minutes since midnight of an `HH:MM` clock. */
export const minutesOf = (clock: string) => {
  const [h, m] = clock.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
