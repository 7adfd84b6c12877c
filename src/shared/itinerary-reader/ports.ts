/**
 * Ports resolved as a traveller names them, against the gazetteer (catalog/ports.json, given by the
 * caller: the server reads it, the browser loads it with the import dialog). A name is tried as a
 * whole, then by its parts: "Piraeus (Athens)", "Yucatan (Progreso)", "Livorno / Italy",
 * "Kehl/Strasbourg", "Queen Mary 2, Hamburg, Germany", "Nassau, Bahamas".
 */

import { knownNumericCountries } from '../country-codes.js';
import { memoize } from '../memo.js';
import { foldPlaceName } from '../places.js';

export interface GazetteerPort {
  id: string;
  name: string;
  aliases: string[];
  country: string;
  lat: number;
  lon: number;
  timeZone: string;
}

export interface PortIndex {
  byName: Map<string, GazetteerPort[]>;
}

/** Every port by its folded name and aliases (a name two ports share keeps both). */
export function portIndex(ports: readonly GazetteerPort[]): PortIndex {
  const byName = new Map<string, GazetteerPort[]>();
  for (const port of ports) {
    for (const name of [port.name, ...port.aliases]) {
      const key = foldPlaceName(name);
      if (!key) continue;
      const list = byName.get(key) ?? [];
      if (!list.includes(port)) list.push(port);
      byName.set(key, list);
    }
  }
  return { byName };
}

const WORDS_AROUND =
  /\b(port of|the port of|cruise port|cruise terminal|terminal|harbour|harbor|islands?|isla|islas|iles?|isola|isole|insel|inseln|ilha|wyspa|eiland|city|puerto)\b/g;

/**
 * "Saint George's" and "St. George's", "Sainte-Anne" and "Ste-Anne", "Ft. Lauderdale" and "Fort
 * Lauderdale", "Pt. Canaveral": one name written two ways.
 */
const shortFormVariants = (name: string) => [
  name,
  name.replace(/\bsaint\b/gu, 'st').replace(/\bsainte\b/gu, 'ste'),
  name
    .replace(/\bst\b/gu, 'saint')
    .replace(/\bste\b/gu, 'sainte')
    .replace(/\bft\b/gu, 'fort')
    .replace(/\bpt\b/gu, 'port'),
];

/**
 * The territories a page may name by their country ("Spitzbergen, Norwegen" is Svalbard, SJ;
 * "Fort-de-France, France" is Martinique): a port there is in that country too.
 */
const TERRITORIES: Record<string, string[]> = {
  NO: ['SJ'],
  DK: ['FO', 'GL'],
  FR: ['GP', 'MQ', 'RE', 'PF', 'NC', 'GF', 'PM', 'BL', 'MF', 'YT', 'WF'],
  NL: ['AW', 'CW', 'SX', 'BQ'],
  GB: ['GI', 'GG', 'JE', 'IM', 'FK', 'BM', 'KY', 'VG', 'TC', 'AI', 'MS', 'SH', 'GS', 'PN'],
  US: ['PR', 'VI', 'GU', 'AS', 'MP'],
  AU: ['NF', 'CX', 'CC'],
  NZ: ['CK', 'NU'],
  CN: ['HK', 'MO'],
};
const inCountry = (portCountry: string, country: string) =>
  portCountry === country || (TERRITORIES[country]?.includes(portCountry) ?? false);

/** First words that make one name with the next ("South Shetland", "New Providence", "Port Stanley"). */
const NAME_OPENERS = new Set(
  'north south east west northern southern eastern western new upper lower great little port puerto porto cape cabo mount san santa sao saint st ste'.split(
    ' ',
  ),
);

/** A landform's last word ("Darwin Bay", "Tagus Cove", "Urbina Bay"): the name is both words, not a town's. */
const NAME_ENDERS = new Set(
  'bay cove beach point cay key sound inlet creek lagoon channel glacier fjord fiord reef rock rocks steps hill hills head'.split(
    ' ',
  ),
);

