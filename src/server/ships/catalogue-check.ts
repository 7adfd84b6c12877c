/**
 * Compares the catalogue with independent reference data (the Wikidata fleet registry and the 2020
 * McWay ship list, read where they lie, never copied in) and counts, per field, the facts it
 * could check and how many agree. Numbers agree within 2 %, years within one year (build and
 * entry into service differ), names and builders when one contains the other. A hull is matched
 * by IMO number, else by a name only one reference ship of one of its lines has, built within two
 * years of it (names are reused: the 2024 Sun Princess is not the 1995 one).
 */
import type { CompiledShip } from './catalogue-source.js';
import { foldText } from './text.js';

export interface ReferenceShip {
  source: 'wikidata' | 'mcway';
  name: string;
  imo: number | null;
  operator: string | null;
  shipClass: string | null;
  builder: string | null;
  grossTonnage: number | null;
  lengthMeters: number | null;
  beamMeters: number | null;
  inServiceYear: number | null;
  capacity: number | null;
  crew: number | null;
}

export const CHECKED_FIELDS = [
  'imo',
  'name',
  'gross_tonnage',
  'length',
  'beam',
  'year_built',
  'passengers',
  'crew',
  'builder',
  'class',
] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];

export interface Disagreement {
  id: string;
  field: CheckedField;
  ours: string;
  reference: string;
}

export interface FieldFigures {
  checked: number;
  agree: number;
  /** Facts the reference measures differently (all berths against our lower berths): not checked. */
  notComparable: number;
}

export interface CheckReport {
  matched: number;
  fields: Record<CheckedField, FieldFigures>;
  disagreements: Disagreement[];
}

const numberIn = (text: string | null | undefined) =>
  text ? Number(text.split(' / ')[0]?.replace(/[^\d.]/g, '')) || null : null;

const within = (ours: number, theirs: number, share = 0.02) => Math.abs(ours - theirs) <= share * theirs;

/** Folded words, without the filler that yards and classes are written with or without. */
function words(text: string) {
  return foldText(text)
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(' ')
    .filter(
      (word) =>
        word &&
        ![
          'class',
          'the',
          'de',
          'of',
          'spa',
          's',
          'p',
          'a',
          'ag',
          'gmbh',
          'sa',
          'inc',
          'co',
          'ltd',
          'and',
          'shipyard',
          'shipyards',
          'yard',
        ].includes(word),
    );
}

/** Two names for one thing when every word of the shorter is in the longer ("Meyer Werft" / "Meyer Werft Papenburg"). */
export function sameName(a: string, b: string): boolean {
  const [shorter, longer] = [words(a), words(b)].sort((x, y) => x.length - y.length) as [string[], string[]];
  return shorter.length > 0 && shorter.every((word) => longer.includes(word));
}

const GENERIC_LINE_WORDS = new Set([
  'cruise',
  'cruises',
  'line',
  'lines',
  'river',
  'expeditions',
  'voyages',
  'group',
  'plc',
  'international',
]);

/** Two spellings of one cruise line share a distinctive word ("Viking" in "Viking River Cruises" and "Viking Cruises"). */
function sameLine(ours: string, theirs: string | null): boolean {
  if (!theirs) return false;
  const distinctive = (text: string) => words(text).filter((word) => !GENERIC_LINE_WORDS.has(word));
  const mine = distinctive(ours);
  return distinctive(theirs).some((word) => mine.includes(word));
}

/**
 * Yards that changed owners and names but not place: the same builder for this check. (STX
 * Europe owned the French and the Finnish yards, so it belongs to both.)
 */
const YARD_NAMES: string[][] = [
  ['chantiers de l atlantique', 'stx france', 'stx europe', 'aker yards france', 'alstom', 'saint nazaire'],
  [
    'meyer turku',
    'stx finland',
    'stx europe',
    'aker finnyards',
    'aker yards',
    'kvaerner masa',
    'masa yards',
    'wartsila',
    'turku',
  ],
  ['meyer wismar', 'mv werften wismar', 'aker mtw', 'aker yards wismar', 'wismar'],
  ['vard', 'soviknes', 'søviknes'],
  ['china merchants'],
  ['fincantieri'],
  ['meyer werft', 'papenburg'],
];

