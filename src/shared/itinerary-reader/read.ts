/**
 * The itinerary reader: a paste from a cruise line's, an agent's, a booking's or a forum's page
 * read as records, not lines. A day can span lines (its port on one, its times, labels or date on
 * the next); a table row arrives tab-separated or one cell per line; a heading, a description or a
 * sentence is not a day. What it cannot place is kept aside, with its line number, never silently
 * turned into a day. Used by the preview in the browser and by the server (`POST
 * /api/itinerary/read`), so both read a paste alike.
 */
import { MAX_ITINERARY_DAYS } from '../itinerary-days.js';
import { foldPlaceName } from '../places.js';
import {
  addDays,
  dayFirst,
  dayFirstSlashes,
  daysBetween,
  type FoundDate,
  findDates,
  isoDate,
  leadingWeekday,
  leadingWeekdayName,
  WEEKDAYS,
  weekdayOfDate,
  withoutDates,
} from './dates.js';
import {
  ANTARCTIC_CIRCLE,
  ARCTIC_CIRCLE,
  BYLINE,
  CALL_CANCELLED,
  DAY_MARKER_AFTER,
  DAY_MARKER_BEFORE,
  DAY_MARKER_JA,
  DISEMBARKS,
  EMBARKS,
  FACT_LABEL,
  HEADING_JA,
  HEADING_WORDS,
  HOLIDAY,
  INSTEAD,
  markerNumber,
  ONBOARD_EVENT,
  PAGE_FURNITURE,
  PORT_LIST,
  SCENIC_WATERS,
  SCENIC_WORDS,
  SEA_DAY_JA,
  SEA_DAY_PATTERNS,
  seaDayCount,
  WATER_NAMES,
} from './lexicon.js';
import {
  countryHint,
  type GazetteerPort,
  insideCandidates,
  isCountryName,
  kilometresBetween,
  mentionedPorts,
  misspeltPort,
  outsideCandidates,
  type PortIndex,
  resolvePort,
  withoutCountryAfter,
} from './ports.js';
import {
  type FoundTime,
  findTimes,
  labelRole,
  maskDates,
  minutesOf,
  type TimeRole,
  verbRole,
} from './times.js';
import { applyToldTimes, type ToldTime, toldTimes } from './told-times.js';

export type DayKind = 'port' | 'sea' | 'scenic';
export type PortCall = 'docked' | 'tendered';

export interface ReadDay {
  dayNumber: number;
  /** `YYYY-MM-DD` when the paste's dates (or the sail date) give it, else null. */
  date: string | null;
  kind: DayKind;
  /** The port, or the water of a scenic day; null on a day at sea. */
  portName: string | null;
  arrivalTime: string | null;
  departureTime: string | null;
  portCall: PortCall | null;
  allAboardTime: string | null;
  overnight: boolean;
  /** From the gazetteer, when the port was found in it (`options.ports`). */
  countryCode: string | null;
  timeZone: string | null;
}

export interface UnplacedLine {
  /** 1-based, in the paste as given. */
  line: number;
  text: string;
}

export interface ReadItinerary {
  days: ReadDay[];
  unplaced: UnplacedLine[];
}

/** The longest paste read (about 2,000 lines of a long world cruise's page). */
export const MAX_PASTE_CHARS = 200_000;

/** The longest line looked at: a longer pasted paragraph is cut, so no line costs more than a bounded amount of work. */
export const MAX_LINE_CHARS = 1_000;
/** The most days one paste gives (a cruise's longest). */
const MAX_DAYS = MAX_ITINERARY_DAYS;

/** "o Día 1: Barcelona.": a word processor's second-level bullet, the letter o. */
const O_BULLET = /^(\s*)o\s+(?=\p{Lu})/gmu;

/** Characters a browser puts in a copy that are not text: non-breaking and odd spaces, zero-width marks. */

export function normaliseText(text: string): string {
  const normalised = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .replace(/(?![\t\n])\p{Cc}/gu, ' ')
    // Markdown's emphasis, copied from a page or a chat ("1. **Deposit and Full Payment:**").
    .replace(/\*\*([^*\n]{1,200})\*\*|__([^_\n]{1,200})__/gu, '$1$2')
    // "1:00 PM - not foundFunchal": a listing's missing time.
    .replace(/\bnot found(?=\p{Lu}|[\s-]|$)/gu, ' -- ')
    // "Tahiti (Papeete), Departs After Midnight 8:00am": the ship stays the night; the time is the
    // arrival, and the next day gives the departure.
    .replace(/\b(?:departs?|departing|leaves?|sails?|sailing) after midnight\b/giu, 'overnight')
    // "06:00p", "08:00a": a booking's meridiem in one letter.
    .replace(/(?<![\d:])(\d{1,2}:\d{2})([ap])(?=[\s,;)|]|$)/gimu, '$1 $2m')
    .split('\n')
    .map(unglueCells)
    .map(firstSentenceOfTimes)
    .join('\n');
  // A bullet only when the paste has three or more such lines (counted once, not per line).
  return (normalised.match(O_BULLET)?.length ?? 0) >= 3 ? normalised.replace(O_BULLET, '$1- ') : normalised;
}

/**
 * "07:00 抵達・19:00 起航。參加 KKday 觀光一日遊，10:00 於油津港集合。", "07:00 抵達，依船方廣播分批下船": a
 * day's times in its first clause, then the day's story (a tour's meeting time is no call's).
 */
function firstSentenceOfTimes(line: string): string {
  const stop = line.search(/[。，；]/u);
  return stop > 0 && /\d{1,2}:\d{2}/u.test(line.slice(0, stop)) ? line.slice(0, stop) : line;
}

// No `i` flag: it would make `\p{Lu}` match lower case too ("Dec 22nd at" is no glued cell).
const GLUED_DATE =
  /\b((?:[Jj]an|[Ff]eb|[Mm]ar|[Aa]pr|[Mm]ay|[Jj]un|[Jj]ul|[Aa]ug|[Ss]ep|[Oo]ct|[Nn]ov|[Dd]ec)[a-z]*\.?\s\d{1,2}(?:st|nd|rd|th)?(?:,?\s\d{4})?)(?=\p{Lu})/gu;
const GLUED_TIME_BEFORE = /(?<=[\p{Ll})])(?=\d{1,2}:\d{2}\s?[AaPp]\.?[Mm](?!\p{Ll}))/gu;
const GLUED_AFTER_TIME = /(?<=\d{1,2}:\d{2}\s?[AP]M)(?=\d|\p{Lu}\p{Ll})/gu;
const GLUED_LABEL =
  /(?<=\p{Ll})(?=(?:Embark|Disembark|Depart|Arrive|Cruising|At Sea|Day at Sea|Sea Day)\b)/gu;

/**
 * A table whose cells a copy runs together ("Monday, November 20Lisbon, Portugal9:00 PM",
 * "Venice, ItalyEmbark Silver Spirit11:00 PM", "8:00 AMDisembark"): a tab where one cell ends
 * and the next starts, so the line reads as the row it was.
 */
function unglueCells(line: string): string {
  if (line.includes('\t') || line.length > MAX_LINE_CHARS) return line;
  // "3 - 4Falkland IslandsSaunders Island, …", "1Punta Arenas, ChileBoard the ship": a day (or
  // days) glued to the place, the place glued to its description.
  const row = /^(\s*\d{1,3}(?:\s?[-–]\s?\d{1,3})?)(?=\p{Lu}\p{Ll})/u.exec(line);
  if (row) {
    const rest = line.slice(row[0].length);
    const join = /\p{Ll}(?=\p{Lu}\p{Ll})/u.exec(rest);
    return `${row[1]}\t${join ? `${rest.slice(0, join.index + 1)}\t${rest.slice(join.index + 1)}` : rest}`;
  }
  const cells = line
    .replace(GLUED_DATE, '$1\t')
    .replace(GLUED_TIME_BEFORE, '\t')
    .replace(GLUED_AFTER_TIME, '\t')
    .replace(GLUED_LABEL, '\t');
  // Once it is a row, a time after its port's name and a space is a cell too ("Croatia 1:00 PM").
  return cells === line ? line : cells.replace(/(?<=\p{L})\s+(?=\d{1,2}:\d{2}\s?[AP]M)/gu, '\t');
}

/** A cell that holds no value: an empty table cell or a dash ("--", "ーーー", "—", "n/a"). */
const isPlaceholder = (cell: string) => /^\s*(?:-{1,3}|–|—|ー{1,4}|－+|n\/a|tba|tbd|\*)?\s*$/iu.test(cell);

interface Facts {
  line: number;
  raw: string;
  /** The line started with a list's bullet ("• ", "- ", an emoji). */
  bullet: boolean;
  cells: string[];
  /** `voyage`: the ship's own count ("Ship day 3") where the page counts the trip's days too. */
  marker: { from: number; to: number; voyage?: true } | null;
  date: FoundDate | null;
  /** How far into `raw` the times' `start` and `end` are counted from. */
  timesOffset: number;
  /** The day of the week the line starts with, alone ("Sunday: Ketchikan"), Sunday 0. */
  weekday: number | null;
  /** The line is a later visit of the day, by its time of day alone ("PM: Puerto Egas"). */
  slot: boolean;
  times: FoundTime[];
  /** The time cells of a table row in column order (null: an empty cell), after the port's cell. */
  columns: (string | null)[] | null;
  /** The role a label alone on the line gives the next value ("Arrival:"). */
  labelOnly: TimeRole | null;
  placeholderOnly: boolean;
  overnight: boolean;
  portCall: PortCall | null;
  kind: DayKind | null;
  name: string;
  /** The name as written, before cleaning: what the gazetteer is asked first. */
  writtenName: string;
  heading: boolean;
  prose: boolean;
  /** The line starts with its date (a diary's "Lunedì 15 ottobre – Partiamo da Savona …"). */
  dateLeads: boolean;
  /** The line says the call did not happen ("should have docked in …, but …"). */
  cancelled: boolean;
}

/** A title line: "Norwegian Luna - April 2, 2028 - 3 Nights", "7-Night Western Caribbean", "14泊15日". */
const TITLE =
  /\b\d{1,2}[ -]?(nights?|nacht|nachte|nuits?|noches|notti|noites|nachten|netter|noce|weeks?|wochen)\b|\d+泊|^[\p{L} .'-]{3,40} to [\p{L} .'-]{3,40} (?:cruise|voyage|crossing|sailing)$|^(?:our |my )?(?:cruise|voyage|trip) to [\p{L} .'-]{3,40}$/u;
const OVERNIGHT =
  /\b(overnight|over night|ubernachtung|uebernachtung|nuit a bord|notte)\b|オーバーナイト|停泊/u;
const TENDER = /\b(tender(ed|ing)?|tenderboot|tendern|chaloupe|lance|lancha|tender boat|water shuttle)\b/;
const DOCKED = /\b(docked|docks|am pier|a quai|alongside)\b/;

const WAYPOINT = new RegExp(
  `^(?:the )?(?:${ARCTIC_CIRCLE}|${ANTARCTIC_CIRCLE}|equator|aquator|international date line|date line|datumsgrenze)$`,
  'u',
);
const CRUISE_TO =
  /^\s*cruise\s+(?:(?:across|via|through|along|past)\s+[^,;]{1,60}?\s+)?(?:to|arrival in|arrives in|into)\s+(.+)$/iu;

/** What a number before a word counts when it is not a day: "6 o'clock", "3 Nights", "4 ports". */
const COUNTED =
  /^(?:x(?=\s)|o'?clock|uhr|hours?|hrs?|h|min|minutes?|sea days?|seetage|days|tage|jours|dias|días|giorni|dagen|dage|dager|nights?|noches?|nachte?|nuits?|notti|noites|nachten|netter|people|guests?|passengers?|pax|ports?|stars?|decks?|km|miles?|nm|knots?|kn|am|pm|a\.m|p\.m|percent|tons?)\b/iu;

/** A day marker at the start of `text`: its numbers and where it ends. */
function readMarker(text: string): { from: number; to: number; length: number } | null {
  const before = DAY_MARKER_BEFORE.exec(text);
  if (before) {
    const from = markerNumber(before[1]);
    if (from !== null) {
      const to = markerNumber(before[2]) ?? from;
      return { from, to: to >= from && to - from < 30 ? to : from, length: before[0].length };
    }
  }
  const after = DAY_MARKER_AFTER.exec(text) ?? DAY_MARKER_JA.exec(text);
  if (after) return { from: Number(after[1]), to: Number(after[1]), length: after[0].length };
  // "6." or "3)" alone in a table's first cell (a coastal voyage's day column), or "3. Bergen".
  const range = /^\s*(\d{1,3})\s?[-–]\s?(\d{1,3})\s*$/u.exec(text);
  if (range && Number(range[2]) > Number(range[1]) && Number(range[2]) - Number(range[1]) < 30)
    return { from: Number(range[1]), to: Number(range[2]), length: range[0].length };
  const bare = /^\s*(\d{1,3})\s?[.)](?!\d)\s*|^\s*(\d{1,3})\s+[-–—]\s+(?=\p{L})/u.exec(text);
  // "22. bis 30. Juli 2005": the first day of a range of dates, no day's number.
  if (bare && /^\s*(?:bis|to|au|al|till|-|–)\s*\d{1,2}\.?\s*\p{L}/iu.test(text.slice(bare[0].length)))
    return null;
  if (bare) {
    const day = Number(bare[1] ?? bare[2]);
    return { from: day, to: day, length: bare[0].length };
  }
  // "1        Galveston, Texas   -   3:30 PM": a table's day column copied with spaces; not a
  // date's day ("20 Dec") nor a count ("7 nights").
  const spaced = /^\s*(\d{1,3})\s+(?=\p{L})/u.exec(text);
  if (
    spaced &&
    Number(spaced[1]) > 0 &&
    !COUNTED.test(text.slice(spaced[0].length)) &&
    !findDates(text).some((date) => date.start <= spaced[1]!.length + 1)
  )
    return { from: Number(spaced[1]), to: Number(spaced[1]), length: spaced[0].length };
  return null;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** What is left of a port's name once dates, times, labels and the words around it are gone. */
/** Boarding and leaving the ship, in the languages of the pastes: no part of a port's name. */
const BOARDING_WORDS =
  'embark(?:ation)?|disembark(?:ation)?|debark(?:ation)?|einschiffung|ausschiffung|embarquement|debarquement|embarque|desembarque|imbarco|sbarco|embarco|desembarco';

/** "Embark at the", "Einschiffung in": boarding words and what joins them to the port. */
const BOARDING = new RegExp(
  `\\b(?:${BOARDING_WORDS})\\b(?:\\s+(?:at|in|from|the|port of|von|in|a|au|en|da|de|im)\\b)*`,
  'giu',
);
/** What is no name when it is all that is left before a country ("Embark in" Singapore). */
const ONLY_A_VERB = new RegExp(
  `\\b(?:${BOARDING_WORDS}|arrive|arrival|depart|departure|tender|docked|in|at|from|to|the|port of|von|nach|en|a|de|da|di)\\b`,
  'giu',
);

const CHANGED_TO = /\((?:changed|switched|diverted|moved|rerouted) to ([^()]{2,60})\)/iu;

const JA_COUNTRY_BEFORE =
  /^[\s:：\-–—]*(?:マレーシア|タイ|日本|韓国|台湾|中国|ベトナム|フィリピン|インドネシア|カンボジア|アメリカ|メキシコ|カナダ)\s*[・･]\s*/u;

const CJK_COUNTRY_AFTER =
  /\s*[・･、,，]\s*(?:日本|台灣|台湾|中國|中国|韓國|韓国|韩国|香港|越南|泰國|泰国|新加坡|菲律賓|菲律宾|馬來西亞|马来西亚|美國|美国)\s*$/u;

export function cleanName(written: string): string {
  // "Oban, Tobermory and Loch Sunart (Changed to St. Kilda)": the call the ship made instead.
  const text = CHANGED_TO.exec(written)?.[1] ?? written;
  // Three spaces or more part columns ("Kirkenes       WENDEPUNKT"): the name is the first with
  // letters. Then one space at most between words (tabs are cells), so no pattern below rescans a
  // run of them.
  let name = (text.split(/ {3,}/u).find((part) => /\p{L}/u.test(part)) ?? '')
    .replace(/[^\S\t]+/gu, ' ')
    .replace(/\([^()]*\)|（[^（）]*）|\[[^[\]]*\]/gu, ' ')
    .replace(/[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}•·▪►▶✓✔]/gu, ' ');
  // "Yokohama : Embarkation day. We boarded …": the day's story after its port and a colon.
  const told = /^([^:]{2,60}?)\s*:\s+(.+)$/u.exec(name);
  if (
    told &&
    words(told[2]!).length >= 3 &&
    /\p{L}{3}/u.test(told[1]!) &&
    !isHeading([told[1]!]) &&
    !labelRole(told[1]!)
  )
    name = told[1]!;
  // "鹿兒島・日本": a port and its country in Chinese or Japanese; "MSC榮耀號": a ship ("號" is a
  // ship's name in Chinese), not a place.
  name = name.replace(CJK_COUNTRY_AFTER, '').replace(/[^\s號号]{0,30}[號号](?=\s|$)/gu, ' ');
  // A region before a full stop ("Newfoundland. St. John’s", "Nova Scotia. Louisbourg"): the
  // port is after it (an abbreviation such as "St." is no region).
  name = name.replace(/^\s*\p{Lu}[\p{L}-]{3,}(?:\s\p{Lu}[\p{L}-]{2,})?\.\s+(?=\p{Lu})/u, '');
  // A country, state or region after a comma or " / " or " - ": the port is the first part.
  // A line crossed on the way ("Arctic Circle - Lofoten Islands") is not the day's place.
  // "USA - Alaska - Juneau": a country first, then its region, then the port.
  const countryFirst = name.split(/\s+[-–—]\s+|\s*\/\s*|\s*>\s*/u);
  if (
    countryFirst.length >= 2 &&
    isCountryName(countryFirst[0]!.trim()) &&
    // "Granada/SPAIN" ("Granada" is also Grenada's Spanish name): a country last is the country.
    !isCountryName(countryFirst.at(-1)!.trim()) &&
    /\p{L}{2}/u.test(countryFirst.at(-1)!)
  )
    name = countryFirst.at(-1)!;
  name =
    name.split(/\s*,\s*|\s*\/\s*|\s+[-–—]|\s*\|\s*|\t/u).find(
      (part) =>
        /\p{L}/u.test(part) &&
        !WAYPOINT.test(foldPlaceName(part)) &&
        // "Boarding Day – PortMiami": the day's event, then its port.
        !/^(?:boarding|embark|embarkation|disembark|disembarkation|debark|debarkation)(?: day)?$/u.test(
          foldPlaceName(part),
        ),
    ) ??
    // Only the line crossed ("5. Tag Polarkreis"): that is the day's scenic place.
    name.split(/\s*,\s*|\s*\/\s*|\s+[-–—]|\s*\|\s*|\t/u).find((part) => WAYPOINT.test(foldPlaceName(part))) ??
    '';
  // "La Romana Dominican Republic", "Bequia St. Vincent & the Grenadines": a table's country
  // column run into the port's with a space.
  // (Before the country: "Depart Singapore" is Singapore, the city that is its country.)
  // A verb before the port: "arrive in Basel", "Arriving in NYC", "leave early for …".
  name = name.replace(
    /^[\s–—:)-]*(?:arrive|arriving|arrival|arrives|leave|leaving|departure|depart|departing|departs|abfahrt|auslaufen|einlaufen|visit|visiting|call at|return|returning|back|anlauf|ankunft|sa[ií]da|chegada|partida|salida|llegada|arriv[ée]e|d[ée]part|arrivo|partenza)\s+(?:(?:in|at|from|for|to|nach|von|aus|ab|de|do|da|em|no|na|a|à|en|del|al|di|dal)\s+)?/iu,
    '',
  );
  // "Embark in Singapore": a country after only a verb or a preposition is the port itself.
  const beforeCountry = withoutCountryAfter(name);
  if (/\p{L}{2}/u.test(beforeCountry.replace(ONLY_A_VERB, ' '))) name = beforeCountry;
  let folded = ` ${name} `;
  for (const noise of [
    BOARDING,
    /\b(?:tender(?:ed)?|tender port|tenderboot|docked|in port|overnight|cruise-by|cruise by|explore|port of call|port call|port details|port of)\b/giu,
    /\b(?:arrive|arrival|depart|departure|all aboard|ankunft|abfahrt|arrivee|depart|arrivo|partenza|llegada|salida)\b:?(?:\s+(?:from|in|at)\b)?/giu,
  ])
    folded = folded.replace(noise, ' ');
  // Japanese labels glued to the port ("横浜港出航", "長崎港寄港", "乗船 横浜港"): the port is what is left.
  // Chinese too ("基隆出發", "基隆抵達").
  folded = folded.replace(
    /(?:乗船|下船|入港|入航|出港|出航|寄港|到着|出発|出發|出发|抵達|抵达|啟航|起航|启航|登船|下船)/gu,
    ' ',
  );
  // "マレーシア・ペナン島へ", "シンガポールから", "シンガポールにて": a country before the port, a
  // particle after it (to, from, at), once the labels are out.
  folded = folded
    .replace(JA_COUNTRY_BEFORE, ' ')
    .replace(/(?<=[\p{Script=Katakana}\p{Script=Han}ー])(?:から|より|にて|へ|に|で)(?=\s|$)/gu, ' ');
  // "横浜 17:00発": a one-character label left alone once its time is out.
  folded = folded.replace(/(?<!\p{Script=Han})[着発](?!\p{Script=Han})/gu, ' ');
  // A leading "an"/"ab" (a coastal timetable's arrival or departure row) is a label, not a name.
  folded = folded.replace(/^\s*(?:an|ab|arr|dep)\s+(?=\p{L})/iu, ' ');
  // "Barcelona.", "Palermo (Italia).": a list's full stop (an abbreviation's, "St.", stays).
  folded = folded.replace(/(?<=\p{L}{3}|\p{L}{3}\s)\s?\.\s*$/u, ' ');
  return trimPunctuation(folded.replace(/\s+/g, ' ')).slice(0, 200);
}