/** Words a place's name ends or goes on with: "Petermann Island" ("Island" is Iceland in German), "South Georgia". */
const NAME_WORDS = new Set([...NAME_OPENERS, 'island', 'islands', 'isle', 'isla', 'ile', 'insel']);

/** `name` less a country written after it with a space ("San Juan Puerto Rico" is San Juan). */
export function withoutCountryAfter(name: string): string {
  const parts = name.split(/\s+/u).filter(Boolean);
  if (parts.length < 2 || parts.length > 10) return name;
  for (let take = Math.min(5, parts.length - 1); take >= 1; take--) {
    const tail = parts.slice(-take).join(' ');
    const rest = parts.slice(0, -take);
    const named =
      rest.some((word) => /\p{L}{3}/u.test(word)) &&
      !NAME_WORDS.has(foldPlaceName(rest.at(-1) ?? '')) &&
      !NAME_WORDS.has(foldPlaceName(tail));
    if (named && /^\p{Lu}/u.test(tail) && isCountryName(tail)) return rest.join(' ');
  }
  return name;
}

/** The ways a written name may hold a port's name, most likely first (`insideOnly`: what its brackets say). */
function candidatesUncached(text: string, insideOnly = false): string[] {
  const inner = [...text.matchAll(/[(（]([^()（）]+)[)）]/gu)].map((m) => m[1]!);
  const outer = text.replace(/[(（][^()（）]*[)）]/gu, ' ').trim();
  // "Pigeon Island (St. Lucia), Saint Lucia": a place the gazetteer does not know is not its
  // country's main port; a country named after a place is no candidate of its own.
  const named = (outer.split(/\s*[,/|]\s*|\s+[-–—]\s+/u)[0] ?? '').trim();
  const placeFirst = /\p{L}{4}/u.test(named) && !isCountryName(named);
  const parts = (part: string) =>
    part
      .split(/\s*[,/|]\s*|\s+[-–—]\s+|\s*&\s*/u)
      .filter((piece, at) => !(placeFirst && (at > 0 || part !== outer) && isCountryName(piece)));
  const bare = (name: string) => name.replace(WORDS_AROUND, ' ').replace(/\s+/g, ' ').trim();
  // The name outside brackets, its parts, then a region before or after the port's own name
  // ("Sicily Palermo", "Seward (Anchorage) Alaska": its last word, then its first), and only then
  // what the brackets say ("Yucatan (Progreso), Mexico" is Progreso).
  // "Anchorage (Seward), AK": the name with its brackets, less the region after it, may be an alias.
  const bracketed =
    text.length <= 160 ? /[^,()]{1,60}\([^()]{1,40}\)(?=\s*,)/u.exec(text)?.[0].trim() : undefined;
  const outside = insideOnly
    ? []
    : [text, ...(bracketed ? [bracketed] : []), withoutCountryAfter(outer), outer, ...parts(outer)].map(
        (name) => foldPlaceName(name),
      );
  const words = bare(foldPlaceName(outer)).split(' ');
  // "South Shetland", "New Providence", "Port Stanley" are one name, not a region and a port.
  const ends =
    !insideOnly && words.length === 2 && !NAME_OPENERS.has(words[0]!) && !NAME_ENDERS.has(words[1]!)
      ? [words[1]!, words[0]!].filter((word) => word.length >= 5)
      : [];
  const inside = [
    ...inner.filter((name) => !(placeFirst && isCountryName(name))),
    ...inner.flatMap(parts),
  ].map((name) => foldPlaceName(name));
  // A Japanese port's "港" (port) after its name: 横浜港 is 横浜; its island before it: オアフ島ホノルル is ホノルル.
  const japanese = outside.flatMap((name) => [
    ...(/^\p{Script=Han}{2,}港$/u.test(name) ? [name.slice(0, -1)] : []),
    // "ペナン島", "プーケット島": an island named for its port.
    ...(/^[\p{Script=Katakana}ー]{2,}島$/u.test(name) ? [name.slice(0, -1)] : []),
    ...(/^[\p{Script=Katakana}\p{Script=Han}ー]+島(?=\p{Script=Katakana})/u.test(name)
      ? [name.slice(name.indexOf('島') + 1).replace(/港$/u, '')]
      : []),
  ]);
  return [
    ...new Set(
      [...outside, ...outside.map(bare), ...japanese, ...ends, ...inside, ...inside.map(bare)].flatMap(
        shortFormVariants,
      ),
    ),
  ].filter(Boolean);
}