function yardGroups(builder: string): Set<number> {
  const text = foldText(builder)
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ');
  const groups = new Set<number>();
  YARD_NAMES.forEach((names, group) => {
    if (names.some((name) => text.includes(foldText(name)))) groups.add(group);
  });
  return groups;
}

/** One yard under either name: the same words, or names of one yard over the years. */
export function sameYard(ours: string, theirs: string): boolean {
  if (sameName(ours, theirs)) return true;
  const mine = yardGroups(ours);
  return [...yardGroups(theirs)].some((group) => mine.has(group));
}

/** One class: the same words once qualifiers like "(Carnival)" or "(2002)" are set aside. */
export function sameClass(ours: string, theirs: string): boolean {
  const bare = (text: string) => text.replace(/\([^)]*\)/g, ' ');
  return sameName(bare(ours), bare(theirs));
}

function indexReference(reference: ReferenceShip[]) {
  const byImo = new Map<number, ReferenceShip[]>();
  const byName = new Map<string, ReferenceShip[]>();
  for (const ship of reference) {
    if (ship.imo !== null) byImo.set(ship.imo, [...(byImo.get(ship.imo) ?? []), ship]);
    const name = foldText(ship.name);
    byName.set(name, [...(byName.get(name) ?? []), ship]);
  }
  return { byImo, byName };
}

/**
 * The reference entries for one hull: by IMO number, else by a name only one reference hull has.
 * Matched by IMO, the names are what can be checked; matched by name, the IMO number.
 */
function matchesFor(
  ship: CompiledShip,
  index: ReturnType<typeof indexReference>,
  ourImos: Set<number>,
): { entries: ReferenceShip[]; by: 'imo' | 'name' } {
  if (ship.imo !== null) {
    const byImo = index.byImo.get(ship.imo);
    if (byImo) return { entries: byImo, by: 'imo' };
  }
  for (const name of [...ship.names].reverse()) {
    // A name alone is weak: the reference entry must also name one of the hull's lines.
    // A reused name is another hull: a build year more than two years off rules the entry out.
    const built = Number(ship.spec.year_build) || null;
    const found = (index.byName.get(foldText(name.name)) ?? []).filter(
      (entry) =>
        ship.names.some((held) => sameLine(held.operator, entry.operator)) &&
        (built === null || entry.inServiceYear === null || Math.abs(entry.inServiceYear - built) <= 2) &&
        // An entry whose IMO number is another of our hulls' is that hull.
        (entry.imo === null || !ourImos.has(entry.imo) || entry.imo === ship.imo),
    );
    const imos = new Set(found.filter((entry) => entry.imo !== null).map((entry) => entry.imo));
    // One hull only (the two sources may both list it).
    if (found.length > 0 && found.length <= 2 && imos.size <= 1) return { entries: found, by: 'name' };
  }
  return { entries: [], by: 'name' };
}

