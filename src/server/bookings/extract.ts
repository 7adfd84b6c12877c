/**
 * A booking confirmation's facts, read from its text: each field from the line its label names
 * ("Booking Number:", "Stateroom:", "Buchungsnummer", "Kabine"), in English and German and the
 * common words of a few other languages, never guessed from a line that only looks like one (a
 * print date, a payment deadline, a group code or a fare's name are not the cruise's). The
 * itinerary is read by the itinerary reader from the document's itinerary section.
 */

import { addDays, daysBetween, findDates, isoDate } from '../../shared/itinerary-reader/dates.js';
import { type PortIndex, resolvePort } from '../../shared/itinerary-reader/ports.js';
import { cleanName, normaliseText, readItinerary } from '../../shared/itinerary-reader/read.js';
import type { BookingAnswer } from '../../shared/schemas/bookings.js';
import { foldText } from '../ships/text.js';

/** A ship of the directory by one of its names (its current one or a former one). */
export interface KnownShip {
  shipId: string;
  /** The name the directory shows now. */
  shipName: string;
  /** The name as the document may write it (current or former). */
  name: string;
  operator: string;
}

export interface BookingContext {
  ships: readonly KnownShip[];
  /** The cruise lines the directory knows, as it names them. */
  operators: readonly string[];
  ports: PortIndex;
}