function firstPort(
  index: PortIndex,
  keys: string[],
  near: readonly { lat: number; lon: number }[],
  country: string | null,
): GazetteerPort | null {
  for (const key of keys) {
    const named = index.byName.get(key);
    // With the country the text names ("Granada/SPAIN"), only that country's ports.
    const found = country ? named?.filter((port) => inCountry(port.country, country)) : named;
    if (!found || found.length === 0) continue;
    if (found.length === 1 || near.length === 0) return found[0]!;
    return [...found].sort((a, b) => distanceTo(a, near) - distanceTo(b, near))[0]!;
  }
  return null;
}

/**
 * The gazetteer's port for a name, if any: the whole name first, then its parts; among ports of
 * one name, the one nearest the cruise's other ports (`near`), else the first; only ports of
 * `country` when the text names one. Where the name outside brackets and the one inside are two
 * ports of one place ("Tokyo (Yokohama)", "Jeju (Seogwipo)"), the bracket names the ship's port.
 */
/** The reader asks the gazetteer of the same names many times in a paste: their candidates are remembered. */
export const outsideCandidates = memoize<string[]>((text) => candidatesUncached(text));
export const insideCandidates = memoize<string[]>((text) => candidatesUncached(text, true));

export function resolvePort(
  index: PortIndex,
  text: string,
  near: readonly { lat: number; lon: number }[] = [],
  country: string | null = null,
): GazetteerPort | null {
  const port = firstPort(index, outsideCandidates(text), near, country);
  if (!port || !/[(（]/u.test(text)) return port;
  const inside = firstPort(index, insideCandidates(text), near, country);
  return inside && inside !== port && distanceTo(inside, [port]) < 60 ? inside : port;
}

/** Whether `a` becomes `b` by one edit: a letter added, dropped, changed, or two swapped ("Colgone"). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length)
    return (
      a.slice(i + 1) === b.slice(i + 1) ||
      (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The gazetteer's names by their first letter (a misspelling keeps its first letter). */
const byFirstLetter = new WeakMap<PortIndex, Map<string, string[]>>();
function namesStartingWith(index: PortIndex, letter: string): readonly string[] {
  let letters = byFirstLetter.get(index);
  if (!letters) {
    letters = new Map();
    for (const key of index.byName.keys()) {
      const list = letters.get(key[0] ?? '');
      if (list) list.push(key);
      else letters.set(key[0] ?? '', [key]);
    }
    byFirstLetter.set(index, letters);
  }
  return letters.get(letter) ?? [];
}

/**
 * The port a day's name misspells by one letter ("Colgone", "Hovøysund", "Stokmaknes"), when
 * exactly one port of the gazetteer is that close; names under six letters are never guessed.
 */
export function misspeltPort(
  index: PortIndex,
  text: string,
  country: string | null = null,
): GazetteerPort | null {
  const name = foldPlaceName(text).replace(WORDS_AROUND, ' ').replace(/\s+/g, ' ').trim();
  if (name.length < 6) return null;
  let found: GazetteerPort | null = null;
  for (const key of namesStartingWith(index, name[0]!)) {
    const ports = index.byName.get(key)!;
    if (Math.abs(key.length - name.length) > 1 || !oneEditApart(name, key)) continue;
    if (country && !inCountry(ports[0]?.country ?? '', country)) continue;
    if (found && ports[0] !== found) return null;
    found = ports[0] ?? null;
  }
  return found;
}

/** The great-circle distance (km) between two places. */
export function kilometresBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  return distanceTo(a, [b]);
}