export function checkCatalogue(ships: CompiledShip[], reference: ReferenceShip[]): CheckReport {
  const index = indexReference(reference);
  const fields = Object.fromEntries(
    CHECKED_FIELDS.map((field) => [field, { checked: 0, agree: 0, notComparable: 0 }]),
  ) as Record<CheckedField, FieldFigures>;
  const disagreements: Disagreement[] = [];
  const ourImos = new Set(ships.flatMap((ship) => (ship.imo === null ? [] : [ship.imo])));
  let matched = 0;

  for (const ship of ships) {
    const { entries: found, by } = matchesFor(ship, index, ourImos);
    if (found.length === 0) continue;
    matched++;
    const id = ship.spec.id as string;
    const compare = <T>(
      field: CheckedField,
      ours: T | null,
      theirs: (entry: ReferenceShip) => T | null,
      agree: (ours: T, theirs: T) => boolean,
    ) => {
      if (ours === null) return;
      const values = found.map(theirs).filter((value): value is T => value !== null);
      if (values.length === 0) return;
      fields[field].checked++;
      if (values.some((value) => agree(ours, value))) fields[field].agree++;
      else disagreements.push({ id, field, ours: String(ours), reference: values.map(String).join(' / ') });
    };
    const spec = ship.spec;
    if (by === 'name')
      compare(
        'imo',
        ship.imo,
        (entry) => entry.imo,
        (a, b) => a === b,
      );
    const ourNames = [...ship.names.map((name) => name.name), ...ship.aliases];
    if (by === 'imo') {
      compare(
        'name',
        ourNames.join(' / '),
        (entry) => entry.name,
        (_, theirs) => ourNames.some((name) => foldText(name) === foldText(theirs)),
      );
    }
    compare('gross_tonnage', numberIn(spec.gross_tonnage), (entry) => entry.grossTonnage, within);
    compare('length', numberIn(spec.length_loa), (entry) => entry.lengthMeters, within);
    compare('beam', numberIn(spec.beam_width), (entry) => entry.beamMeters, within);
    compare(
      'year_built',
      numberIn(spec.year_build),
      (entry) => entry.inServiceYear,
      (a, b) => Math.abs(a - b) <= 1,
    );
    // The reference mixes lower-berth and all-berth capacities: either of ours may be the one it
    // gives. Without our all-berth figure, a reference figure 2-45 % above our lower berths is most
    // likely all berths: it neither confirms nor refutes ours, so it is counted as not comparable.
    const lowerBerths = numberIn(spec.passengers);
    const capacities = [lowerBerths, ship.maxPassengers].filter((n): n is number => n !== null);
    const referenceCapacities = found.flatMap((entry) => (entry.capacity === null ? [] : [entry.capacity]));
    const allBerthsOnly =
      lowerBerths !== null &&
      ship.maxPassengers === null &&
      referenceCapacities.length > 0 &&
      referenceCapacities.every((theirs) => theirs > lowerBerths * 1.02 && theirs <= lowerBerths * 1.45);
    if (allBerthsOnly) fields.passengers.notComparable++;
    else {
      compare(
        'passengers',
        capacities.length > 0 ? capacities.join(' / ') : null,
        (entry) => (entry.capacity === null ? null : String(entry.capacity)),
        (_, theirs) => capacities.some((ours) => within(ours, Number(theirs))),
      );
    }
    compare('crew', numberIn(spec.crew), (entry) => entry.crew, within);
    compare('builder', spec.builder ?? null, (entry) => entry.builder, sameYard);
    compare('class', spec.class ?? null, (entry) => entry.shipClass, sameClass);
  }
  return { matched, fields, disagreements };
}

/** How many ships have each field filled: of all ships in service, and of the ocean ships of the biggest lines. */
export const COVERAGE_FIELDS = [
  'passengers',
  'crew',
  'cabins',
  'decks',
  'gross_tonnage',
  'length_loa',
  'beam_width',
  'speed',
  'year_build',
  'builder',
  'flag_state',
  'class',
] as const;

export function coverage(ships: CompiledShip[]) {
  const count = (list: CompiledShip[], field: string) =>
    list.filter((ship) => ship.spec[field] != null).length;
  return Object.fromEntries(COVERAGE_FIELDS.map((field) => [field, count(ships, field)])) as Record<
    (typeof COVERAGE_FIELDS)[number],
    number
  >;
}

/** The lines with the most ocean ships in service (the "20 largest lines"). */
export function largestOceanLines(ships: CompiledShip[], howMany = 20): string[] {
  const counts = new Map<string, number>();
  for (const ship of ships) {
    if (ship.status !== 'in_service' || ship.kind !== 'ocean') continue;
    const operator = ship.spec.operator as string;
    counts.set(operator, (counts.get(operator) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, howMany)
    .map(([operator]) => operator);
}

/** Rows of the "Disagreements" table in docs/ships.md: `| ship id | field | ... |`, as "id field". */
export function explainedDisagreements(markdown: string): Set<string> {
  const section = markdown
    .split(/^## /m)
    .find((part) => part.startsWith('Disagreements with the reference data'));
  const explained = new Set<string>();
  for (const line of section?.split('\n') ?? []) {
    const cells = line.split('|').map((cell) => cell.trim().replace(/`/g, ''));
    if (cells.length >= 4 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(cells[1] ?? '') && cells[2])
      explained.add(`${cells[1]} ${cells[2]}`);
  }
  return explained;
}