/** Labels, folded (lower case, no accents), each a line's start before its value. */
const LABELS = {
  bookingNumber:
    /^(?:cruise line |cruise |reederei |line )?(?:booking|reservation|confirmation)\s*(?:number|no\.?|nr\.?|#|id|code|reference|ref\.?)\b|^(?:booking|reservation|confirmation|buchungs|reservierungs|vorgangs|auftrags|reise)?\s*(?:number|no\.?|nr\.?|#|id|code|reference|ref\.?|nummer)\b|^(?:booking|reservation|confirmation)\b(?!\s+date)|^(?:buchungsnummer|vorgangsnummer|reservierungsnummer|auftragsnummer|buchungs-nr\.?|buchungscode|numero de reservation|n° de reservation|localizador|numero di prenotazione|codice prenotazione|numer rezerwacji)\b/,
  sailDate:
    /^(?:sail(?:ing)? date|departure date|date of departure|embarkation date|embark date|cruise start|start date|voyage date|travel date|abreise(?:datum)?|reisebeginn|reiseantritt|einschiffung(?:sdatum)?|abfahrt(?:sdatum)?|date de depart|date d'embarquement|fecha de salida|fecha de embarque|data di partenza|data imbarco|data wyplyniecia)\b/,
  dates:
    /^(?:(?:cruise|sail|sailing|travel|voyage) dates?|dates?|reisedatum|reisezeitraum|zeitraum|reisetermin|termin|dates du voyage|fechas)$/,
  returnDate:
    /^(?:return date|disembarkation date|debarkation date|disembark date|date of return|end date|cruise end|ruckreise(?:datum)?|reiseende|ausschiffung(?:sdatum)?|date de retour|date de debarquement|fecha de regreso|fecha de desembarque|data di rientro|data sbarco)\b/,
  embarkPort:
    /^(?:embarkation port|port of embarkation|embarkation|embark(?:ing)? port|departure port|departing from|departs from|sailing from|homeport|home port|einschiffungshafen|abfahrtshafen|einschiffung in|port d'embarquement|puerto de embarque|porto di imbarco)\b/,
  disembarkPort:
    /^(?:disembarkation port|port of disembarkation|debarkation port|disembarkation|disembark(?:ing)? port|arrival port|returning to|ausschiffungshafen|zielhafen|ausschiffung in|port de debarquement|puerto de desembarque|porto di sbarco)\b/,
  cabinNumber:
    /^(?:cabin|stateroom|suite|kabine|cabine|camarote|cabina|kajuta)(?:\s*(?:number|no\.?|nr\.?|#|nummer))?\b(?!\s*(?:category|type|class|kategorie|typ|categorie|categoria))/,
  cabinCategory:
    /^(?:cabin category|stateroom category|cabin type|stateroom type|category|cabin class|cabin grade|grade|kabinenkategorie|kabinentyp|kategorie|categorie de cabine|categoria|kategoria)\b/,
  guests:
    /^(?:guests?|passengers?|guest names?|passenger names?|travell?ers?|reisende[rn]?|teilnehmer|mitreisende|gaste?|passagiere?|voyageurs?|pasajeros?|ospiti|passeggeri|pasazerowie)(?:\s*\d{1,2})?\b/,
  ship: /^(?:ship|vessel|cruise ship|schiff|navire|barco|nave|statek)\b/,
  cruiseLine: /^(?:cruise line|line|reederei|compagnie|naviera|compagnia|armator)\b/,
};
/** Labels whose lines are never a field's, however they start ("Group code", "Final payment due"). */
const DECOY =
  /\b(?:group|gruppe|payment|zahlung|deposit|anzahlung|due|fallig|print(?:ed)?|druck|issued?|ausstellung|ausgestellt|booked on|booking date|buchungsdatum|date booked|invoice|rechnung|fare|tarif|promo|past guest|loyalty|crown|captain's club|latitude|castaway|account|kundennummer|customer)\b/;

interface Labelled {
  label: string;
  value: string;
  /** The line after, for a label alone on its line (a table copied cell by cell). */
  next: string;
}

/** Each line as label and value: "Label: value", "Label  value" (two spaces or a tab), or a label alone. */
function labelledLines(lines: string[]): Labelled[] {
  const out: Labelled[] = [];
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const next = lines.slice(index + 1).find((other) => other.trim() !== '') ?? '';
    const split = /^([^:：\t]{2,40}?)\s*(?:[:：]|\t|\s{2,})\s*(.*)$/u.exec(line);
    if (split) out.push({ label: fold(split[1]!), value: split[2]!.trim(), next: next.trim() });
    else out.push({ label: fold(line), value: '', next: next.trim() });
  }
  return out;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/[ßẞ]/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();

/** The value of the first line whose label matches (its own value, or the next line's). */
function labelledValue(lines: Labelled[], label: RegExp): string | null {
  for (const line of lines) {
    if (DECOY.test(line.label) || !label.test(line.label)) continue;
    const value = line.value || line.next;
    if (value) return value;
  }
  return null;
}

/** A full date (`YYYY-MM-DD`) in `text`, its year from the text or `year`. */
function dateIn(text: string | null, year: number | null, which = 0): string | null {
  if (!text) return null;
  const found = findDates(text)[which];
  if (!found) return null;
  const y = found.year ?? year;
  return y ? isoDate(y, found.month, found.day) : null;
}

/** The year most dates of the document carry (for a date written without one). */
function documentYear(text: string): number | null {
  const counts = new Map<number, number>();
  for (const date of findDates(text.slice(0, 200_000)))
    if (date.year) counts.set(date.year, (counts.get(date.year) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

const BOOKING_CODE = /\b(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{3,19}\b/;

function bookingNumberOf(lines: Labelled[]): string | null {
  for (const line of lines) {
    if (DECOY.test(line.label) || !LABELS.bookingNumber.test(line.label)) continue;
    const code = BOOKING_CODE.exec(line.value.toUpperCase()) ?? BOOKING_CODE.exec(line.next.toUpperCase());
    if (code) return code[0];
  }
  return null;
}

function cabinNumberOf(lines: Labelled[]): string | null {
  for (const line of lines) {
    if (DECOY.test(line.label) || !LABELS.cabinNumber.test(line.label)) continue;
    const value = `${line.value} ${line.value ? '' : line.next}`;
    const cabin = /\b(?:[A-Z]{1,2}\s?)?\d{3,5}[A-Z]?\b|\b\d{1,2}[-./]\d{3,4}\b/.exec(value.toUpperCase());
    if (cabin) return cabin[0].replace(/\s+/g, '');
  }
  return null;
}

/** "Mr John Smith, Mrs Jane Smith", "John Smith & Jane Smith", or one guest per labelled line. */
function guestsOf(lines: Labelled[]): string[] {
  const names: string[] = [];
  for (const line of lines) {
    if (DECOY.test(line.label) || !LABELS.guests.test(line.label)) continue;
    const value = line.value || (/^\d|^[A-ZÄÖÜ][a-zäöüß]/u.test(line.next) ? line.next : '');
    for (const part of value.split(/\s*(?:,|;|\/| and | und | & | et | y )\s*/u)) {
      const name = part
        .replace(/\(.*?\)/g, ' ')
        .replace(/\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b/g, ' ')
        .replace(/^\s*\d+[.)]?\s*/, '')
        .replace(/\s+/g, ' ')
        .trim();
      if (/^(?:\p{Lu}[\p{L}'’-]*\.?\s+){1,4}\p{Lu}[\p{L}'’-]+$/u.test(name) && !names.includes(name))
        names.push(name);
    }
  }
  return names.slice(0, 20);
}

/** A whole-word occurrence of `needle` (folded) in `haystack` (folded). */
function containsWords(haystack: string, needle: string): boolean {
  if (!needle) return false;
  let at = haystack.indexOf(needle);
  while (at >= 0) {
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    if (
      (before === undefined || !/[\p{L}\p{N}]/u.test(before)) &&
      (after === undefined || !/[\p{L}\p{N}]/u.test(after))
    )
      return true;
    at = haystack.indexOf(needle, at + 1);
  }
  return false;
}

/** A line's name as documents write it: whole, and without its generic words ("Royal Caribbean"). */
function lineForms(operator: string): string[] {
  const whole = foldText(operator);
  const short = whole
    .replace(
      /\b(?:international|cruise lines?|cruises|cruceros|kreuzfahrten|crociere|croisieres|line)\b/g,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
  // A short form that is a common word says nothing ("Norwegian fjords", "a royal welcome").
  const common = new Set([
    'norwegian',
    'royal',
    'star',
    'sea',
    'american',
    'holland',
    'viking',
    'tui',
    'scenic',
  ]);
  return short && short !== whole && short.length >= 3 && !common.has(short) ? [whole, short] : [whole];
}

function cruiseLineOf(lines: Labelled[], folded: string, operators: readonly string[]): string | null {
  const forms = [...operators]
    .flatMap((operator) => lineForms(operator).map((form) => ({ operator, form })))
    .sort((a, b) => b.form.length - a.form.length);
  const labelled = labelledValue(lines, LABELS.cruiseLine);
  const inLabel = labelled && forms.find(({ form }) => containsWords(foldText(labelled), form));
  if (inLabel) return inLabel.operator;
  // The longest line name the document holds ("Royal Caribbean International" before "Royal").
  return forms.find(({ form }) => containsWords(folded, form))?.operator ?? null;
}

/**
 * The ship: the one its "Ship:" line names, else the longest ship name of two words or more in
 * the document (a one-word name such as "Hamburg" or "Europa" is a port or a word as often), the
 * line's own ships first.
 */
function shipOf(
  lines: Labelled[],
  folded: string,
  ships: readonly KnownShip[],
  line: string | null,
): KnownShip | null {
  // Longest first; a ship's current name before another's former one ("Sun Princess").
  const byLength = [...ships].sort(
    (a, b) => b.name.length - a.name.length || Number(b.name === b.shipName) - Number(a.name === a.shipName),
  );
  const labelled = labelledValue(lines, LABELS.ship);
  if (labelled) {
    const value = foldText(labelled).replace(/^(?:ms|mv|m\/s|m\/v)\s+/, '');
    const found = byLength.find((ship) => containsWords(value, foldText(ship.name)));
    if (found) return found;
  }
  const candidates = byLength.filter(
    (ship) => ship.name.trim().includes(' ') && containsWords(folded, foldText(ship.name)),
  );
  const lineKey = line ? foldText(line) : null;
  return (
    candidates.find((ship) => lineKey !== null && foldText(ship.operator) === lineKey) ??
    candidates[0] ??
    null
  );
}

function portOf(value: string | null, ports: PortIndex): string | null {
  if (!value) return null;
  const name = cleanName(value);
  if (!name) return null;
  return resolvePort(ports, value)?.name ?? resolvePort(ports, name)?.name ?? name;
}

/** Headings that start the itinerary, and headings of the sections after it. */
const ITINERARY_START =
  /^(?:your )?(?:itinerary|cruise itinerary|voyage itinerary|schedule|ports of call|route|reiseverlauf|reiseroute|routenverlauf|ihre route|fahrplan|itineraire|itinerario|trasa|plan podrozy)\b/;
const SECTION_AFTER =
  /^(?:payment|payments|zahlung|zahlungen|price|prices|preis|preise|fare|fares|total|summe|gesamt|invoice|rechnung|important|wichtig|terms|conditions|agb|cancellation|storno|insurance|versicherung|flights?|flug|fluge|transfers?|contact|kontakt|guest information|passenger information|reisende|documents|dokumente|excursions|ausfluge|hinweise|notes)\b/;

/** The itinerary's lines: after its heading, up to the next section; null without a heading. */
function itineraryText(lines: string[]): string | null {
  const start = lines.findIndex((line) => ITINERARY_START.test(fold(line)) && line.trim().length < 60);
  if (start < 0) return null;
  const after = lines.slice(start + 1);
  const end = after.findIndex((line) => SECTION_AFTER.test(fold(line)) && line.trim().length < 60);
  return (end < 0 ? after : after.slice(0, end)).join('\n');
}

/**
 * The days: the itinerary section's, or, in a document without one, the whole text's when most
 * of what it reads are ports the gazetteer knows or days at sea (a confirmation's other dated
 * lines, "Balance due: 6 April", are no days).
 */
function itineraryOf(lines: string[], sailDate: string | null, ports: PortIndex) {
  const section = itineraryText(lines);
  const read = readItinerary(section ?? lines.join('\n'), { sailDate, ports }).days;
  const known = read.filter((day) => day.kind !== 'port' || day.countryCode !== null).length;
  if (section === null && (read.length < 2 || known * 4 < read.length * 3)) return [];
  return read.map(({ overnight: _overnight, ...day }) => day);
}

/** Reads a confirmation's text into the fields `POST /api/bookings/read` answers. */
export function readBooking(text: string, context: BookingContext): BookingAnswer {
  const normal = normaliseText(text).slice(0, 200_000);
  const lines = normal.split('\n');
  const labelled = labelledLines(lines);
  const folded = foldText(normal);
  const year = documentYear(normal);

  const range = labelledValue(labelled, LABELS.dates);
  const embarking = labelledValue(labelled, LABELS.embarkPort);
  const disembarking = labelledValue(labelled, LABELS.disembarkPort);
  // "Embarkation: Miami - 20/12/2025": the port's line dates the cruise when no line says it.
  let sailDate =
    dateIn(labelledValue(labelled, LABELS.sailDate), year) ?? dateIn(range, year) ?? dateIn(embarking, year);
  let returnDate =
    dateIn(labelledValue(labelled, LABELS.returnDate), year) ??
    dateIn(range, year, 1) ??
    dateIn(disembarking, year);
  if (sailDate && returnDate && daysBetween(sailDate, returnDate) < 0) returnDate = null;

  const days = itineraryOf(lines, sailDate, context.ports);
  const first = days[0];
  const last = days.at(-1);
  // The itinerary's own dates stand in for a sail or return date the document does not label.
  sailDate ??= first?.dayNumber === 1 ? first.date : null;
  if (!returnDate && sailDate && last && last !== first) returnDate = addDays(sailDate, last.dayNumber - 1);

  const cruiseLine = cruiseLineOf(labelled, folded, context.operators);
  const ship = shipOf(labelled, folded, context.ships, cruiseLine);
  const portDays = days.filter((day) => day.kind === 'port');
  return {
    cruiseLine: cruiseLine ?? ship?.operator ?? null,
    shipName: ship?.shipName ?? null,
    shipId: ship?.shipId ?? null,
    sailDate,
    returnDate,
    embarkPort:
      portOf(embarking, context.ports) ??
      (first?.dayNumber === 1 && first.kind === 'port' ? first.portName : null),
    disembarkPort:
      portOf(disembarking, context.ports) ??
      (portDays.length > 1 && last?.kind === 'port' ? last.portName : null),
    cabinNumber: cabinNumberOf(labelled),
    cabinCategory: labelledValue(labelled, LABELS.cabinCategory)?.slice(0, 100) ?? null,
    bookingNumber: bookingNumberOf(labelled),
    guests: guestsOf(labelled),
    days,
  };
}