/** The smallest great-circle distance (km) from `port` to any of `others`. */
function distanceTo(
  port: { lat: number; lon: number },
  others: readonly { lat: number; lon: number }[],
): number {
  let best = Number.POSITIVE_INFINITY;
  for (const other of others) {
    const rad = Math.PI / 180;
    const dLat = (other.lat - port.lat) * rad;
    const dLon = (other.lon - port.lon) * rad;
    const a =
      Math.sin(dLat / 2) ** 2 +
      Math.cos(port.lat * rad) * Math.cos(other.lat * rad) * Math.sin(dLon / 2) ** 2;
    best = Math.min(best, 12_742 * Math.asin(Math.sqrt(a)));
  }
  return best;
}

/** Edits (insert, delete, replace) from `a` to `b`, or `limit + 1` once it is over `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, row[j]!);
    }
    if (best > limit) return limit + 1;
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * The gazetteer's ports a name not found in it may have meant, nearest first: names that start
 * with it or one of its words, then names a few letters away ("Kirkwal" → Kirkwall, "Ketchican" →
 * Ketchikan). Each port once.
 */
export function suggestPorts(index: PortIndex, text: string, limit = 3): GazetteerPort[] {
  // The name as written, and its first part ("Juno" of "Juno, Alaska"; "Kirkwal" of "Kirkwal (Orkney)").
  const names = [text, text.split(/[,(/|]/u)[0] ?? '']
    .map((name) => foldPlaceName(name).replace(WORDS_AROUND, ' ').replace(/\s+/g, ' ').trim())
    .filter((name, i, all) => name.length >= 3 && all.indexOf(name) === i);
  const best = new Map<GazetteerPort, number>();
  for (const folded of names) {
    const words = folded.split(' ').filter((word) => word.length >= 4);
    const tolerance = Math.min(3, Math.max(2, Math.floor(folded.length / 3)));
    for (const [key, ports] of index.byName) {
      let score: number | null = null;
      if (key.startsWith(folded)) score = 0;
      else if (words.some((word) => key.startsWith(word))) score = 1;
      else {
        // A name that starts as written is a likelier slip: one more edit allowed, ranked first.
        const samePrefix = key.startsWith(folded.slice(0, 3));
        const distance = editDistance(folded, key, tolerance + (samePrefix ? 1 : 0));
        if (distance <= tolerance + (samePrefix ? 1 : 0)) score = 1 + distance - (samePrefix ? 1.5 : 0);
      }
      if (score === null) continue;
      for (const port of ports) best.set(port, Math.min(score, best.get(port) ?? Number.POSITIVE_INFINITY));
    }
  }
  return [...best]
    .sort(([a, x], [b, y]) => x - y || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map(([port]) => port);
}

/** Words before a place that say the day leaves it ("Fra København til Reykjavík") or goes to it. */
const FROM_WORDS = new Set(['from', 'fra', 'von', 'de', 'desde', 'da', 'z', 'van', 'fran', 'vom']);
const TO_WORDS = new Set(['to', 'til', 'nach', 'a', 'para', 'do', 'naar', 'till', 'vers', 'au', 'verso']);
/** Words that join two places of one day ("Húsavík og polarcirklen på Grímsey"). */
const AND_WORDS = new Set(['and', 'og', 'och', 'und', 'et', 'y', 'e', 'i', 'en', 'then', 'dann', 'puis']);
/**
 * Words a sentence starts with, capitalised (German capitalises nouns, a heading runs into its
 * text): after a port's name they start no longer proper name ("Ålesund Nach der ersten Nacht").
 */
const SENTENCE_WORDS = new Set([
  'the',
  'in',
  'at',
  'on',
  'we',
  'our',
  'after',
  'today',
  'this',
  'from',
  'then',
  'nach',
  'am',
  'im',
  'die',
  'der',
  'das',
  'den',
  'heute',
  'hier',
  'sie',
  'wir',
  'noch',
  'durch',
  'gleich',
  'wahrend',
  'ein',
  'eine',
  'von',
  'zum',
  'zur',
  'mit',
  'bei',
  'an',
  'auf',
  'danach',
  'le',
  'la',
  'les',
  'nous',
  'vous',
  'apres',
  'el',
  'los',
  'las',
  'hoy',
  'por',
  'despues',
  'il',
  'oggi',
  'dopo',
  'vi',
  'vandaag',
  'we',
  'vi',
  'i dag',
]);
/** Words of the journey home or a flight: a place after them is no stop ("og hjemrejse til København"). */
const HOME_WORDS = new Set([
  'hjemrejse',
  'hemresa',
  'heimreise',
  'ruckreise',
  'ruckflug',
  'home',
  'flight',
  'fly',
  'flights',
  'hjemflyvning',
  'regreso',
  'ritorno',
  'retour',
  'volo',
  'vuelo',
  'flug',
]);

export interface Mention {
  port: GazetteerPort;
  /** Another place of the same day, joined to the one before by "and" within a few words. */
  alsoToday: boolean;
}

/**
 * The gazetteer's ports named in a day's description ("Akureyri og mulighed for udflugt til
 * Mývatn", "Palermo, donde visitamos el Palacio…"), in order: the day's port first (the place it
 * goes to when it says from where and to where), then the places joined to it by "and". A name
 * counts only when it is written with a capital ("a nice day" names no port) and is not the start
 * of a longer proper name ("Stanley Park"). Looks at the first 60 words.
 */
export function mentionedPorts(index: PortIndex, text: string): Mention[] {
  const raw = text
    .split(/[\s/|–—]+/u)
    .filter(Boolean)
    .slice(0, 60);
  const written = raw.map((word) => word.replace(/^[("“«[]+|[)"”»\].,;:!?]+$/gu, ''));
  /** Where a sentence or a clause ends after a word (a name does not run on past it). */
  const ends = raw.map((word) => /[.,;:!?)\]»”"]$/u.test(word));
  const folded = written.map((word) => foldPlaceName(word));
  const found: { port: GazetteerPort; at: number; end: number }[] = [];
  for (let i = 0; i < folded.length; ) {
    let hit: { port: GazetteerPort; at: number; end: number } | null = null;
    for (let n = Math.min(4, folded.length - i); n >= 1 && !hit; n--) {
      if (!/^\p{Lu}/u.test(written[i]!)) break;
      const key = folded.slice(i, i + n).join(' ');
      if (n === 1 && key.length < 4) continue;
      // The first word of a longer proper name ("Stanley Park", "Victoria Falls") is not the port.
      if (
        !ends[i + n - 1] &&
        /^\p{Lu}/u.test(written[i + n] ?? '') &&
        !AND_WORDS.has(folded[i + n] ?? '') &&
        !SENTENCE_WORDS.has(folded[i + n] ?? '')
      )
        continue;
      const ports = index.byName.get(key);
      if (ports?.[0] && !found.some((other) => other.port === ports[0]))
        hit = { port: ports[0], at: i, end: i + n };
    }
    if (hit) {
      found.push(hit);
      i = hit.end;
    } else i += 1;
  }
  if (found.length === 0) return [];
  const before = (at: number, words: Set<string>) =>
    folded.slice(Math.max(0, at - 2), at).some((word) => words.has(word));
  // "From A to B": the day is B's.
  let first = 0;
  if (found.length > 1 && before(found[0]!.at, FROM_WORDS)) {
    const to = found.findIndex((hit, i) => i > 0 && before(hit.at, TO_WORDS));
    if (to > 0) first = to;
  }
  const out: Mention[] = [{ port: found[first]!.port, alsoToday: false }];
  for (let i = first + 1; i < found.length; i++) {
    const between = folded.slice(found[i - 1]!.end, found[i]!.at);
    if (
      between.length > 4 ||
      !between.some((word) => AND_WORDS.has(word)) ||
      between.some((word) => HOME_WORDS.has(word))
    )
      break;
    out.push({ port: found[i]!.port, alsoToday: true });
  }
  return out;
}

/** Country names in the languages cruisers paste, from the platform's CLDR data (`Intl.DisplayNames`). */
const COUNTRY_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'da', 'nb', 'sv', 'pl', 'ja'];
/** Names CLDR does not give a country by: the nations of the United Kingdom, short forms. */
const MORE_COUNTRY_NAMES: [string, string][] = [
  ['england', 'GB'],
  ['scotland', 'GB'],
  ['wales', 'GB'],
  ['northern ireland', 'GB'],
  ['uk', 'GB'],
  ['great britain', 'GB'],
  ['usa', 'US'],
  ['u s a', 'US'],
  ['united states of america', 'US'],
  ['holland', 'NL'],
  ['the bahamas', 'BS'],
  // Short forms Caribbean itineraries use (folded: "&" goes).
  ['st vincent the grenadines', 'VC'],
  ['st vincent and the grenadines', 'VC'],
  ['st maarten', 'SX'],
  ['saint maarten', 'SX'],
  ['turks caicos', 'TC'],
  ['turks and caicos', 'TC'],
  ['us virgin islands', 'VI'],
  ['usvi', 'VI'],
  ['bvi', 'VG'],
  ['nz', 'NZ'],
  // Dissolved in 2010, still on agents' pages: its islands are Curaçao's and Bonaire's now.
  ['netherlands antilles', 'CW'],
  ['dutch antilles', 'CW'],
];
const countryNames = new WeakMap<PortIndex, Map<string, string>>();

/** Every name of these countries in the languages above, folded, to its ISO code. */
function namesOfCountries(codes: Iterable<string>): Map<string, string> {
  const names = new Map<string, string>(MORE_COUNTRY_NAMES);
  for (const language of COUNTRY_LANGUAGES) {
    let display: Intl.DisplayNames;
    try {
      display = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      continue;
    }
    for (const code of codes) {
      const name = display.of(code);
      if (name && name !== code) names.set(foldPlaceName(name), code);
    }
  }
  return names;
}

/** Every name of every country the gazetteer has ports in, folded, to its ISO code. */
function countryNamesOf(index: PortIndex): Map<string, string> {
  const known = countryNames.get(index);
  if (known) return known;
  const codes = new Set<string>();
  for (const ports of index.byName.values()) for (const port of ports) codes.add(port.country);
  const names = namesOfCountries(codes);
  countryNames.set(index, names);
  return names;
}

let worldNames: Map<string, string> | null = null;
/** A table cell that is only a country's name ("Italien", "Griechenland"): a country column. */
export const isCountryName = memoize<boolean>((text) => {
  worldNames ??= namesOfCountries(knownNumericCountries());
  return shortFormVariants(foldPlaceName(text)).some((name) => worldNames!.has(name));
});

/**
 * The country a written name says after the port's own name ("Granada/SPAIN", "Bergen (Norway)",
 * "Willemstad, Curaçao", "Jeju (Seogwipo), South Korea"), as an ISO code, or null.
 */
export function countryHint(index: PortIndex, text: string): string | null {
  const parts = text
    .split(/\s*[,/|()（）]\s*|\s+[-–—]\s+/u)
    .map((part) => foldPlaceName(part))
    .filter(Boolean);
  const names = countryNamesOf(index);
  for (const part of parts.slice(1)) {
    const code = names.get(part);
    if (code) return code;
  }
  return null;
}