const LEADING = new Set([...' -–—:;,.|/@*#>~)']);
const TRAILING = new Set([...' -–—:;,|/@*#~>']);
/** `text` without separators at either end, by scanning: a run of dashes costs no backtracking. */
function trimPunctuation(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && LEADING.has(text[start]!)) start += 1;
  while (end > start && TRAILING.has(text[end - 1]!)) end -= 1;
  return text.slice(start, end);
}

function kindOf(text: string): DayKind | null {
  if (SEA_DAY_JA.test(text)) return 'sea';
  const folded = foldPlaceName(text);
  if (!folded) return null;
  if (SEA_DAY_PATTERNS.some((pattern) => pattern.test(folded))) return 'sea';
  // A day that is only a line crossed ("Polarkreis", "Crossing the Antarctic Circle").
  if (
    WAYPOINT.test(
      folded.replace(
        /^(?:crossing|crossing of|kreuzung|passage|uberquerung|przepłyniecie|przekroczenie|attraversamento del|cruce del) (?:the |des |du )?/u,
        '',
      ),
    )
  )
    return 'scenic';
  if (
    SCENIC_WORDS.test(folded) ||
    // A Scandinavian fjord's, sound's or strait's name in its definite form, one word:
    // "Evighedsfjorden", "Forlandsundet", "Hinlopenstretet".
    /^\p{L}{3,}(?:fjorden|sundet|stretet)$/u.test(folded) ||
    // "Icy Strait Point", "Glacier Point Station": a place on the water.
    (SCENIC_WATERS.test(folded) &&
      !/\b(port|harbour|harbor|city)\b|\b(point|station|beach|village|town)$|\bchannel (islands?|isles?)\b/.test(
        folded,
      ))
  )
    return 'scenic';
  return null;
}

/** The name of a scenic day's water: "Cruise Tracy Arm Fjord" → "Tracy Arm Fjord". */
function scenicName(text: string): string {
  const folded = foldPlaceName(text);
  for (const [pattern, name] of WATER_NAMES) if (pattern.test(folded)) return name;
  return cleanName(
    text.replace(
      /\b(scenic cruising|scenic cruise|scenic sailing|cruising only|cruising|cruise by|cruise-by|cruise|sailing through|sailing by|sailing (?:at|past|in|into|to)|transit(?:ing)?|rounding|panoramafahrt|durchfahrt|^passage)\b(\s+(the|of|through|by|along|durch|der|die|das))*|\((?:cruising only|cruise-by|scenic cruising)[^()]*\)/giu,
      // Nothing in their place: three spaces would read as a column break.
      '',
    ),
  );
}

function isHeading(cells: string[]): boolean {
  const meaningful = cells.filter((cell) => !isPlaceholder(cell));
  return (
    meaningful.length > 0 &&
    meaningful.every((cell) => {
      const folded = foldPlaceName(cell);
      return (
        HEADING_WORDS.has(folded) ||
        HEADING_JA.test(cell.trim()) ||
        folded === '' ||
        words(folded).every((word) => HEADING_WORDS.has(word))
      );
    })
  );
}

/** "Barbados, Cape Verde, Spain, Portugal": the countries a cruise visits, a heading and no port. */
function countriesOnly(text: string): boolean {
  const parts = text
    .replace(/\s+/gu, ' ')
    .split(/ ?[,;/|] ?| (?:and|&|und|et|e|y) /u)
    .filter((part) => part.trim() !== '');
  return parts.length >= 3 && parts.every((part) => isCountryName(part.trim()));
}

/** A sentence or a description: more words than a port's line, or a full stop after several. */
function isProse(name: string, kind: DayKind | null): boolean {
  // Words, not the separators a line keeps once its date and times are gone (", : … | –").
  const count = words(name).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  // "Day at Sea" with a line about the ship's pools is still the day; a paragraph saying "0 days at sea" is not.
  if (kind === 'sea') return count > 12;
  if (count > 7) return true;
  if (count > 4 && /[.!?。]\s*$/u.test(name)) return true;
  return /[。、]/u.test(name) && name.length > 14;
}

/** What joins the two times of a range: "7 AM to 7 PM", "08:00 - 18:00", "9 bis 17 Uhr". */
const RANGE_WORD = /^\s*(?:-|–|—|~|〜|to|till|until|bis|à|a|al|au|alle|e|y|til|tot)\s*$/iu;

const VOYAGE_COUNT = /^\s*(?:ship|cruise|voyage)\s/iu;

/** A cell that can name a port after a country's cell: a short name, not a description. */
/** A table's remark cell on the call, after its times ("Docked", "Tender", "Cruising"). */
const CALL_NOTE =
  /^(?:docked|dock|tender(?:ed)?|tender port|anchor(?:ed|age)?|at anchor|alongside|cruising|at sea)$/u;

const isPortCell = (cell: string) =>
  /\p{L}{2}/u.test(cell) &&
  // "08:00 AM" has letters too ("Norfolk\t08:00 AM": Norfolk Island is no country column here).
  findTimes(cell).length === 0 &&
  !isPlaceholder(cell) &&
  !CALL_NOTE.test(foldPlaceName(cell)) &&
  !labelRole(cell) &&
  !isCountryName(cell) &&
  !cell.includes(',') &&
  words(cell).length <= 4;

/** A list's bullet before a line ("• ", "- ", "* ", an emoji). */
const LIST_BULLET = /^\s*(?:[-–—•·*▪►▶→]|\p{Extended_Pictographic})+\s+/u;

function readFacts(raw: string, line: number): Facts {
  // A list's bullet ("- ", "• ", "* ", "→ ") is not part of the day.
  const text = raw
    .slice(0, MAX_LINE_CHARS)
    .replace(/^\s*(?:[-–—•·*▪►▶→>]|\p{Extended_Pictographic})+\s+/u, '');
  const cells = text.split('\t').map((cell) => cell.trim());
  const first = cells.find((cell) => cell !== '') ?? '';
  // A table row's first cell that is a number alone is its day ("1\tApr 2nd\tMiami"), and so is a
  // number alone on its line (a table copied one cell per line).
  const marker =
    readMarker(first) ??
    (/^\d{1,3}$/.test(cells[0] ?? '')
      ? { from: Number(cells[0]), to: Number(cells[0]), length: cells[0]!.length }
      : null);
  let body = text;
  if (marker) body = body.replace(first, first.slice(marker.length));
  // "Fahrplan Tag 7:", "Schedule Day 3:": a label, then the day's marker, alone on the line.
  const labelled =
    !marker && cells.length === 1
      ? /^\s*\p{L}{3,20}\s+(?=\p{L}{2,6}\.?\s?\d{1,3}\s*[:：]\s*$)/u.exec(text)
      : null;
  const labelledMarker = labelled ? readMarker(text.slice(labelled[0].length)) : null;
  if (labelledMarker) body = '';
  let dates = findDates(body);
  // "5/7(日) 1日目 乗船 横浜港出航17:00": the day's number after its date.
  const lead = dates[0];
  // "March 28: Day 1 Saturday Basel": the date's colon, then the day's number.
  const weekday = lead ? (/^\s*(?:[(（][^)）]{1,4}[)）]|[:：])/u.exec(body.slice(lead.end))?.[0] ?? '') : '';
  const after =
    !marker && lead && body.slice(0, lead.start).trim() === ''
      ? readMarker(body.slice(lead.end + weekday.length))
      : null;
  if (after) {
    const from = lead!.end + weekday.length;
    // The weekday after the number is the date's too ("Day 1  Saturday Basel").
    const rest = body.slice(from + after.length);
    const named = leadingWeekdayName(rest);
    body = `${body.slice(0, from)} ${rest.slice(named)}`;
    dates = findDates(body);
  }
  const date = dates[0] ?? null;
  // "Sunday (tomorrow): Ketchikan", "MONDAY AM: Punta Espinosa": a day told by its weekday alone;
  // "PM: Puerto Egas": a visit later the same day.
  const weekdayLead = !marker && !labelledMarker && !date ? leadingWeekday(body) : null;
  if (weekdayLead) body = body.slice(weekdayLead.length);
  // "AM - Darwin Bay (Genovesa)" too: a yacht's morning and afternoon sites.
  const slot =
    /^\s*(?:a\.?m\.?|p\.?m\.?|noon|morning|afternoon|evening)\s*(?:[:：]|\s[-–—])\s*(?=\p{L})/iu.exec(body);
  if (slot) body = body.slice(slot[0].length);
  const times = findTimes(body);
  // Where the times' places are counted from in the line (the marker and weekday taken off its start).
  const timesOffset = text.length - body.length;
  const labelOnly =
    labelRole(text) ??
    (/^[\p{L} ]{2,20}[:：]\s*$/u.test(text) ? labelRole(text.replace(/[:：]\s*$/u, '')) : null);
  // A table row's time columns: the cells after the one holding the name.
  let columns: (string | null)[] | null = null;
  if (cells.length >= 3) {
    const nameIndex = cells.findIndex((cell, index) => {
      if (index === 0 && marker && cell.slice(marker.length).trim() === '') return false;
      const rest = withoutDates(maskDates(cell), findDates(cell)).replace(/\d/g, '');
      // "1. Tag\tItalien\tVenedig\t13:00 Uhr": a country column before the port's.
      const countryColumn = isCountryName(cell) && isPortCell(cells[index + 1] ?? '');
      return (
        !countryColumn &&
        /\p{L}{2}/u.test(rest) &&
        !labelRole(cell) &&
        !isPlaceholder(cell) &&
        !OVERNIGHT.test(foldPlaceName(cell))
      );
    });
    if (nameIndex >= 0) {
      // "Kirkwall\tOrkney-Inseln\t09:00 Uhr\t16:00 Uhr": a country or island column between the
      // port's and its times.
      let from = nameIndex + 1;
      while (
        from < cells.length - 2 &&
        !/\d/u.test(cells[from]!) &&
        !isPlaceholder(cells[from]!) &&
        !labelRole(cells[from]!) &&
        words(cells[from]!).length <= 3 &&
        !OVERNIGHT.test(foldPlaceName(cells[from]!))
      )
        from += 1;
      // "…\t16:30\tDocked": a remark column after the times says how the ship calls, no time.
      let to = cells.length;
      // "…\t22:00\t7": a "Time ashore" column of hours is no time of day either.
      while (
        to > from + 1 &&
        (CALL_NOTE.test(foldPlaceName(cells[to - 1]!)) ||
          /^\d{1,2}(?:[.,]\d)?\s*(?:h|hrs?|hours?)?$/iu.test(cells[to - 1]!))
      )
        to -= 1;
      const after = cells.slice(from, to);
      if (
        after.length > 0 &&
        after.every(
          (cell) =>
            isPlaceholder(cell) ||
            findTimes(cell).length > 0 ||
            OVERNIGHT.test(foldPlaceName(cell)) ||
            /オーバーナイト/u.test(cell),
        )
      )
        columns = after.map((cell) => (isPlaceholder(cell) ? null : cell));
    }
  }
  // The name: the text less marker, dates, weekdays and times.
  let nameText = withoutDates(body, dates);
  // The times and the word joining a range ("7 AM to 7 PM"), which is not the name's either.
  for (let i = times.length - 1; i >= 0; i--) {
    const time = times[i]!;
    const before = times[i - 1];
    const joined =
      before && RANGE_WORD.test(nameText.slice(before.end, time.start)) ? before.end : time.start;
    nameText = `${nameText.slice(0, joined)} ${nameText.slice(time.end)}`;
  }
  nameText = nameText.replace(/\b(?:uhr|heures?)\b/giu, ' ');
  const nameCells = nameText
    .split('\t')
    .map((cell) => cell.trim())
    .filter((cell) => !isPlaceholder(cell) && !labelRole(cell) && /\p{L}|\p{N}{4}/u.test(cell))
    // "5\tCruising\tCruising": a cell said twice is said once.
    .filter(
      (cell, index, all) => all.findIndex((other) => foldPlaceName(other) === foldPlaceName(cell)) === index,
    );
  // A country column before the port's is the port's country: "Venedig, Italien".
  if (nameCells.length > 1 && isCountryName(nameCells[0]!) && isPortCell(nameCells[1]!)) {
    const [country, port] = nameCells.splice(0, 2);
    nameCells.unshift(`${port}, ${country}`);
  }
  // "Spitzbergen\tNorwegen": a country column after the port's is its country, not its name.
  if (nameCells.length > 1 && nameCells.slice(1).every((cell) => isCountryName(cell)))
    nameCells.splice(1, nameCells.length - 1, ...nameCells.slice(1).map((cell) => `, ${cell}`));
  const folded = foldPlaceName(text);
  // "Cruise to Ålesund – …", "Cruise via Vesterålen to Tromsø", "Cruise arrival in Kirkenes": a
  // coastal voyage's day at the port it goes to (unless that is a water: "Cruise to Tracy Arm").
  // A table row's description cell after its place ("Falkland Islands\tSaunders Island, Carcass
  // Island, penguins, history"): the place is the first cell alone.
  const described =
    nameCells.length > 1 &&
    nameCells.slice(1).some((cell) => isProse(cell, null) || (/,/u.test(cell) && /\s\p{Ll}{3,}/u.test(cell)));
  const written = described ? nameCells[0]! : nameCells.join(' ');
  const goesTo = CRUISE_TO.exec(written.replace(/^[\s|:;,.–—-]+/u, ''))?.[1];
  const nameWritten = goesTo && !SCENIC_WATERS.test(foldPlaceName(goesTo)) ? goesTo : written;
  const nameSource = nameWritten.replace(/\([^()]*\)/g, (inner) =>
    /scenic|cruising|cruise-by|cruise by/i.test(inner) ? inner : ' ',
  );
  // A sea word that is also a weekday's short form ("mer": mercredi) is the sea when it stands alone.
  const kind =
    kindOf(nameSource) ??
    (SEA_DAY_JA.test(text) || (words(body).length <= 3 && kindOf(body) === 'sea') ? 'sea' : null);
  const name = kind === 'scenic' ? scenicName(nameWritten) : cleanName(nameWritten);
  return {
    writtenName: nameWritten.trim(),
    line,
    raw: text,
    bullet: LIST_BULLET.test(raw),
    cells,
    marker: marker
      ? { from: marker.from, to: marker.to, ...(VOYAGE_COUNT.test(first) ? { voyage: true as const } : {}) }
      : (after ?? labelledMarker)
        ? { from: (after ?? labelledMarker)!.from, to: (after ?? labelledMarker)!.to }
        : null,
    date,
    timesOffset,
    weekday: weekdayLead?.day ?? (date ? weekdayOfDate(text) : null),
    slot: slot !== null && !weekdayLead,
    times,
    columns,
    labelOnly: times.length === 0 ? labelOnly : null,
    placeholderOnly: isPlaceholder(text),
    overnight: OVERNIGHT.test(folded) || /オーバーナイト/u.test(text),
    portCall: TENDER.test(folded) ? 'tendered' : DOCKED.test(folded) ? 'docked' : null,
    kind,
    name,
    heading:
      (times.length === 0 &&
        !date &&
        !marker &&
        !labelledMarker &&
        (isHeading(cells) || /[:：]\s*$/u.test(text) || countriesOnly(text))) ||
      // "Transfer to hotel 2-nights" is a stay ashore, not a cruise's title.
      (!marker && TITLE.test(folded) && !/\bhotel\b/u.test(folded)) ||
      (!marker && FACT_LABEL.test(text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())) ||
      (!marker && !date && BYLINE.test(text)) ||
      (!marker && !date && times.length === 0 && PAGE_FURNITURE.test(folded)) ||
      // "Flight to Fort Lauderdale" in a list without dates: the traveller's way there, no day.
      (!marker && !date && times.length === 0 && /^(?:flights?|fly|flying|drive|train) to\b/u.test(folded)) ||
      // "(2013/4/27〜5/6)", "May 8 - 11, 2026": the cruise's dates, not a day.
      (!marker &&
        dates.length >= 2 &&
        /[〜~–—-]|\b(?:to|bis|au|al|a|ate|até|do|tot|til|till|until)\b/u.test(
          body.slice(dates[0]!.end, dates[1]!.start),
        )),
    dateLeads: date !== null && date.start < 16,
    // "Tendering may be cancelled if …" is a warning, not a call that was missed.
    // "Osaka, Japan (unexpected stop, replacing Kagoshima): … was canceled": the day's port is the
    // one that replaced the cancelled call.
    cancelled:
      CALL_CANCELLED.test(folded) &&
      !/\b(?:may|might|can|could|if|in case|wenn|falls|puede|podria|potrebbe|peut)\b/u.test(folded) &&
      !/\b(?:replacing|in place of|instead of|anstelle|statt|au lieu de|invece di|en lugar de|en vez de)\b/u.test(
        folded.slice(0, 80),
      ),
    // A table row is prose when its first named cell is ("Cozumel\tA lovely island …" is not).
    prose: isProse(
      (nameCells.length > 1 ? nameCells[0]! : nameCells.join(' '))
        .replace(/\([^()]*\)/g, ' ')
        .replace(/\s[-–—]\s?\S.*$/u, ''),
      kind,
    ),
  };
}

/** A date copied one part per line ("17", "July", "2021") is one line again; the others stay (blank in their place). */
function joinSplitDates(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const day = out[i]!.trim();
    const month = out[i + 1]!.trim();
    if (
      // "26th" / "May" / "2022": a table's date cell wrapped onto three lines.
      !/^\d{1,2}(?:st|nd|rd|th|\.|er|º)?$/iu.test(day) ||
      !/^\p{L}{3,12}\.?$/u.test(month) ||
      findDates(`${day} ${month}`).length === 0
    )
      continue;
    const year = out[i + 2]?.trim() ?? '';
    const withYear = /^\d{4}$/.test(year);
    out[i] = withYear ? `${day} ${month} ${year}` : `${day} ${month}`;
    out[i + 1] = '';
    if (withYear) out[i + 2] = '';
  }
  return out;
}

/**
 * A table copied with its cell borders as pipes ("1 | Vancouver, Canada | — | 4:00 p.m. |") is a
 * table: on rows of two pipes or more, beside another such row, the pipes are cells (tabs). A
 * table copied one cell per line with a pipe after each ("1 |", "Seattle, USA |", "|") loses its
 * pipes. A single line between pipes ("santos | rio de janeiro | navegação") stays a route.
 */
/**
 * A print in two columns ("20 DEC MIAMI, FLORIDA 06:00p 24 DEC GEORGE TOWN … 08:00a 04:00p"):
 * each line holds two dated days. A run of such lines is read down the left column, then the right.
 */
function twoColumns(lines: string[]): string[] {
  const halves = lines.map((line): [string, string] | null => {
    if (line.includes('\t') || line.length > 240) return null;
    const dates = findDates(line);
    if (dates.length !== 2 || dates[0]!.start > 2) return null;
    const left = line.slice(0, dates[1]!.start);
    const right = line.slice(dates[1]!.start);
    // Each half names its day; "20 DEC - 27 DEC" is a range, not two days.
    const named = (half: string, date: FoundDate) =>
      /\p{L}{3,}/u.test(withoutDates(half, [{ ...date, start: 0, end: date.end - date.start }]));
    if (/(?:[-–—~]|\b(?:to|bis|au|al|till|until))\s*$/iu.test(left.trim())) return null;
    return named(left, dates[0]!) && named(right, dates[1]!) && words(line).length <= 24
      ? [left.trim(), right.trim()]
      : null;
  });
  const out: string[] = [];
  for (let i = 0; i < lines.length; ) {
    if (!halves[i]) {
      out.push(lines[i]!);
      i += 1;
      continue;
    }
    let end = i;
    while (end < lines.length && halves[end]) end += 1;
    // One line alone is a line with two dates, not a print in columns.
    if (end - i < 2) {
      out.push(lines[i]!);
      i += 1;
      continue;
    }
    const run = halves.slice(i, end) as [string, string][];
    out.push(...run.map((pair) => pair[0]), ...run.map((pair) => pair[1]));
    i = end;
  }
  return out;
}

/** Dates that follow each other a day or a few apart: a list's days. */
function datesRunOn(dates: FoundDate[]): boolean {
  for (let i = 1; i < dates.length; i++) {
    const step = (dates[i]!.month - dates[i - 1]!.month) * 31 + dates[i]!.day - dates[i - 1]!.day;
    const newYear = dates[i - 1]!.month === 12 && dates[i]!.month === 1;
    if (!newYear && (step < 1 || step > 4)) return false;
  }
  return true;
}

/** Where a date starts with the weekday written before it ("Fri, Apr 11"). */
function withWeekdayBefore(line: string, start: number): number {
  const before = /(\p{L}{2,10})\.?,?\s+$/u.exec(line.slice(Math.max(0, start - 14), start));
  return before && WEEKDAYS.has(foldPlaceName(before[1]!)) ? start - before[0].length : start;
}

/**
 * A paragraph that runs the days together ("March 5: Ushuaia, Argentina. March 6: Drake Passage.
 * March 7: …", "Day 1: Miami. Day 2: At sea. …"): one line per day, each from its date or marker.
 */
/** A list of places by commas wrapped onto the next line ("…, Suez Canal," / "Aqaba Jordon, …"): one line again. */
function joinWrappedLists(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const before = out.at(-1);
    if (
      before !== undefined &&
      /,\s*$/u.test(before) &&
      (before.match(/,/gu) ?? []).length >= 3 &&
      (line.match(/,/gu) ?? []).length >= 1 &&
      before.length + line.length <= MAX_LINE_CHARS
    ) {
      out[out.length - 1] = `${before.trimEnd()} ${line.trim()}`;
      out.push('');
    } else out.push(line);
  }
  return out;
}

/** How long a line may be and still be cut into the days its markers open (a PDF's flattened notes). */
const MAX_RUN_ON_CHARS = 20_000;

/**
 * "ITINERARY OVERVIEW Day 1 Arrival … Day 2 Embark … Days 5-7 Antarctic Peninsula …": the days of a
 * line, each where its marker starts, when four or more count up from the first day or two; the
 * markers are followed by a dash, a colon or a capitalised word. Null when the line is no such list.
 */
function markerRun(line: string, separatorOnly: boolean): number[] | null {
  const run: { at: number; from: number; to: number }[] = [];
  for (const match of line.matchAll(/(?<=^|\s)(?=\p{L}{2,6}\.?\s?\d{1,3})/gu)) {
    // Bounded slices: a long line costs its length, not its square.
    const ahead = line.slice(match.index, match.index + 60);
    const marker = readMarker(ahead);
    if (!marker) continue;
    const written = ahead.slice(0, marker.length);
    const next = ahead.slice(marker.length);
    const separated = /[-–—:]\s*$/u.test(written) || /^\s*,?\s*[-–—:]\s/u.test(next);
    if (!separated && (separatorOnly || !/^\s*\p{Lu}/u.test(next))) continue;
    if (run.length > 0 && marker.from <= run.at(-1)!.to) continue;
    run.push({ at: match.index, from: marker.from, to: marker.to });
  }
  const enough = separatorOnly ? run.length >= 3 : run.length >= 4 && run[0]!.from <= 2;
  return enough ? run.map((day) => day.at) : null;
}

/** "Day 2 Kusadasi, Turkey;" then "Patmos, Greece": a day's list by semicolons wrapped onto the next line. */
function joinSemicolonWraps(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const next = out[i + 1]!.trim();
    if (
      /;\s*$/u.test(out[i]!) &&
      readMarker(out[i]!) !== null &&
      next !== '' &&
      words(next).length <= 4 &&
      readMarker(next) === null &&
      findDates(next).length === 0
    ) {
      out[i] = `${out[i]!.trimEnd()} ${next}`;
      out[i + 1] = '';
    }
  }
  return out;
}

function runOnDays(lines: string[]): string[] {
  return lines.flatMap((line) => {
    if (line.length > MAX_LINE_CHARS && line.length <= MAX_RUN_ON_CHARS && !line.includes('\t')) {
      const starts = markerRun(line, false);
      if (starts)
        return [0, ...starts]
          .map((at, i, cuts) => line.slice(at, cuts[i + 1] ?? line.length).trim())
          .filter((part) => part !== '');
    }
    if (line.length > MAX_LINE_CHARS || line.includes('\t')) return [line];
    const dates = findDates(line);
    const starts = dates
      .filter(
        (date) =>
          /^\s*[:：]/u.test(line.slice(date.end)) &&
          (date.start === 0 || /[.;]\s{1,3}$/u.test(line.slice(Math.max(0, date.start - 4), date.start))),
      )
      .map((date) => date.start);
    // "Thu, Apr 10 Port Canaveral, Florida - - Departure 4:00 PM Fri, Apr 11 Perfect Day at
    // CocoCay …": a list whose line breaks were lost, one date a day (from its weekday).
    if (starts.length < 3 && dates.length >= 3 && datesRunOn(dates))
      starts.splice(0, starts.length, ...dates.map((date) => withWeekdayBefore(line, date.start)));
    if (starts.length < 3)
      for (const match of line.matchAll(/(?<=^|[.;]\s{1,3})(?=\p{L}{2,6}\.?\s?\d{1,3}\s*[:：])/gu)) {
        const marker = readMarker(line.slice(match.index));
        if (marker && /^\s*[:：]/u.test(line.slice(match.index + marker.length).replace(/^\s*\d*/u, '')))
          starts.push(match.index);
      }
    // "Itinerary: Day 1 - Southampton, UK Day 2 - Day at Sea Day 3 – Bergen, Norway …": a
    // forum's list in one line, each day's marker then a dash, the numbers counting up.
    if (starts.length < 3) {
      const run = markerRun(line, true) ?? markerRun(line, false);
      if (run) starts.splice(0, starts.length, ...run);
    }
    if (starts.length < 3) return [line];
    const cuts = [...new Set([0, ...starts])].sort((a, b) => a - b);
    return cuts
      .map((at, i) => line.slice(at, cuts[i + 1] ?? line.length).trim())
      .filter((part) => part !== '');
  });
}

/**
 * "Koblenz 13:00 Uhr 20:00 Uhr Stadtrundgang Koblenz mit Seilbahnfahrt …": a row copied without
 * its tabs, the excursions after the port's times. The row ends at its last time when what comes
 * before the times is a port the gazetteer knows; what comes after is no part of the day.
 */
function withoutTrailingDescriptions(lines: string[], ports: PortIndex | undefined): string[] {
  if (!ports) return lines;
  return lines.map((line) => {
    if (line.includes('\t') || line.length > MAX_LINE_CHARS) return line;
    const times = findTimes(line);
    if (times.length === 0) return line;
    const end = times.at(-1)!.end;
    const gap = /^(?:\s*(?:uhr|h|hrs)\b)?(?:\s*[-–—])*/iu.exec(line.slice(end))?.[0] ?? '';
    const tail = line.slice(end + gap.length).trim();
    const folded = foldPlaceName(tail);
    if (
      words(tail).length < 3 ||
      !/^\p{Lu}/u.test(tail) ||
      OVERNIGHT.test(folded) ||
      TENDER.test(folded) ||
      CALL_NOTE.test(folded) ||
      labelRole(tail) !== null
    )
      return line;
    const marker = readMarker(line);
    const lead = line.slice(marker?.length ?? 0, times[0]!.start);
    const head = withoutDates(lead, findDates(lead))
      .replace(/(?:\s*[-–—:])+\s*$/u, '')
      .replace(/^[\s:.,–—-]+/u, '')
      .trim();
    const first = head.split(/\s*\/\s*/u)[0] ?? '';
    if (words(head).length > 5 || !(resolvePort(ports, head) ?? resolvePort(ports, first))) return line;
    return line.slice(0, end + gap.length);
  });
}

/**
 * "Day\tPort\tArrive\tDepart" then "3\tZeebrugge\t0700\t1800": a table's times written as four
 * digits, in the columns its heading row names for arrival and departure, read as clock times.
 */
function fourDigitTimes(lines: string[]): string[] {
  let columns: number[] = [];
  return lines.map((line) => {
    if (!line.includes('\t')) return line;
    const cells = line.split('\t');
    const labelled = cells.flatMap((cell, index) =>
      !/\d/u.test(cell) && cell.trim() !== '' && labelRole(cell.trim()) ? [index] : [],
    );
    if (labelled.length >= 2) {
      columns = labelled;
      return line;
    }
    if (columns.length === 0) return line;
    return cells
      .map((cell, index) =>
        columns.includes(index) ? cell.replace(/^(\s*)([01]\d|2[0-3])([0-5]\d)(\s*)$/u, '$1$2:$3$4') : cell,
      )
      .join('\t');
  });
}

/** A table's column of what the day holds ("Highlights", "Description"): no part of the port's name. */
const DESCRIPTION_COLUMN =
  /^(?:highlights?|description|details|activities|notes?|program(?:me)?|excursions?|hohepunkte|beschreibung|programm|programma|descrizione|programa|descripcion|programme du jour)$/u;

/** Takes a table's description column out of its rows (under a heading row that names it). */
function withoutDescriptions(lines: string[]): string[] {
  let column = -1;
  let width = 0;
  return lines.map((line) => {
    if (!line.includes('\t') || line.length > MAX_LINE_CHARS) return line;
    const cells = line.split('\t');
    const heading = cells.findIndex((cell) => DESCRIPTION_COLUMN.test(foldPlaceName(cell)));
    if (heading > 0 && cells.every((cell) => !/\d/u.test(cell) && words(cell).length <= 3)) {
      [column, width] = [heading, cells.length];
      return line;
    }
    if (column < 0 || cells.length !== width) return line;
    return cells.filter((_, index) => index !== column).join('\t');
  });
}

/** A flattened table's heading row: "Day Place Highlights", "Day Port Description". */
const FLAT_HEADING =
  /^(?:day|days|tag|jour|dia|giorno|dag)\s+(?:place|port|ports|port of call|destination|location|city|hafen|ort|escale|puerto|porto)\s+(\p{L}+(?: du jour)?)$/u;

/**
 * A table copied without its tabs under a heading row that names a description column ("Day Place
 * Highlights" / "Day 10 Elephant Island Chinstrap penguins, elephant seals"): each row's place is
 * cut from its highlights and the row written with tabs again, so the description column goes as
 * in any table. The place is the longest start of the row the gazetteer or the lexicon knows, else
 * its words up to the first that names a landing ("Island", "Sound"), else its capitalised words
 * (the last one starting the highlights when lower-case words follow: "Antarctic Peninsula
 * Iceberg sculptures").
 */
function flattenedTables(lines: string[], ports: PortIndex | undefined): string[] {
  const heading = lines.findIndex(
    (line) =>
      !line.includes('\t') &&
      line.length <= 60 &&
      DESCRIPTION_COLUMN.test(FLAT_HEADING.exec(foldPlaceName(line).replace(/\s+/gu, ' '))?.[1] ?? '-'),
  );
  if (heading < 0) return lines;
  return lines.map((line, index) => {
    if (index === heading)
      return words(line)
        .join('\t')
        .replace(/(port)\t(of)\t(call)/iu, '$1 $2 $3');
    if (index < heading || line.includes('\t') || line.length > MAX_LINE_CHARS) return line;
    const marker = readMarker(line);
    if (!marker) return line;
    const rest = words(line.slice(marker.length));
    const take = placeWords(rest, ports);
    if (take === 0 || take >= rest.length) return line;
    const place = rest
      .slice(0, take)
      .join(' ')
      .replace(/[,;:]$/u, '');
    return `${line.slice(0, marker.length).trim()}\t${place}\t${rest.slice(take).join(' ')}`;
  });
}

/** How many of a flattened row's words name its place (0 when none can be told). */
function placeWords(rest: string[], ports: PortIndex | undefined): number {
  const bare = (n: number) =>
    rest
      .slice(0, n)
      .join(' ')
      .replace(/[,;:]$/u, '');
  for (let n = Math.min(5, rest.length - 1); n >= 1; n--) {
    if (n > 1 && /[,;:]$/u.test(rest[n - 2]!)) continue;
    if (kindOf(bare(n)) === 'sea' || (ports && resolvePort(ports, bare(n)) && /^\p{Lu}/u.test(rest[0]!)))
      return n;
  }
  const landing = rest
    .slice(0, 6)
    .findIndex((word) => LANDING.test(foldPlaceName(word.replace(/[,;:]$/u, ''))));
  if (landing >= 1 && rest.slice(0, landing + 1).every((word) => /^\p{Lu}|^(?:and|&)$/u.test(word)))
    return landing + 1;
  let run = 0;
  while (run < rest.length && /^\p{Lu}/u.test(rest[run]!)) {
    run += 1;
    if (/[,;:]$/u.test(rest[run - 1]!)) break;
  }
  if (run >= 2 && /^\p{Ll}/u.test(rest[run] ?? '')) run -= 1;
  return run;
}

function pipeTables(lines: string[], ports: PortIndex | undefined): string[] {
  const pipes = lines.map((line) => (line.length <= MAX_LINE_CHARS ? (line.match(/\|/g) ?? []).length : 0));
  const trailing = lines.filter((line) => /\S\s*\|\s*$|^\s*\|\s*$/u.test(line)).length;
  return lines.map((line, i) => {
    if (line.includes('\t') || barredStops(line, ports)) return line;
    if (pipes[i]! >= 2 && [i - 2, i - 1, i + 1, i + 2].some((j) => (pipes[j] ?? 0) >= 2))
      return line
        .trim()
        .replace(/^\|\s*|\s*\|$/gu, '')
        .replace(/\s*\|\s*/gu, '\t');
    if (trailing >= 3 && pipes[i] === 1) return line.replace(/\s*\|\s*$/u, '');
    return line;
  });
}

/**
 * Several stops of one day on one line, each said to be one: "Day 4: Olden (In port), Innvikfjorden
 * (cruise-by), Nordfjord (cruise-by)". The first keeps the line's day marker.
 */
/** A place named for its water or its coast ("Portal Point", "Girard Bay", "Drake Passage"). */
const LANDING =
  /\b(?:island|islands|isle|point|bay|channel|station|passage|sound|cove|beach|harbour|harbor|glacier|fjord|strait|inlet|lagoon)$/u;
/** A Nordic place on the water by its name's ending: "-fjorden", "-neset", "-bukta", "-hamna", "-sundet". */
const NORTH_LANDING =
  /\p{L}{3,}(?:fjord|fjorden|neset|nes|bukta|bukt|hamna|hamn|havn|halvoya|fjellet|stretet|sundet|sund|oya|breen|odden|hornet|vika|vagen)$/u;
const STOP_NOTE = /\((?:in port|cruise-by|cruise by|scenic cruising|cruising|tender|docked|overnight)\)/iu;
function stopParts(line: string): string[] {
  if (line.includes('\t')) return [line];
  // "03:15-03:30 : Vardø 06:45-07:15 : Vadsø 09:00-12:30 : Kirkenes": a coastal day's calls on
  // one line, each its times then its port.
  const runs = [...line.matchAll(/(?<![\d:.])\d{1,2}[:.]\d{2}\s?[-–]\s?\d{1,2}[:.]\d{2}\s?:\s/gu)];
  if (runs.length >= 2)
    return [
      line.slice(0, runs[0]!.index),
      ...runs.map((run, i) => line.slice(run.index, runs[i + 1]?.index ?? line.length)),
    ].filter((part) => part.trim() !== '');
  // "Bodø 12:40–14:40, Svolvær 19:30–21:00": a coastal day's calls by commas, each its port then
  // its times; a call without times between them ("Geirangerfjord (seasonal)") is one too.
  const calls = line.split(/,\s+(?=\p{Lu})/u);
  // "Noumea, Mon 7 Oct 15:00- 23:00" is one call: a date is no port.
  const timed = (part: string) => {
    const call = /^(.*?\p{L}{3}.*?)\s\d{1,2}[:.]\d{2}\s?[-–]\s?\d{1,2}[:.]\d{2}\s*$/u.exec(part)?.[1];
    return call !== undefined && findDates(call).length === 0;
  };
  if (
    calls.length >= 2 &&
    calls.length <= 8 &&
    calls.filter(timed).length >= Math.max(2, calls.length - 1) &&
    calls.every((part) => timed(part) || words(part.replace(/\([^()]*\)/gu, ' ')).length <= 3) &&
    findTimes(line).length >= 2
  )
    return calls;
  // "Mannheim/Gernsheim/Rudesheim", "Koblenz/mid-Rhine castles": a river day's stops joined by
  // slashes, when there are three or more or a later one is a water. Two ports ("Kehl/Strasbourg",
  // "Mannheim/Ludwigshafen") are one berth, named by the first.
  const slashed = line.split(/(?<=\p{L})\/(?=\p{L})/u);
  if (
    slashed.length >= 2 &&
    slashed.length <= 6 &&
    slashed.slice(1).every((part) => words(part.replace(/[([].*$/u, '')).length <= 4) &&
    (slashed.length >= 3 || slashed.slice(1).some((part) => kindOf(part) === 'scenic'))
  )
    return slashed;
  // "March 8: Portal Point, Wilhelmina Bay, Cuverville Island": an expedition's landings, each a
  // place on the water by its name. "Ushuaia, Tierra del Fuego, Argentina" is one place.
  const listed =
    line.length <= MAX_LINE_CHARS && /,|\s&\s|\sand\s/u.test(line)
      ? line
          .replace(/[.]\s*$/u, '')
          .replace(/\s*\([^()]*\)\s*$/u, '')
          .split(/ ?, ?| & | and /u)
      : [];
  if (
    listed.length >= 2 &&
    listed.length <= 6 &&
    listed.every((part) => words(part).length <= 6 && LANDING.test(foldPlaceName(part)))
  )
    return listed;
  // "Day 3: Liefdefjord, Worsleyneset and Moffen": landings named in the north's own words (a
  // fjord, a headland, a bay), most of them so, none a country.
  const names = listed.map((part, i) => (i === 0 ? part.replace(/^.*[:：]\s*/u, '') : part).trim());
  if (
    names.length >= 2 &&
    names.length <= 6 &&
    names.every((part) => /^\p{Lu}/u.test(part) && words(part).length <= 3 && !isCountryName(part)) &&
    names.filter((part) => NORTH_LANDING.test(foldPlaceName(part))).length * 2 >= names.length
  )
    return [`${listed[0]!.slice(0, listed[0]!.length - names[0]!.length)}${names[0]}`, ...names.slice(1)];
  if (!STOP_NOTE.test(line)) return [line];
  const parts = line.split(/(?<=\))\s*,\s*/u);
  return parts.length > 1 && parts.slice(1).every((part) => STOP_NOTE.test(part)) ? parts : [line];
}

/**
 * "Day 6 – Soo Locks | Cruising Lake Superior | Whitefish Point | Sault Ste. Marie, Michigan": a
 * numbered day's stops joined by bars, without times (a card's "DAY 1 | MIAMI | Depart 4 PM" has
 * them, and is read as cells). The traveller's own legs ("Depart home city", "Embark Le Dumont")
 * are no stops; "Arrive in Toronto" is Toronto. Null when the line is no such day.
 */
const OWN_LEG =
  /^(?:(?:depart|return|fly|flight|transfer|drive)\b.*\bhome\b|(?:fly|flight|transfer|drive)\b|(?:embark|disembark|board)\s+(?!(?:in|at|from)\b))/iu;
function barredStops(line: string, ports: PortIndex | undefined): string[] | null {
  if (!ports || line.includes('\t') || !/[|;]/u.test(line) || line.length > MAX_LINE_CHARS) return null;
  const marker = readMarker(line);
  if (!marker || findTimes(line).length > 0) return null;
  const head = line.slice(0, marker.length);
  // "Day 1 Embark Piraeus; Mykonos, Greece": semicolons part a day's ports as bars do.
  const segments = line
    .slice(marker.length)
    .replace(/^\s*[-–—:.]?\s*/u, '')
    .split(line.includes('|') ? /\s*\|\s*/u : /\s*;\s*/u)
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '');
  if (segments.length < 2 || segments.length > 8 || segments.some((segment) => words(segment).length > 8))
    return null;
  // A country in a cell of its own ("Nassau | Bahamas") is the port's, not a stop.
  const stops: string[] = [];
  for (const segment of segments) {
    // "Embark Piraeus" is Piraeus; "Embark Le Dumont-D'Urville" names the ship.
    const embarks = /^(?:embark|disembark|board)\s+(?:in\s+|at\s+|from\s+)?/iu.exec(segment)?.[0] ?? '';
    if (embarks && resolvePort(ports, withoutCountryAfter(segment.slice(embarks.length)))) {
      stops.push(segment.slice(embarks.length));
      continue;
    }
    if (OWN_LEG.test(segment)) continue;
    const stop = segment.replace(/^(?:arrive|arrival|arriving)\s+(?:in|at)\s+/iu, '');
    if (stops.length > 0 && isCountryName(stop)) stops[stops.length - 1] += `, ${stop}`;
    else stops.push(stop);
  }
  // Each a place: a port the gazetteer knows, a water, or a name on the water; a "Tender" or a
  // "Docked" after a port is a card's cell, not a stop.
  const place = (stop: string) =>
    kindOf(stop) !== null ||
    resolvePort(ports, withoutCountryAfter(stop)) !== null ||
    LANDING.test(foldPlaceName(stop.split(',')[0] ?? ''));
  if (
    stops.length < 2 ||
    stops.some((stop) => STOP_NOTE.test(`(${stop})`) || !/^\p{Lu}/u.test(stop)) ||
    stops.filter(place).length * 2 < stops.length
  )
    return null;
  return [`${head} ${stops[0]}`, ...stops.slice(1)];
}

/**
 * "Days 2 & 3: Hubbard Glacier & Glacier Bay", "Day 7 & 8: At Sea & Vancouver": a range of days
 * naming as many places as it has days, one each, in order. Null for any other line.
 */
function placesOfRange(line: string): string[] | null {
  if (line.length > 200 || line.includes('\t')) return null;
  const marker = readMarker(line);
  if (!marker || marker.to <= marker.from || marker.to - marker.from > 3) return null;
  const rest = line.slice(marker.length).replace(/^\s*[-–—:.]?\s*/u, '');
  const places = rest.split(/\s+(?:&|and|und|et|y|e)\s+/u).map((place) => place.trim());
  if (
    places.length !== marker.to - marker.from + 1 ||
    places.some((place) => !/\p{L}{3}/u.test(place) || OVERNIGHT.test(foldPlaceName(place)))
  )
    return null;
  return places.map((place, at) => `Day ${marker.from + at}: ${place}`);
}

/**
 * "Tag – Auslaufen aus Hamburg", "Tag – Karlskrona": a numbered list copied without its numbers
 * (the page's list drew them). Three such lines or more: the word is left out and the days are
 * counted in order.
 */
const BARE_DAY_WORD = /^\s*(?:day|tag|jour|d[ií]a|giorno|dag)\s*[-–—:]\s+(?=\p{L})/iu;
function withoutBareDayWords(lines: string[]): string[] {
  let count = 0;
  for (const line of lines) if (BARE_DAY_WORD.test(line) && ++count >= 3) break;
  return count >= 3 ? lines.map((line) => line.replace(BARE_DAY_WORD, '')) : lines;
}

/**
 * "In der Nacht hat die MS Havila Castor in Florø (02:45h-03:00h) und Måløy (05:15h-05:30h)
 * angelegt, … Ålesund (09:45h-20:00h)": a day told in prose, each call a port with its times in
 * brackets. Two or more such calls (one after the day's number) are the day's stops, in order;
 * null otherwise.
 */
const BRACKETED_CALL =
  /(\p{Lu}[\p{L}'’.-]{0,40}(?: \p{Lu}[\p{L}'’.-]{0,40}){0,3}) ?\((\d{1,2}[:.]\d{2}) ?h? ?[-–] ?(\d{1,2}[:.]\d{2}) ?h?\)/gu;
function bracketedCalls(line: string, ports: PortIndex | undefined): string[] | null {
  if (!ports || line.includes('\t') || line.length > MAX_LINE_CHARS || !line.includes('(')) return null;
  // Prose only: a list's "4 - Mar: Hellesylt/Geiranger (09.00-17.00)" is read as a list.
  if (words(line).length < 12) return null;
  const marker = readMarker(line);
  const calls: string[] = [];
  for (const call of line.replace(/\s+/gu, ' ').matchAll(BRACKETED_CALL)) {
    // "Jugendstilstadt Ålesund": the longest end of the capitalised words that is a port.
    const names = words(call[1]!).length > 0 ? call[1]!.split(' ') : [];
    let port: string | null = null;
    for (let from = 0; from < names.length && !port; from++) {
      const name = names.slice(from).join(' ');
      if (resolvePort(ports, name)) port = name;
    }
    if (port) calls.push(`${port} ${call[2]}-${call[3]}`);
  }
  // One call is the day's when the line starts with its number ("Tag -03- … Trondheim (09:45h-12:45h)").
  if (calls.length < (marker ? 1 : 2)) return null;
  return marker ? [`${line.slice(0, marker.length)} ${calls[0]}`, ...calls.slice(1)] : calls;
}

/** The words before a route's last stop ("and lastly", "und zuletzt", "et enfin"). */
const LAST_STOP =
  /,?\s+(?:and (?:lastly|finally|then)|and at last|then finally|und (?:zuletzt|schlie(?:ss|ß)lich)|et (?:enfin|finalement)|e (?:infine|finalmente)|y (?:finalmente|por (?:ú|u)ltimo))\s+(?=\p{Lu})/gu;

/**
 * A route on one line ("Hamburg – Seetag – Southampton – Zeebrügge", "Itinéraire :
 * MARSEILLE-GENES-NAPLES-mer-BARCELONE", a blog's "foi o seguinte: santos | rio de janeiro |
 * navegação | salvador."): one part per day when there are three or more short parts and no
 * times, or null when the line is no route. "Rotterdam & Seetag" is Rotterdam. Parts joined by a
 * bare hyphen ("Port-au-Prince" is one name) count only when most of them are ports the gazetteer
 * knows or days at sea.
 */
function routeOf(
  line: string,
  ports: PortIndex | undefined,
): { parts: string[]; sameDay: boolean; rest: string } | null {
  if (line.length > MAX_LINE_CHARS || line.includes('\t')) return null;
  // One space at most between words, so no pattern below backtracks over a run of them.
  const text = line.replace(/\s+/g, ' ');
  const separators = (part: string) => (part.match(/\s[–—-]\s|[•→►>|]|\p{L}-\p{L}/gu) ?? []).length;
  if (separators(text) < 1 && (text.match(/,/gu) ?? []).length < 4) return null;
  // The sentence that holds the route, after its label ("La rotta era questa:", "Itinerary:").
  // "St. John's" goes on: an abbreviation's full stop ends no sentence.
  const sentences = text.split(
    /(?<=(?<!\b(?:St|Ste|Mt|Ft|Pt|Dr|Mr|Mrs|Ms|No|Nr|\p{Lu}))[.!?])\s+(?=\p{Lu})/u,
  );
  let route = sentences.reduce((best, sentence) =>
    separators(sentence) > separators(best) ? sentence : best,
  );
  const label = /^[^:：]{0,60}[:：](?!\d{2})\s*/u.exec(route)?.[0] ?? '';
  route = route
    .slice(label.length)
    .replace(/[.!?]\s*$/u, '')
    // "… - Alicante and lastly Barcelona for disembarkation": the last stop, told as one.
    .replace(LAST_STOP, ' - ');
  // "08.07.98: Trondheim - Rørvik Wir haben in Trondheim übernachtet …": the route's last part
  // runs on into the day's story; it ends with the port the gazetteer knows, and the story is
  // read on its own (its departure is the first stop's).
  let rest = '';
  const pieces = route.split(/\s[–—-]\s|\s*[•→►>|]\s*/u);
  const tail = pieces.at(-1) ?? '';
  if (ports && pieces.length >= 2 && words(tail).length > 4) {
    const tailWords = words(tail);
    const take = [3, 2, 1].find((n) => resolvePort(ports, tailWords.slice(0, n).join(' ')) !== null);
    if (take) {
      const keep = tailWords.slice(0, take).join(' ');
      const at = route.lastIndexOf(tail) + tail.indexOf(keep) + keep.length;
      rest = text.slice(text.indexOf(route) + at).trim();
      route = route.slice(0, at);
    }
  }
  // A part with a time ("Depart Miami | 7 pm") is a day's times, not a route's stop.
  if (
    /\d[:.]\d\d/.test(route) ||
    route.split(/\s[–—-]\s|\s*[•→►>|]\s*/u).some((part) => findTimes(part).length > 0) ||
    TITLE.test(foldPlaceName(route))
  )
    return null;
  // A day's own stops after its date or marker ("10.07.98: Harstad - Finnsnes - Tromsø", "Day 4
  // Olden - Geiranger"): one day, unless the parts have markers of their own ("1日目横浜→2日目長崎").
  const dayLabel = label !== '' && (readMarker(label) !== null || findDates(label).length > 0);
  const opensDay = dayLabel || readMarker(route) !== null;
  const sameDayOf = (parts: string[]) => {
    if (!opensDay || parts.slice(1).some((part) => readMarker(part) !== null)) return false;
    // "Day 2 - At Sea" is one stop: the marker's part must name a place of its own.
    // "Day 3 Oct 24 – Barcelona, Spain": a marker and a date are no place.
    const first = parts[0] ?? '';
    const rest = first.slice(readMarker(first)?.length ?? 0);
    return dayLabel || /\p{L}{2}/u.test(withoutDates(rest, findDates(rest)));
  };
  // "Sea day (New Years Day)": what the brackets say is no part of the stop's length.
  const short = (parts: string[]) =>
    parts.length >= (sameDayOf(parts) ? 2 : 3) &&
    parts.every(
      (part) =>
        /\p{L}/u.test(part) && words(withoutCountryAfter(part.replace(/\([^()]*\)/gu, ' '))).length <= 4,
    );
  const known = (parts: string[]) =>
    ports !== undefined &&
    parts.filter((part) => kindOf(part) === 'sea' || resolvePort(ports, part) !== null).length * 2 >=
      parts.length;
  // A part that is only a date ("Giorno 2: Antigua (Antille) - sabato 15 marzo 2014") dates the
  // day; it is no stop of its own.
  const isDate = (part: string) =>
    findDates(part).length > 0 && !/\p{L}{2}/u.test(withoutDates(part, findDates(part)));
  const clean = (parts: string[]) => {
    // "Six sea days" is six days at sea; "Antigua overnight" two days there.
    const stops = parts.flatMap((part) => {
      const stop = part
        .trim()
        .replace(/\s*(?:&|und|and|\+)\s*(?:seetag|sea day|at sea|en mer|navigazione)$/iu, '');
      const stays = /^(\p{L}.{1,40}?)\s+(?:overnight|over night|\(overnight\))$/iu.exec(stop)?.[1];
      if (stays) return [`${stays} (overnight)`, stays];
      // "New York (2 days)": a stay of that many days.
      const days = /^(\p{L}.{1,40}?)\s*\(([2-4]) days\)$/iu.exec(stop);
      if (days) return [`${days[1]} (overnight)`, ...Array<string>(Number(days[2]) - 1).fill(days[1]!)];
      return Array<string>(seaDayCount(foldPlaceName(stop)) ?? 1).fill(stop);
    });
    const dates = stops.filter(isDate);
    // "At Sea – Good Friday": the holiday decorates the day.
    const decorated = stops.filter((part) => !HOLIDAY.test(foldPlaceName(part).replace(/'/gu, '')));
    if (decorated.length > 0 && decorated.length < stops.length) stops.splice(0, stops.length, ...decorated);
    // A line crossed on the way ("Arctic Circle - Lofoten Islands") is no stop beside a place.
    const crossed = (part: string) => WAYPOINT.test(foldPlaceName(part));
    const places = stops.filter((part) => !isDate(part));
    const named = places.some(
      (part) => !crossed(part) && /\p{L}{3}/u.test(part.slice(readMarker(part)?.length ?? 0)),
    )
      ? places.filter((part) => !crossed(part))
      : places;
    return dates.length > 0 && named.length > 0
      ? [`${named[0]} ${dates.join(' ')}`, ...named.slice(1)]
      : named.length > 0
        ? named
        : stops;
  };
  const answer = (parts: string[]) => ({
    parts: dayLabel ? [`${label} ${parts[0]}`, ...parts.slice(1)] : parts,
    sameDay: sameDayOf(parts),
    rest,
  });
  // "New Orleans USA, Nassau Bahamas, Ponta Delgada Azores, Malaga, …": a route of ports by
  // commas, when most of its parts are ports the gazetteer knows.
  const commas = route.split(/\s*,\s*/u).filter((part) => part !== '');
  if (
    ports &&
    commas.length >= 5 &&
    // "Vierailusatamat: Florø, Måløy, …": a day's ports of call, not the cruise's days.
    !PORT_LIST.test(foldLabelText(text)) &&
    !/\d/u.test(route) &&
    commas.every((part) => words(withoutCountryAfter(part.replace(/\([^()]*\)/gu, ' '))).length <= 4) &&
    commas.filter((part) => kindOf(part) !== null || resolvePort(ports, withoutCountryAfter(part)) !== null)
      .length >=
      commas.length * 0.7
  )
    return answer(clean(commas));
  const spaced = clean(route.split(/\s+[–—-]\s+|\s*[•→►>|]\s*/u));
  if (short(spaced) && ((route === text.trim() && !sameDayOf(spaced)) || known(spaced)))
    return answer(spaced);
  const hyphened = clean(route.split(/\s*[–—-]\s*|\s*[•→►>|]\s*/u));
  if (short(hyphened) && hyphened.length >= (sameDayOf(hyphened) ? 2 : 4) && known(hyphened))
    return answer(hyphened);
  return null;
}

/** One stop being read: a day's port (or sea, or water) and what the lines say of it. */
interface Stop {
  marker: { from: number; to: number } | null;
  date: FoundDate | null;
  kind: DayKind;
  portName: string | null;
  writtenName: string | null;
  times: { clock: string; role: TimeRole | null }[];
  /** Times by column (a table row): arrival then departure. */
  columns: (string | null)[] | null;
  portCall: PortCall | null;
  overnight: boolean;
  /** A label on a line of its own waits for its value on the next line. */
  pending: TimeRole | null;
  /** Unlabelled values in order, a dash or an empty cell as null: arrival, then departure. */
  slots: (string | null)[];
  sameDayAsPrevious: boolean;
  /** The line that started it: shown as left out if the stop never gets a name. */
  fact: Facts;
}

/** Words around a labelled time that name nothing ("Passengers must be on board by", "Check-in begins at"). */
const FILLER = new Set(
  'at is by begins begin starts start from departs arrives sails sail docked leaves the on board aboard onboard passengers guests must be between and destination port time from until to in of check check-in boarding disembarkation arrival arrive departure depart all approx approximately ca um uhr ab an a la le el il'.split(
    ' ',
  ),
);
const isFiller = (name: string) => words(foldPlaceName(name)).every((word) => FILLER.has(word));

const hasName = (facts: Facts) =>
  /\p{L}{2}|\p{Script=Han}|\p{Script=Katakana}|\p{Script=Hiragana}/u.test(facts.name);

/**
 * A table's days, then its page's numbered notes ("1. Above prices are subject to fluctuation …"):
 * a later count from 1 whose lines are all sentences, none a row, numbers no days.
 */
function numberedNotes(facts: Facts[]) {
  const marked = facts.filter((fact) => fact.marker && !fact.heading);
  let start = 0;
  for (let i = 1; i <= marked.length; i++) {
    if (i < marked.length && marked[i]!.marker!.from > marked[i - 1]!.marker!.from) continue;
    const run = marked.slice(start, i);
    // A table without day numbers above the notes ("Sun\tNorfolk\t\t04:30 PM", …, then "1. To
    // handle all payments"): the table's rows count as the earlier days.
    const rowsAbove = facts.filter((fact) => fact.line < run[0]!.line && fact.cells.length > 2).length;
    const notes =
      run.every((fact) => fact.cells.length === 1) &&
      (run.filter((fact) => fact.prose).length * 2 > run.length ||
        (start === 0 && run.length <= 2 && run.every((fact) => fact.times.length === 0)));
    if (notes && (start > 0 ? marked.slice(0, start).some((fact) => fact.cells.length > 1) : rowsAbove >= 3))
      for (const fact of run) fact.heading = true;
    start = i;
  }
}

/** How deep a line sits: its leading spaces, a tab counted as four. */
const indentOf = (raw: string) => (/^[ \t]*/u.exec(raw)?.[0] ?? '').replace(/\t/gu, '    ').length;

/**
 * A trip's list with the cruise nested inside it ("Days 6-15: Quark Cruise:" over "    • Day 1:
 * Longyearbyen", "    • Day 2: …"): where the markers count from 1 again on lines set deeper than
 * the list's first, the deeper run (three days at least) is the cruise, and the outer lines are the
 * trip's.
 */
function nestedVoyage(facts: Facts[], lines: readonly string[]) {
  const depth = (fact: Facts) => indentOf(lines[fact.line - 1] ?? '');
  const marked = facts.filter((fact) => fact.marker && !fact.heading && !fact.raw.includes('\t'));
  const outer = marked[0] ? depth(marked[0]) : 0;
  const inner = marked.filter((fact) => depth(fact) > outer);
  if (inner.length < 3 || inner[0]!.marker!.from !== 1 || inner.length === marked.length) return;
  for (const fact of marked) if (depth(fact) <= outer) fact.heading = true;
}

/**
 * Days told by their weekdays alone ("Sunday: Ketchikan", "Monday: Icy Strait Point"), where the
 * page numbers and dates none: the first is day 1, each next weekday the days after it; the same
 * weekday again ("SUNDAY AM: …", then "PM: …") and a visit by its time of day are the same day.
 */
function weekdayDays(facts: (Facts & { alsoToday: boolean })[]) {
  // Weekdays alone, with at most the first and last rows dated ("Friday 4th May", "Saturday", …,
  // "Saturday 12th May"): a dated row is counted by its weekday too.
  // A date before them without its weekday is the page's ("4th - 12th May 2012").
  const alone = facts.filter((fact) => !fact.heading && fact.weekday !== null && !fact.date);
  const first = facts.find((fact) => !fact.heading && fact.weekday !== null)?.line ?? 0;
  const dated = facts.filter((fact) => !fact.heading && fact.date && !fact.prose && fact.line >= first);
  // A number alone on its line among them is a total ("Nights on board" / "15"), not a day.
  const marked = facts.filter((fact) => !fact.heading && fact.marker);
  const totals =
    marked.every((fact) => /^\s*\d{1,3}\s*$/u.test(fact.raw)) && marked.length * 2 < alone.length;
  if (alone.length < 3 || dated.some((fact) => fact.weekday === null) || (marked.length > 0 && !totals))
    return;
  for (const fact of marked) fact.heading = true;
  let day = 0;
  let previous: number | null = null;
  for (const fact of facts) {
    if (fact.heading) continue;
    if (fact.weekday !== null) {
      const step = previous === null ? 1 : (fact.weekday - previous + 7) % 7;
      previous = fact.weekday;
      day += step;
      fact.marker = { from: day, to: day };
      fact.alsoToday = step === 0;
    } else if (fact.slot && previous !== null && !fact.prose) fact.alsoToday = true;
  }
}

/** Forgets what the reader remembers of words and lines it has read (a benchmark's cold start). */
export function clearReaderMemory() {
  for (const remembered of [
    foldPlaceName,
    labelRole,
    findTimes,
    maskDates,
    findDates,
    outsideCandidates,
    insideCandidates,
    isCountryName,
  ])
    remembered.clear();
}

/** Reads a paste into days and the lines it left out. Never throws; linear in the paste's length. */
export function readItinerary(
  text: string,
  options: { sailDate?: string | null; ports?: PortIndex } = {},
): ReadItinerary {
  const lines = twoColumns(
    withoutTrailingDescriptions(
      withoutDescriptions(
        flattenedTables(
          fourDigitTimes(
            pipeTables(
              runOnDays(
                joinWrappedLists(
                  joinSemicolonWraps(
                    joinSplitDates(withoutBareDayWords(normaliseText(String(text ?? '')).split('\n'))),
                  ),
                ),
              ),
              options.ports,
            ),
          ),
          options.ports,
        ),
      ),
      options.ports,
    ),
  );
  const facts = lines.flatMap((written, index) => {
    // "- 5 sea days - crossed the equator", "- Maui, USA (2 days)" in a list: as many days.
    const plain = written.length <= 200 && !written.includes('\t');
    const bulletless = plain ? written.replace(/^\s*[-–—•*]\s+/u, '').replace(/\s+/gu, ' ') : written;
    const counted = bulletless.split(/ [-–—] /u)[0] ?? '';
    const atSea = plain ? seaDayCount(foldPlaceName(counted)) : null;
    const stay = plain ? /^(.{2,60}?) ?\(([2-4]) days\) ?$/u.exec(bulletless) : null;
    const lineCopies = atSea
      ? Array<string>(atSea).fill(counted)
      : stay
        ? [
            // "Cruising (2 days)": two days at sea, no night in port.
            kindOf(stay[1]!) === 'sea' ? stay[1]! : `${stay[1]} (overnight)`,
            ...Array<string>(Number(stay[2]) - 1).fill(stay[1]!),
          ]
        : [written];
    return lineCopies.flatMap((line) => factsOfLine(line, index));
  });
  function factsOfLine(line: string, index: number): ReturnType<typeof factsOfOneDay> {
    const days = placesOfRange(line);
    return days ? days.flatMap((day) => factsOfOneDay(day, index)) : factsOfOneDay(line, index);
  }
  function factsOfOneDay(line: string, index: number) {
    const barred = barredStops(line, options.ports) ?? bracketedCalls(line, options.ports);
    if (barred)
      return barred.map((stopText, at) => ({
        ...readFacts(stopText, index + 1),
        alsoToday: at > 0,
        route: false,
        afterRoute: false,
      }));
    const route = routeOf(line, options.ports);
    const stopsOfLine = (route?.parts ?? [line]).flatMap((part, partIndex) =>
      stopParts(part).map((stopText, at) => ({
        ...readFacts(stopText, index + 1),
        alsoToday: at > 0 || (route?.sameDay === true && partIndex > 0),
        route: route !== null && !route.sameDay,
        afterRoute: false,
      })),
    );
    // The day's story after its route, read as a sentence of its own.
    return route?.rest
      ? [
          ...stopsOfLine,
          { ...readFacts(route.rest, index + 1), alsoToday: false, route: false, afterRoute: true },
        ]
      : stopsOfLine;
  }
  // "04/09", "05/09": day first where that keeps the paste's dates together (a French page).
  if (dayFirstSlashes(facts.flatMap((fact) => (fact.date ? [fact.date] : []))))
    for (const fact of facts) if (fact.date) fact.date = dayFirst(fact.date);
  weekdayDays(facts);
  // "MIA", "CBK", "FS1" on a line of their own above the port's name: a booking system's port
  // codes, not the ports.
  const code = (fact: Facts | undefined) => fact !== undefined && /^\s*[A-Z][A-Z0-9]{2}\s*$/u.test(fact.raw);
  const named = (fact: Facts | undefined) => fact !== undefined && hasName(fact) && !code(fact);
  const codes = facts.filter((fact, i) => code(fact) && named(facts[i + 1]));
  if (codes.length >= 2) for (const fact of codes) fact.heading = true;
  numberedNotes(facts);
  // "-" on a line of its own between every two days (a listing's separators): no time left out.
  const filled = facts.filter((fact) => fact.raw.trim() !== '');
  const dated = (fact: Facts | undefined) => fact !== undefined && Boolean(fact.marker || fact.date);
  const separators = filled.filter(
    (fact, i) => fact.placeholderOnly && dated(filled[i - 1]) && dated(filled[i + 1]),
  );
  if (separators.length >= 3) for (const fact of separators) fact.heading = true;
  // "Day 1 – 4 – Fly to Barcelona", then "Ship day 1 – Leave Barcelona": where the page counts the
  // ship's days apart, its other days are the trip's (flights, hotels), not the cruise's.
  if (facts.some((fact) => fact.marker?.voyage))
    for (const fact of facts) if (fact.marker && !fact.marker.voyage) fact.heading = true;
  nestedVoyage(facts, lines);
  const unplaced: UnplacedLine[] = [];
  const leaveOut = (fact: Facts) => {
    if (fact.raw.trim()) unplaced.push({ line: fact.line, text: fact.raw.trim().slice(0, 200) });
  };
  // Anchors: lines that start a day by a marker or a date. With two or more, every day starts at one.
  // Markers outrank dates: where the days are numbered, a dated line without a number (a title's
  // "So 21.11.2004 Øksfjord – Berlevåg") starts no day.
  const markers = facts.filter((fact) => !fact.heading && fact.marker).length;
  const byMarkers = markers >= 2;
  const anchors = byMarkers
    ? markers
    : facts.filter((fact) => !fact.heading && fact.date && (!fact.prose || fact.dateLeads)).length;
  const anchored = anchors >= 2;
  // Without anchors, a bulleted list of three or more is the itinerary: the lines before and after
  // it ("Voyager of the Seas", a photo's caption, "Our Final Thoughts") are the page's.
  if (!anchored) {
    const bulleted = facts.filter((fact) => !fact.heading && fact.bullet && hasName(fact));
    if (bulleted.length >= 3) {
      const [first, last] = [bulleted[0]!.line, bulleted.at(-1)!.line];
      for (const fact of facts)
        if ((fact.line < first || fact.line > last) && !fact.bullet) fact.heading = true;
    }
  }
  // Without anchors, a route line is the itinerary (the longest, when a page gives two), and the
  // other named lines are the page's title and text.
  const routeLengths = new Map<number, number>();
  for (const fact of facts)
    if (fact.route) routeLengths.set(fact.line, (routeLengths.get(fact.line) ?? 0) + 1);
  const routeLine = anchored
    ? null
    : ([...routeLengths].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? null);
  const firstMarkerLine = facts.find((fact) => !fact.heading && fact.marker)?.line ?? null;
  // A log or a timetable without days ("07:45 Havøysund", "10:45-12:45 Hammerfest"): its rows
  // are one day's calls until the clock goes back; a row that names no port is the log's own.
  const timetable = !anchored && routeLine === null && isTimetable(facts);
  const stops: Stop[] = [];
  let current: Stop | null = null;
  const voyage: Voyage = { sailAway: null, back: null };
  // Ports' times told in sentences ("O navio partiu do Rio às 17h"), put on their days at the end.
  const told: ToldTime[] = [];
  const startStop = (fact: Facts, sameDay: boolean): Stop => {
    const stop: Stop = {
      marker: sameDay ? (current?.marker ?? null) : fact.marker,
      date: sameDay ? (current?.date ?? null) : fact.date,
      kind: fact.kind ?? 'port',
      portName: null,
      writtenName: null,
      times: [],
      columns: null,
      portCall: null,
      overnight: false,
      pending: null,
      slots: [],
      sameDayAsPrevious: sameDay,
      fact,
    };
    stops.push(stop);
    current = stop;
    return stop;
  };
  const takeName = (stop: Stop, fact: Facts) => {
    if (fact.cancelled && fact.kind !== 'scenic') {
      // A call that did not happen: the day at sea, or at the port the ship went to instead.
      const instead = fact.writtenName.split(INSTEAD)[1];
      const port = instead && options.ports ? mentionedPorts(options.ports, instead)[0] : undefined;
      stop.kind = port ? 'port' : 'sea';
      stop.portName = stop.writtenName = port ? port.port.name : null;
      return;
    }
    if (fact.kind === 'sea') {
      stop.kind = 'sea';
      stop.portName = null;
      return;
    }
    // "Arsuk fjord, Ivittuut": the water, then the port in it; the day is the port's.
    const inWater =
      fact.kind === 'scenic' && options.ports
        ? fact.writtenName
            .split(/\s*,\s*/u)
            .slice(1)
            .map((part) => resolvePort(options.ports!, part))
            .find((port) => port !== null)
        : undefined;
    if (inWater) {
      stop.kind = 'port';
      stop.portName = stop.writtenName = inWater.name;
      return;
    }
    // A day told in a sentence ("Akureyri og mulighed for udflugt til Mývatn"): the ports it names.
    const ports = options.ports;
    if (
      ports &&
      fact.kind === null &&
      // A proper name of capitalised words ("South Shetland Islands") is the name, not a description.
      (fact.prose || /(?:^|\s)\p{Ll}{2,}/u.test(fact.name)) &&
      !resolvePort(ports, fact.writtenName) &&
      !resolvePort(ports, fact.name)
    ) {
      const [day, ...alsoToday] = mentionedPorts(ports, fact.writtenName);
      if (day) {
        stop.kind = 'port';
        stop.portName = stop.writtenName = day.port.name;
        for (const mention of alsoToday) {
          const also = startStop(fact, true);
          also.portName = also.writtenName = mention.port.name;
        }
        return;
      }
    }
    if (
      (!fact.prose || (ports && (resolvePort(ports, fact.writtenName) || resolvePort(ports, fact.name)))) &&
      hasName(fact)
    ) {
      stop.kind = fact.kind ?? 'port';
      stop.portName = fact.name;
      stop.writtenName = fact.writtenName;
    }
  };
  const takeTimes = (stop: Stop, fact: Facts) => {
    const rowRole = labelRole(words(fact.raw.replace(/\t/g, ' '))[0] ?? '');
    const rowLabel = rowRole === 'arrival' || rowRole === 'departure';
    if (fact.columns && !stop.columns && !rowLabel) stop.columns = fact.columns;
    else if (
      !rowLabel &&
      fact.times.every((time) => time.role === null) &&
      // "Rome, Italy -- 7 am - 7 pm": with both times given, the dash only parts them from the name.
      fact.times.length < 2 &&
      /(?:^|\s)(?:-{2,}|ー{2,})(?=\s|$)/u.test(fact.raw)
    ) {
      // "Houston ---- 4:00 pm": a dash in a line keeps its time's place.
      const marks = [...fact.raw.matchAll(/(?:^|\s)(-{2,}|ー{2,})(?=\s|$)/gu)].map((m) => ({
        at: m.index ?? 0,
        clock: null,
      }));
      const values = [
        ...marks,
        ...fact.times.map((time) => ({
          at: time.start + fact.timesOffset,
          clock: time.clock as string | null,
        })),
      ];
      for (const value of values.sort((a, b) => a.at - b.at)) stop.slots.push(value.clock);
    } else
      for (const [index, time] of fact.times.entries()) {
        // "Disembarkation between 8:00 AM and 10:30 AM": the range's end is no more the day's than its start.
        const ignored = index > 0 && fact.times[index - 1]!.role === 'ignore' && time.role === null;
        const role = ignored
          ? 'ignore'
          : (time.role ??
            stop.pending ??
            (rowRole === 'arrival' || rowRole === 'departure' ? rowRole : null));
        if (role === null && stop.kind !== 'sea') stop.slots.push(time.clock);
        else stop.times.push({ clock: time.clock, role });
        stop.pending = null;
      }
    if (fact.overnight) stop.overnight = true;
    if (fact.portCall) stop.portCall = fact.portCall;
  };
  const stopHasName = (stop: Stop) => stop.kind === 'sea' || stop.portName !== null;

  for (const line of facts) {
    // A log's row told on ("15:45 Øksfjord, gleich nebenan liegt …"): its time and its port.
    const fact = timetable && line.prose ? (logRow(line) ?? line) : line;
    if (stops.length >= MAX_DAYS * 3) {
      leaveOut(fact);
      continue;
    }
    if (!fact.raw.trim()) continue;
    if (fact.prose && options.ports && fact.times.length > 0)
      told.push(...toldTimes(fact.raw, fact.times, options.ports));
    const isAnchor = Boolean(fact.marker || (!byMarkers && fact.date && (!fact.prose || fact.dateLeads)));
    if (
      fact.heading &&
      !/[\t,;:]/u.test(fact.raw) &&
      words(fact.raw).length <= 3 &&
      current &&
      !stopHasName(current as Stop) &&
      options.ports &&
      resolvePort(options.ports, fact.raw.trim())
    ) {
      // "DAY 2" / "Porto": a heading's word ("porto" is Italian for port) that is the day's port.
      fact.heading = false;
    }
    if (fact.heading) {
      if (fact.prose) voyageTimes(fact, voyage);
      leaveOut(fact);
      continue;
    }
    if ((fact as Facts & { alsoToday?: boolean }).alsoToday && current && !timetable) {
      const stop = startStop(fact, true);
      takeName(stop, fact);
      takeTimes(stop, fact);
      continue;
    }
    const listed = anchored && current && !isAnchor ? PORT_LIST.exec(foldLabelText(fact.raw)) : null;
    if (listed) {
      // The day's ports after their label: they are its stops, whatever its heading said.
      const names = fact.raw
        .slice(fact.raw.indexOf(':') + 1)
        .split(/\s*[,;]\s*|\s+(?:and|ja|og|och|und|et|e|y)\s+/u)
        .map((name) => name.trim().replace(/[.]$/u, ''))
        .filter((name) => /\p{L}{2}/u.test(name));
      let first = stops.length - 1;
      while (first > 0 && stops[first]!.sameDayAsPrevious) first -= 1;
      const head = stops[first]!;
      stops.length = first + 1;
      current = head;
      head.kind = 'port';
      head.portName = head.writtenName = names[0] ?? head.portName;
      for (const name of names.slice(1)) {
        const also = startStop(fact, true);
        also.portName = also.writtenName = name;
      }
      continue;
    }
    if (anchored && isAnchor) {
      const stop = startStop(fact, false);
      takeName(stop, fact);
      // A diary's day in a sentence: only its labelled times are the ship's, and not those of a
      // flight, a bus or a meal ("Partenza da Milano alle 6:30 con volo …").
      if (fact.prose) {
        // "Jul 23 – Nagasaki, Japan (9:00 AM – 6:00 PM): Our first port …": the times in the
        // day's heading, before its story, are the call's.
        const heading = headingTimes(fact);
        if (heading.length > 0) for (const time of heading) stop.slots.push(time.clock);
        else for (const time of shipTimesOf(fact)) stop.times.push(time);
      } else takeTimes(stop, fact);
      continue;
    }
    if (fact.labelOnly && current) {
      (current as Stop).pending = fact.labelOnly;
      continue;
    }
    if (fact.placeholderOnly) {
      const stop = current as Stop | null;
      // A dash under a label, or in a time column copied one cell per line: that time is not given.
      if (stop && stopHasName(stop) && fact.raw.trim() !== '') {
        if (stop.pending) stop.times.push({ clock: '', role: stop.pending });
        else stop.slots.push(null);
        stop.pending = null;
      }
      continue;
    }
    const named = hasName(fact) || fact.kind === 'sea';
    if (!anchored && !named && fact.marker && routeLine === null) {
      // A marker alone on its line ("Fahrplan Tag 7:"): the day its next lines fill.
      startStop(fact, false);
      continue;
    }
    if (
      !named &&
      byMarkers &&
      current &&
      !current.date &&
      fact.date &&
      !fact.marker &&
      fact.times.length === 0
    ) {
      // "Day 1" / "Sat, Jan 10" / "Fort Lauderdale": a card's date on a line of its own dates its day.
      current.date = fact.date;
      continue;
    }
    if (!named) {
      // Times (and labels) on a line of their own belong to the stop being read.
      if (current && (fact.times.length > 0 || fact.overnight || fact.portCall)) takeTimes(current, fact);
      else leaveOut(fact);
      continue;
    }
    if (fact.prose) {
      voyageTimes(fact, voyage);
      const stop = current as Stop | null;
      // A day's description under its marker alone ("Day 4" / "A morning ashore in Reykjavík …").
      if (stop && !stopHasName(stop) && options.ports) {
        takeName(stop, fact);
        if (stopHasName(stop)) continue;
      }
      if (stop && fact.portCall && !stop.portCall) stop.portCall = fact.portCall;
      // "Passengers must be on board by 4:00 PM. Departure is at 5:30 PM": its labelled times count.
      if (stop && fact.columns && !stop.columns && stop.times.length === 0 && stop.slots.length === 0) {
        // A description copied inside its row, the row's time cells after it: they are the stop's.
        stop.columns = fact.columns;
        leaveOut(fact);
      } else if (stop && shipTimesOf(fact).length > 0) {
        // After a day's route, a departure is from its first stop ("Abfahrt gegen 12.00 Uhr").
        let first = stop;
        for (let i = stops.length - 1; fact.afterRoute && i > 0 && stops[i]!.sameDayAsPrevious; i--)
          first = stops[i - 1]!;
        for (const time of shipTimesOf(fact)) (time.role === 'departure' ? first : stop).times.push(time);
      } else leaveOut(fact);
      continue;
    }
    if (anchored) {
      if (!current) {
        // Rows before the first numbered one (a timetable's first day, numbered from the next).
        if (fact.times.length > 0 || fact.columns) {
          const stop = startStop(fact, false);
          takeName(stop, fact);
          takeTimes(stop, fact);
        } else leaveOut(fact);
        continue;
      }
      const stop = current as Stop;
      if (
        stopHasName(stop) &&
        fact.times.length > 0 &&
        fact.times.every((time) => time.role !== null) &&
        isFiller(fact.name)
      ) {
        // "Boarding begins at 12:00 PM", "Departure is at 5:30 PM": the stop's own times, labelled.
        for (const time of fact.times) stop.times.push({ clock: time.clock, role: time.role });
      } else if (!stopHasName(stop)) {
        takeName(stop, fact);
        takeTimes(stop, fact);
      } else if ((fact.times.length > 0 || fact.columns) && isFiller(fact.name)) {
        // "From 7:00 AM - 5:00 PM", "Departs at 4:00 PM" under the port: its times.
        takeTimes(stop, fact);
      } else if (
        /^(sea|ocean)$/u.test(foldPlaceName(fact.name)) &&
        stop.kind === 'port' &&
        stop.portName !== null &&
        kindOf(`${stop.portName} ${fact.name}`) === 'sea' &&
        !(options.ports && resolvePort(options.ports, stop.portName))
      ) {
        // "Ionian" / "Sea": a port cell copied over two lines names a sea, so the day is at sea.
        stop.kind = 'sea';
        stop.portName = stop.writtenName = null;
      } else if (ONBOARD_EVENT.test(foldPlaceName(fact.name))) {
        // "– 17.00Uhr Seenotrettungsübung": the ship's programme, not a call.
        leaveOut(fact);
      } else if (fact.times.length > 0 || fact.columns || (fact.kind === 'scenic' && !fact.prose)) {
        // Another stop the same day: a timetable's next row ("\tab Hammerfest\t06:45"), or a
        // water passed on the way ("Passage Welterbe Mittelrheintal und Loreley - -").
        const sameName =
          fact.kind !== 'sea' && foldPlaceName(fact.name) === foldPlaceName(stop.portName ?? '');
        const next = sameName ? stop : startStop(fact, true);
        if (!sameName) takeName(next, fact);
        takeTimes(next, fact);
      } else {
        leaveOut(fact);
      }
      continue;
    }
    if (routeLine !== null && fact.line !== routeLine) {
      leaveOut(fact);
      continue;
    }
    if (timetable && (!fact.marker || hasName(fact))) {
      const known =
        fact.kind === 'scenic' ||
        FJORD.test(foldPlaceName(fact.name)) ||
        (options.ports &&
          (resolvePort(options.ports, fact.writtenName) ||
            resolvePort(options.ports, fact.name) ||
            misspeltPort(options.ports, fact.name)));
      if (fact.times.length === 0 || (options.ports && !known)) {
        leaveOut(fact);
        continue;
      }
      // The day a marker alone opened ("Fahrplan Tag 7:") takes its first call.
      const last = current ? lastClock(current) : null;
      const stop =
        current && !stopHasName(current)
          ? current
          : startStop(fact, last !== null && minutesOf(fact.times[0]!.clock) >= minutesOf(last));
      takeName(stop, fact);
      takeTimes(stop, fact);
      continue;
    }
    // One day's page ("Fahrplan Tag 7:" over its calls): the marker opens the day; a title above
    // it without times is no day.
    if (fact.marker && routeLine === null) {
      const stop = startStop(fact, false);
      takeName(stop, fact);
      takeTimes(stop, fact);
      continue;
    }
    if (current && !stopHasName(current)) {
      takeName(current, fact);
      takeTimes(current, fact);
      continue;
    }
    if (
      routeLine === null &&
      firstMarkerLine !== null &&
      fact.line < firstMarkerLine &&
      fact.times.length === 0
    ) {
      leaveOut(fact);
      continue;
    }
    // No anchors: each named line is a day, in order; a line of the same port again is its other time.
    const previous = current as Stop | null;
    if (
      previous &&
      fact.kind !== 'sea' &&
      previous.portName &&
      foldPlaceName(fact.name) === foldPlaceName(previous.portName) &&
      fact.times.length > 0 &&
      previous.times.length < 2
    ) {
      takeTimes(previous, fact);
      continue;
    }
    const stop = startStop(fact, false);
    takeName(stop, fact);
    takeTimes(stop, fact);
  }
  for (const stop of stops) if (!stopHasName(stop)) leaveOut(stop.fact);
  const namedStops = stops.filter(stopHasName);
  const turned = oneTurnaround(namedStops, unplaced);
  for (const stop of namedStops) if (!turned.includes(stop)) leaveOut(stop.fact);
  const listed = withoutListsAfter(turned, options.ports);
  const cruise = aboard(listed.days, facts);
  for (const stop of [...listed.items, ...cruise.ashore]) leaveOut(stop.fact);
  unplaced.sort((a, b) => a.line - b.line);
  const days = oneRowPerCall(toDays(cruise.aboard, options.sailDate ?? null));
  withVoyageTimes(days, voyage);
  if (options.ports) {
    resolvePorts(days, options.ports);
    applyToldTimes(days, told);
  }
  const called = options.ports ? twoCallsOfOneDay(days, options.ports) : days;
  // A dated or numbered line left out lies in a gap: the reader missed that day, not the sea.
  const missed = facts.some(
    (fact) =>
      (fact.marker || fact.date) &&
      !fact.heading &&
      hasName(fact) &&
      unplaced.some((line) => line.line === fact.line),
  );
  const numbered = !missed && cruise.aboard.some((stop) => stop.marker || stop.date);
  // Every day numbered by the page itself ("Day 1", "Day 7", "Days 12 - 13"): the numbers it
  // skips are its days at sea, however many (a line's page lists only its ports).
  const everyDayNumbered = cruise.aboard.every((stop) => stop.marker || stop.sameDayAsPrevious);
  return { days: numbered ? withSeaDaysBetween(called, everyDayNumbered) : called, unplaced };
}

/**
 * Two cruises listed back to back ("First Leg" … "Honolulu", "Second Leg" … "Honolulu"): the port
 * that ends one list and starts the next, with the next list's heading left out between them, is
 * one turnaround day. Only plain lists: a day with a number, a date or a time is its own.
 */
function oneTurnaround(stops: Stop[], unplaced: readonly UnplacedLine[]): Stop[] {
  const plain = (stop: Stop) =>
    !stop.marker && !stop.date && stop.times.length === 0 && !stop.columns && stop.slots.length === 0;
  return stops.filter((stop, index) => {
    const before = stops[index - 1];
    return !(
      before &&
      !stop.sameDayAsPrevious &&
      stop.kind === 'port' &&
      before.kind === 'port' &&
      !before.overnight &&
      plain(stop) &&
      plain(before) &&
      stop.portName !== null &&
      foldPlaceName(stop.portName) === foldPlaceName(before.portName ?? '') &&
      unplaced.some((line) => line.line > before.fact.line && line.line < stop.fact.line)
    );
  });
}

/** One word naming a fjord ("Trollfjord"): scenic cruising unless the gazetteer has a port so named (Eidfjord). */
const FJORD = /^\p{L}{3,}fjord(?:en)?$/u;

/** A line's label folded as the lexicon writes it (lower case, no accents), its colon kept. */
const foldLabelText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[øœ]/gu, 'o')
    .replace(/æ/gu, 'ae');

/** A log's line that starts with a time and a port and tells on: the row in its first clause. */
function logRow<T extends Facts>(fact: T): T | null {
  if (!/^\s*\d{1,2}[:.hH]\d{2}(?:\s*[-–]\s*\d{1,2}[:.hH]\d{2})?\s/u.test(fact.raw)) return null;
  const row = readFacts(fact.raw.split(/[,;.!?](?:\s|$)/u)[0]!, fact.line);
  return !row.prose && hasName(row) && row.times.length > 0 ? { ...fact, ...row, raw: fact.raw } : null;
}

/** A stop's latest time read so far. */
const lastClock = (stop: Stop): string | null =>
  [...stop.times.map((time) => time.clock), ...stop.slots]
    .filter((clock): clock is string => Boolean(clock))
    .at(-1) ?? null;

/**
 * Whether the named rows are a log of one voyage hour by hour rather than a day per row: five or
 * more rows with times, no day at sea, and the clock going forward from row to row at least three
 * times in four (a day per row goes back at nearly every row: "17:00" then "08:00").
 */
function isTimetable(facts: Facts[]): boolean {
  const rows = facts.filter(
    (fact) => !fact.heading && !fact.prose && fact.kind !== 'sea' && fact.times.length > 0 && hasName(fact),
  );
  if (rows.length < 5 || facts.some((fact) => !fact.heading && fact.kind === 'sea')) return false;
  let forward = 0;
  for (let i = 1; i < rows.length; i++)
    if (minutesOf(rows[i]!.times[0]!.clock) > minutesOf(rows[i - 1]!.times.at(-1)!.clock)) forward += 1;
  return forward >= 0.75 * (rows.length - 1);
}

/**
 * A numbered list after the days ("1. Deposit and Full Payment:", "2. Cancellation and
 * Penalties:" under a booking's table): its numbers start again, and none of its items is a port
 * the gazetteer knows, a day at sea or has a time. Without the gazetteer nothing is left out.
 */
function withoutListsAfter(stops: Stop[], ports: PortIndex | undefined): { days: Stop[]; items: Stop[] } {
  if (!ports) return { days: stops, items: [] };
  const runs: Stop[][] = [];
  let last = 0;
  for (const stop of stops) {
    const from = stop.sameDayAsPrevious ? null : (stop.marker?.from ?? null);
    if (from !== null && from <= last && runs.length > 0) runs.push([]);
    if (runs.length === 0) runs.push([]);
    runs.at(-1)!.push(stop);
    if (from !== null) last = from;
  }
  const isItem = (stop: Stop) =>
    stop.kind === 'port' &&
    stop.times.length === 0 &&
    !stop.columns &&
    stop.slots.every((slot) => slot === null) &&
    !resolvePort(ports, stop.writtenName ?? stop.portName ?? '') &&
    !resolvePort(ports, stop.portName ?? '');
  const items = runs
    .slice(1)
    .filter((run) => run.every(isItem))
    .flat();
  return items.length === 0
    ? { days: stops, items: [] }
    : { days: stops.filter((stop) => !items.includes(stop)), items };
}

/**
 * A trip told with its travel days ("2 de Febrero: Madrid – Barcelona", "3 de Febrero: embarque en
 * Barcelona", …, "14 de Febrero: desembarque en Barcelona", "15 de Febrero: regreso"): the cruise
 * is from its embarkation to its disembarkation, and the days around it (three at most on either
 * side) are left out. A numbered day of embarkation is the cruise's day 1.
 */
function aboard(stops: Stop[], facts: readonly Facts[]): { aboard: Stop[]; ashore: Stop[] } {
  const days: Stop[][] = [];
  for (const stop of stops) {
    if (stop.sameDayAsPrevious && days.length > 0) days.at(-1)!.push(stop);
    else days.push([stop]);
  }
  // What a day's lines say, from its first line to the next day's ("3 Miami, Florida", then
  // "Einschiffung" on a line of its own): one pass over the lines, in order. Only the days near
  // either end are asked.
  const text: string[] = [];
  let at = 0;
  for (const [index, day] of days.entries()) {
    const from = day[0]!.fact.line;
    const to = Math.max(days[index + 1]?.[0]?.fact.line ?? from + 1, from + 1);
    while (at < facts.length && facts[at]!.line < from) at += 1;
    const near = index <= 4 || index >= days.length - 5;
    let said = '';
    for (let i = at; near && i < facts.length && facts[i]!.line < to; i++) said += ` ${facts[i]!.raw}`;
    text.push(near ? foldPlaceName(said.replace(/\t/g, ' ')) : '');
  }
  const position = new Map(days.map((day, index) => [day, index]));
  const says = (day: Stop[], words: RegExp) => words.test(text[position.get(day) ?? -1] ?? '');
  let first = days.findIndex((day, index) => index > 0 && index <= 5 && says(day, EMBARKS));
  if (first < 0 || days.slice(0, first).some((day) => says(day, EMBARKS) || day[0]!.kind === 'sea'))
    first = 0;
  let last = days.length - 1;
  const embarkPort = foldPlaceName(days[first]?.at(-1)?.portName ?? '');
  for (let index = days.length - 2; index >= Math.max(first + 1, days.length - 4); index--) {
    const day = days[index]!;
    const port = foldPlaceName(day.at(-1)?.portName ?? '');
    const lead = foldPlaceName(withoutDates(day[0]!.fact.raw, findDates(day[0]!.fact.raw)))
      .replace(/^\W+/u, '')
      .slice(0, 24);
    if (
      ((says(day, DISEMBARKS) && (port === embarkPort || DISEMBARKS.exec(lead)?.index === 0)) ||
        // "Sydney, Australia Transfer to hotel 3-nights": ashore for the nights after the cruise.
        (first > 0 && says(day, TO_THE_HOTEL))) &&
      days.slice(index + 1).every((after) => after[0]!.kind !== 'sea')
    ) {
      last = index;
      break;
    }
  }
  if (first === 0 && last === days.length - 1) return { aboard: stops, ashore: [] };
  const kept = days.slice(first, last + 1).flat();
  // "Sunday, February 28 Los Angeles", "Monday, February 29 Board the Azamara Journey": boarding
  // where the day before ended.
  const boarding = kept[0];
  const before = days[first - 1]?.at(-1);
  if (
    boarding &&
    before?.portName &&
    first > 0 &&
    /^(?:board|embark)/iu.test((boarding.portName ?? '').trim())
  ) {
    boarding.kind = 'port';
    boarding.portName = boarding.writtenName = before.portName;
  }
  // Numbered from the first travel day: the embarkation's number is day 1.
  const offset = (kept[0]?.marker?.from ?? 1) - 1;
  if (first > 0 && offset > 0)
    for (const stop of kept)
      if (stop.marker) stop.marker = { from: stop.marker.from - offset, to: stop.marker.to - offset };
  return { aboard: kept, ashore: [...days.slice(0, first), ...days.slice(last + 1)].flat() };
}

/** The unlabelled range in brackets before a day's story ("Nagasaki, Japan (9:00 AM – 6:00 PM): …"). */
function headingTimes(fact: Facts): FoundTime[] {
  const head = /\(([^()]{4,40})\)\s*[:：–—-]\s/u.exec(fact.raw.slice(0, 160));
  if (!head) return [];
  const from = head.index + 1;
  const to = from + head[1]!.length;
  const inside = fact.times.filter(
    (time) =>
      time.start + fact.timesOffset >= from && time.end + fact.timesOffset <= to && time.role === null,
  );
  return inside.length === 2 ? inside : [];
}

/** A day that ends at a hotel (after the cruise, when the page counts its travel days too). */
const TO_THE_HOTEL =
  /\b(?:transfer to (?:the |your |our )?hotel|hotel transfer|transfer zum hotel|transfert a l hotel)\b/u;

/** Words of a clause about another way of travelling or a meal: its times are not the ship's. */
const NOT_THE_SHIP =
  /\b(?:flight|flights|flew|fly|plane|airport|volo|aereo|aeroporto|vol|avion|aeroport|flug|flughafen|flieger|vuelo|avion|aeropuerto|bus|coach|pullman|autobus|train|treno|zug|tren|taxi|transfer|breakfast|lunch|dinner|colazione|pranzo|cena|fruhstuck|abendessen|show|spettacolo|excursion|escursione|ausflug|tour)\b/u;

/** The labelled times of a sentence that are the ship's (a clause about a flight or a bus is not). */
function shipTimesOf(fact: Facts): { clock: string; role: TimeRole }[] {
  const out: { clock: string; role: TimeRole }[] = [];
  for (const time of fact.times) {
    // The sentence the time is in, on both sides ("alle ore 6:30 (in orario) con volo …").
    const before =
      fact.raw
        .slice(0, time.start)
        .split(/[.;!?]\s/u)
        .pop() ?? '';
    const after = fact.raw.slice(time.end).split(/[,;.!?](?:\s|$)/u)[0] ?? '';
    const role = time.role ?? verbRole(before);
    if (role === null || role === 'ignore' || NOT_THE_SHIP.test(foldPlaceName(`${before} ${after}`)))
      continue;
    out.push({ clock: time.clock, role });
  }
  return out;
}

/** The cruise's own times told in a sentence ("The ship will depart … at 4:00 PM and will return … at 7:00 AM"). */
interface Voyage {
  sailAway: string | null;
  back: string | null;
}
const SAIL_AWAY =
  /\b(?:depart|departs|departing|leave|leaves|leaving|sail|sails|sailing|set sail|sets sail)\b/iu;
const COMING_BACK =
  /\b(?:return|returns|returning|arrive back|arrives back|back in|disembark|disembarks)\b/iu;

function voyageTimes(fact: Facts, voyage: Voyage) {
  let from = 0;
  for (const time of fact.times) {
    // The clause before this time, since the one before it.
    const clause =
      fact.raw
        .slice(from, time.start)
        .split(/[.;!?]\s/u)
        .pop() ?? '';
    from = time.end;
    if (COMING_BACK.test(clause)) voyage.back ??= time.clock;
    else if (SAIL_AWAY.test(clause)) voyage.sailAway ??= time.clock;
  }
}

/** The sail day's departure and the last day's arrival, from a sentence when the days gave none. */
function withVoyageTimes(days: ReadDay[], voyage: Voyage) {
  const first = days[0];
  const last = days.at(-1);
  if (voyage.sailAway && first?.kind === 'port' && !first.departureTime && !first.arrivalTime)
    first.departureTime = voyage.sailAway;
  if (
    voyage.back &&
    last &&
    last !== first &&
    last.kind === 'port' &&
    !last.arrivalTime &&
    !last.departureTime
  )
    last.arrivalTime = voyage.back;
}

/** The name each day was written with (for the gazetteer), kept beside the days. */
const WRITTEN = new WeakMap<ReadDay, string>();

/**
 * Names the port days as the gazetteer does, with their country and time zone: ports found at
 * once first, then the others nearest them (Newport RI or OR, Victoria BC or Seychelles).
 */
function resolvePorts(days: ReadDay[], ports: PortIndex) {
  const ask = (day: ReadDay) =>
    [WRITTEN.get(day), day.portName].filter((name): name is string => Boolean(name));
  // The country the day's written name says ("Granada/SPAIN"): only that country's ports.
  const hint = (day: ReadDay) => countryHint(ports, WRITTEN.get(day) ?? '');
  // "Molde Fjord" from 08:00 to 14:00: a call at the port the fjord is named after, not a passage.
  for (const day of days) {
    if (day.kind !== 'scenic' || !day.arrivalTime || !day.departureTime) continue;
    const town = /^(.{3,40}?)\s+(?:fjord|fjorden|fiord|sound|bay)$/iu.exec(day.portName ?? '')?.[1];
    const port = town ? resolvePort(ports, town) : null;
    if (port) [day.kind, day.portName] = ['port', port.name];
  }
  // The cruise's other ports, each found without help: a day is placed by the others, never by
  // its own first guess (of "Vienne" on the Danube and on the Rhône, the first in the list).
  const found = new Map<ReadDay, { lat: number; lon: number }>();
  for (const day of days) {
    if (day.kind !== 'port') continue;
    for (const name of ask(day)) {
      const port = resolvePort(ports, name, [], hint(day));
      if (port) {
        found.set(day, port);
        break;
      }
    }
  }
  const foundPorts = [...found.values()];
  for (const day of days) {
    if (day.kind !== 'port') continue;
    const near = foundPorts.filter((port) => port !== found.get(day));
    const country = hint(day);
    if (
      FJORD.test(foldPlaceName(day.portName ?? '')) &&
      !ask(day).some((name) => resolvePort(ports, name, [], country))
    ) {
      day.kind = 'scenic';
      continue;
    }
    for (const name of [...ask(day), null]) {
      // Last, a name one letter away from a single port ("Colgone").
      const port = name
        ? resolvePort(ports, name, near, country)
        : misspeltPort(ports, day.portName ?? '', country);
      if (!port) continue;
      day.portName = port.name;
      day.countryCode = port.country;
      day.timeZone = port.timeZone;
      break;
    }
    // "Elephant Island Chinstrap penguins, elephant seals": a table's place and highlights run
    // together; the place is the longest start of the name the gazetteer knows.
    if (!day.timeZone && day.portName) {
      const parts = words(day.portName.split(',')[0] ?? '');
      for (let take = Math.min(4, parts.length - 2); take >= 1; take--) {
        const port = resolvePort(ports, parts.slice(0, take).join(' '), near, country);
        if (!port) continue;
        day.portName = port.name;
        day.countryCode = port.country;
        day.timeZone = port.timeZone;
        break;
      }
    }
  }
}

/** The longest run of days at sea a numbered page leaves out (an ocean crossing: about a week). */
const MAX_SEA_GAP = 9;

/**
 * A page that lists only its port days ("08.06. Kiel", "10.06. Kirkwall", …): the days between
 * two of them, three at most, are days at sea. Where more is missing than was read, the reader
 * missed lines: it says nothing of those days.
 */
function withSeaDaysBetween(days: ReadDay[], everyDayNumbered: boolean): ReadDay[] {
  const gaps = days.map((day, i) => (i > 0 ? day.dayNumber - days[i - 1]!.dayNumber - 1 : 0));
  const longest = everyDayNumbered ? MAX_SEA_GAP : 3;
  if (
    gaps.some((gap) => gap > longest) ||
    (!everyDayNumbered && gaps.reduce((sum, gap) => sum + Math.max(0, gap), 0) * 2 > days.length)
  )
    return days;
  const out: ReadDay[] = [];
  for (const day of days) {
    const before = out.at(-1);
    const gap = before ? day.dayNumber - before.dayNumber - 1 : 0;
    if (before && gap >= 1)
      for (let n = 1; n <= gap; n++)
        out.push({
          dayNumber: before.dayNumber + n,
          date: before.date ? addDays(before.date, n) : null,
          kind: 'sea',
          portName: null,
          arrivalTime: null,
          departureTime: null,
          portCall: null,
          allAboardTime: null,
          overnight: false,
          countryCode: null,
          timeZone: null,
        });
    out.push(day);
  }
  return out;
}

/**
 * "Hellesylt - Geiranger, Noruega", "Hellesylt/Geiranger (09.00-17.00)": two ports of one fjord
 * on one day are two calls, the first with the day's arrival, the second with its departure.
 * Two names of one berth ("Kehl/Strasbourg", a few kilometres apart) stay one call.
 */
function twoCallsOfOneDay(days: ReadDay[], ports: PortIndex): ReadDay[] {
  return days.flatMap((day) => {
    const written = WRITTEN.get(day);
    if (day.kind !== 'port' || !written) return [day];
    const head = written.split(/\s*[,(]/u)[0] ?? '';
    // "Heidelberg & Rüdesheim, Germany": a river day's two towns, each a call, further apart.
    const joined = /\s(?:&|and|und|et|e|y)\s/u.test(head);
    // "Hellesylt, Geiranger, Norway": two ports by commas before their country.
    const commas = written.split(/\s*,\s*/u);
    const names =
      commas.length === 3 && isCountryName(commas[2]!)
        ? commas.slice(0, 2)
        : head.split(/\s*\/\s*|\s+[-–—]\s+|\s+(?:&|and|und|et|e|y)\s+/u);
    if (names.length !== 2) return [day];
    const [first, second] = names.map((name) => resolvePort(ports, name)) as [
      GazetteerPort | null,
      GazetteerPort | null,
    ];
    // Each by its own name ("Gravdal / Lofoten" is a port and its islands, Lofoten no call of its own).
    const byName = (port: GazetteerPort | null, name: string | undefined) =>
      port !== null && foldPlaceName(port.name) === foldPlaceName(name ?? '');
    if (!first || !second || first === second || ![first.name, second.name].includes(day.portName ?? ''))
      return [day];
    if (!byName(first, names[0]) || !byName(second, names[1])) return [day];
    const km = kilometresBetween(first, second);
    if (km < (joined ? 3 : 8) || km > (joined ? 150 : 80)) return [day];
    return [
      {
        ...day,
        portName: first.name,
        countryCode: first.country,
        timeZone: first.timeZone,
        departureTime: null,
        allAboardTime: null,
      },
      {
        ...day,
        portName: second.name,
        countryCode: second.country,
        timeZone: second.timeZone,
        arrivalTime: null,
        overnight: false,
      },
    ];
  });
}

/**
 * A booking system's rows, one for the arrival and one for the departure ("3 Mon, Jul 13 Grand
 * Turk ARRIVAL 8:00 AM", "3 Mon, Jul 13 Grand Turk DEPARTURE 5:00 PM"): one call.
 */
function oneRowPerCall(days: ReadDay[]): ReadDay[] {
  return days.filter((day, index) => {
    const before = days[index - 1];
    // "JOUR 3 - Horin 14h00 - -" then "JOUR 3 - Horin - - 14h30": one time a row, the later the
    // departure (however its dashes placed it).
    if (
      before &&
      before.dayNumber === day.dayNumber &&
      before.kind === 'port' &&
      day.kind === 'port' &&
      before.portName === day.portName &&
      before.arrivalTime !== null &&
      before.departureTime === null &&
      day.arrivalTime !== null &&
      day.departureTime === null &&
      minutesOf(day.arrivalTime) >= minutesOf(before.arrivalTime)
    ) {
      before.departureTime = day.arrivalTime;
      before.allAboardTime ??= day.allAboardTime;
      before.portCall ??= day.portCall;
      return false;
    }
    if (
      !before ||
      before.dayNumber !== day.dayNumber ||
      before.kind !== 'port' ||
      day.kind !== 'port' ||
      before.portName !== day.portName ||
      before.departureTime !== null ||
      day.arrivalTime !== null ||
      before.arrivalTime === null ||
      day.departureTime === null
    )
      return true;
    before.departureTime = day.departureTime;
    before.allAboardTime ??= day.allAboardTime;
    before.portCall ??= day.portCall;
    return false;
  });
}

/** The stops as days: numbered, dated, their times in place, an overnight's range split in two. */
function toDays(stops: Stop[], sailDate: string | null): ReadDay[] {
  const days: ReadDay[] = [];
  const named = stops.filter((stop) => stop.kind === 'sea' || stop.portName);
  // The first date with a year sets the year of those without; the sail date if none says it.
  const firstYear =
    named.find((stop) => stop.date?.year)?.date?.year ?? (sailDate ? Number(sailDate.slice(0, 4)) : null);
  // Without any year the days are still counted between dates, in a year of the reader's own
  // (2000), and no date is given.
  let year = firstYear ?? 2000;
  let lastMonth = 0;
  const dateOf = (date: FoundDate | null): string | null => {
    if (!date) return null;
    if (date.year) year = date.year;
    else if (date.month < lastMonth) year += 1; // December to January
    lastMonth = date.month;
    return isoDate(year, date.month, date.day);
  };
  const shown = (date: string | null) => (firstYear === null ? null : date);
  const firstDate = named.map((stop) => stop.date && dateOf(stop.date)).find(Boolean) ?? null;
  year = firstYear ?? 2000;
  lastMonth = 0;
  const startDate = (firstYear === null ? null : sailDate) ?? firstDate;
  // Stops before the first numbered one are the day before it (a timetable starting mid-voyage).
  const firstMarked = named.find((stop) => stop.marker)?.marker?.from ?? 1;
  let dayNumber = named[0] && !named[0].marker && !named[0].date ? Math.max(0, firstMarked - 2) : 0;
  for (const [index, stop] of named.entries()) {
    const date = dateOf(stop.date);
    if (!stop.sameDayAsPrevious || index === 0) {
      if (stop.marker) dayNumber = stop.marker.from;
      else if (date && startDate && daysBetween(startDate, date) >= 0)
        dayNumber = daysBetween(startDate, date) + 1;
      else dayNumber += 1;
    }
    if (dayNumber < 1 || dayNumber > MAX_DAYS) continue;
    const [arrival, departure, allAboard] = timesOf(stop);
    const span = stop.marker && !stop.sameDayAsPrevious ? stop.marker.to - stop.marker.from : 0;
    const base: ReadDay = {
      dayNumber,
      date: shown(date),
      kind: stop.kind,
      portName: stop.kind === 'sea' ? null : stop.portName,
      arrivalTime: stop.kind === 'sea' ? null : arrival,
      departureTime: stop.kind === 'sea' ? null : departure,
      portCall: stop.kind === 'port' ? stop.portCall : null,
      allAboardTime: stop.kind === 'port' ? allAboard : null,
      overnight: stop.overnight || (span > 0 && stop.kind === 'port'),
      countryCode: null,
      timeZone: null,
    };
    // "DAY 8 MIAMI, FL - DISEMBARK 6AM - 12AM": the day ends ashore; its midnight is a placeholder.
    if (
      index === named.length - 1 &&
      base.departureTime === '00:00' &&
      base.arrivalTime !== null &&
      DISEMBARKS.test(foldPlaceName(stop.fact.raw))
    )
      base.departureTime = null;
    if (stop.writtenName) WRITTEN.set(base, stop.writtenName);
    if (span > 0 && stop.kind === 'port') {
      // "Days 2-3 Barcelona": one day each, the first with its arrival, the last with its departure.
      for (let offset = 0; offset <= span && dayNumber + offset <= MAX_DAYS; offset++) {
        days.push({
          ...base,
          dayNumber: dayNumber + offset,
          date: base.date && offset > 0 ? shift(base.date, offset) : base.date,
          arrivalTime: offset === 0 ? base.arrivalTime : null,
          departureTime: offset === span ? base.departureTime : null,
          allAboardTime: offset === span ? base.allAboardTime : null,
          // The ship stays each night but the last.
          overnight: offset < span || stop.overnight,
        });
      }
      dayNumber += span;
    } else if (span > 0) {
      for (let offset = 0; offset <= span && dayNumber + offset <= MAX_DAYS; offset++)
        days.push({
          ...base,
          dayNumber: dayNumber + offset,
          date: base.date && offset > 0 ? shift(base.date, offset) : base.date,
        });
      dayNumber += span;
    } else {
      days.push(base);
    }
  }
  mergeRepeatedRuns(days);
  // The sail day's single time is its departure; the last day's, its arrival. On the sail day an
  // "arrival" is when boarding starts, not a call.
  const first = days[0];
  if (
    first &&
    first.dayNumber === 1 &&
    first.kind === 'port' &&
    first.arrivalTime &&
    first.departureTime &&
    !days.some((day, i) => i > 0 && day.dayNumber === 1)
  )
    first.arrivalTime = null;
  // Unless the ship stays the night there and leaves the next day ("Venedig 13:00 --", then
  // "Venedig -- 18:00"): then it did arrive on the first.
  const second = days[1];
  const staysTheNight =
    second?.dayNumber === 2 &&
    second.kind === 'port' &&
    second.portName === first?.portName &&
    second.departureTime !== null &&
    second.arrivalTime === null;
  if (first && staysTheNight) first.overnight = second.overnight = true;
  if (
    first &&
    !staysTheNight &&
    first.kind === 'port' &&
    first.arrivalTime &&
    !first.departureTime &&
    (timesWereUnlabelled(named[0]) ||
      // A table's sail day with its one time under "Arrive": the ship does not arrive where it starts.
      (named[0]?.columns && first.dayNumber === 1 && !days.some((day, i) => i > 0 && day.dayNumber === 1)))
  )
    [first.arrivalTime, first.departureTime] = [null, first.arrivalTime];
  // "Southampton 4:30" on the sail day: a twelve-hour clock without its "pm" (no ship sails with
  // its new guests before dawn); "04:30", written with its zero, stays the 24-hour morning.
  if (first?.kind === 'port' && first.dayNumber === 1 && first.departureTime && named[0]) {
    const [hours, minutes] = first.departureTime.split(':');
    const bare = new RegExp(
      `(?<![\\d:.])${Number(hours)}[:.]${minutes}(?!\\s?[AaPp]\\.?[Mm]\\b|\\s?[hH]|\\d)`,
      'u',
    );
    if (Number(hours) >= 1 && Number(hours) <= 6 && bare.test(named[0].fact.raw))
      first.departureTime = `${Number(hours) + 12}:${minutes}`;
  }
  // Two days running at one port: the night between them spent there.
  for (let i = 1; i < days.length; i++) {
    const [before, after] = [days[i - 1]!, days[i]!];
    if (
      before.kind !== 'port' ||
      before.portName !== after.portName ||
      after.dayNumber !== before.dayNumber + 1
    )
      continue;
    if (
      before.arrivalTime &&
      !before.departureTime &&
      after.arrivalTime &&
      !after.departureTime &&
      i < days.length - 1
    ) {
      // "8 Havanna 13:00", "9 Havanna 17:00": a ship arrives once; the next day's one time is its departure.
      [after.arrivalTime, after.departureTime] = [null, after.arrivalTime];
      before.overnight = true;
    } else if (/^23:5\d$/.test(before.departureTime ?? '') && /^00:0\d$/.test(after.arrivalTime ?? '')) {
      // "07:00 23:59" then "00:01 12:00": a booking's way of writing an overnight.
      before.departureTime = null;
      after.arrivalTime = null;
      before.overnight = after.overnight = true;
    }
  }
  // Without dates in the paste, the cruise's own sail date dates every day by its number.
  if (sailDate && !days.some((day) => day.date))
    for (const day of days) day.date = addDays(sailDate, day.dayNumber - 1);
  return days;
}

/**
 * A page that lists its days twice (an overview, then the table with times): the second run is
 * the same days again when most of its days match the first's by number, kind and port. Its times
 * and calls fill the first's, and only its days the first lacks are added.
 */
function mergeRepeatedRuns(days: ReadDay[]) {
  const runs: ReadDay[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && day.dayNumber < run.at(-1)!.dayNumber) runs.push([day]);
    else if (run) run.push(day);
    else runs.push([day]);
  }
  if (runs.length < 2) return;
  // Days by number, kind and port, so each lookup is one map read.
  const keyOf = (day: ReadDay) =>
    `${day.dayNumber}|${day.kind}|${day.kind === 'sea' ? '' : foldPlaceName(day.portName ?? '')}`;
  const kept = [...runs[0]!];
  const byKey = new Map<string, ReadDay[]>();
  const keep = (day: ReadDay) => {
    const key = keyOf(day);
    byKey.set(key, [...(byKey.get(key) ?? []), day]);
  };
  for (const day of kept) keep(day);
  for (const run of runs.slice(1)) {
    const keys = run.map(keyOf);
    const matched = keys.filter((key) => byKey.has(key)).length;
    if (matched * 5 < run.length * 3) {
      for (const day of run) {
        kept.push(day);
        keep(day);
      }
      continue;
    }
    for (const [index, day] of run.entries()) {
      const target = byKey.get(keys[index]!)?.shift();
      if (!target) {
        kept.push(day);
        continue;
      }
      target.arrivalTime ??= day.arrivalTime;
      target.departureTime ??= day.departureTime;
      target.allAboardTime ??= day.allAboardTime;
      target.portCall ??= day.portCall;
      target.date ??= day.date;
      target.overnight ||= day.overnight;
    }
  }
  kept.sort((a, b) => a.dayNumber - b.dayNumber);
  days.splice(0, days.length, ...kept);
}

function timesWereUnlabelled(stop: Stop | undefined): boolean {
  if (!stop || stop.columns) return false;
  if (stop.slots.length > 0 && stop.slots[0] === null) return false;
  return stop.times.every((time) => time.role === null) && stop.slots.length <= 1;
}

const shift = addDays;

/** [arrival, departure, all aboard] of a stop, from its columns or its labelled and unlabelled times. */
function timesOf(stop: Stop): [string | null, string | null, string | null] {
  if (stop.columns) {
    // "Nassau\t8:00 AM - 5:00 PM": one cell holding both times is the day's arrival and departure.
    const filled = stop.columns.filter((cell) => cell !== null);
    const both = filled.length === 1 ? findTimes(filled[0]!) : [];
    if (both.length === 2 && both.every((time) => time.clock !== ''))
      return [both[0]!.clock, both[1]!.clock, null];
    const clocks = stop.columns.map((cell) => (cell ? (findTimes(cell)[0]?.clock ?? null) : null));
    return [clocks[0] ?? null, clocks[1] ?? null, clocks[2] ?? null];
  }
  let arrival: string | null = null;
  let departure: string | null = null;
  let allAboard: string | null = null;
  const free: string[] = [];
  for (const time of stop.times) {
    if (time.clock === '') {
      // A dash under its label: that one is not given, and the free times go to the others.
      if (time.role === 'arrival') arrival ??= '';
      else if (time.role === 'departure') departure ??= '';
      continue;
    }
    if (time.role === 'arrival') arrival ??= time.clock;
    else if (time.role === 'departure') departure ??= time.clock;
    else if (time.role === 'allAboard') allAboard ??= time.clock;
    else if (time.role === null) free.push(time.clock);
  }
  // Unlabelled values by position (a dash keeps its place), then any other free time.
  if (stop.slots.length === 1 && stop.slots[0] && arrival !== null && departure === null) {
    // "Docked from 8:00 am - 4:00 pm": the labelled arrival, then the unlabelled value is the departure.
    departure = stop.slots[0];
  } else if (stop.slots.length > 0) {
    const slots = [...stop.slots, ...free];
    arrival ??= slots[0] ?? null;
    departure ??= slots[1] ?? null;
  } else {
    for (const clock of free) {
      if (arrival === null && departure === null) arrival = clock;
      else if (departure === null) departure = clock;
      else if (arrival === null) arrival = clock;
    }
  }
  return [arrival || null, departure || null, allAboard];
}
