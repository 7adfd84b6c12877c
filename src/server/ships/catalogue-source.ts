/**
 * The catalogue as its authors write it: `catalog/ships/*.json`, one file per cruise line (or a
 * line's family), numbers as numbers, facts shared by a class written once on the class, and each
 * hull's earlier names. {@link compileCatalogue} turns the files into the spec's display text
 * (SPEC.md section 3: "2,050", "168,666 GT", "347 m / 1,138 ft", "22 knots") plus the history the
 * directory needs (status, names by year, aliases). docs/ships.md describes the format.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SHIP_KINDS, SHIP_STATUSES, type ShipKind, type ShipStatus } from '../../shared/schemas/ships.js';
import { catalogDir } from '../paths.js';
import { foldText } from './text.js';

export const CATALOGUE_DIR = path.join(catalogDir, 'ships');

const year = z.number().int().min(1900).max(2100);
const count = (max: number) => z.number().int().positive().max(max);
const text = z.string().trim().min(1).max(200);

/** The facts a class may give all its ships (a ship's own value wins). */
const SharedFacts = z.strictObject({
  builder: text.optional(),
  length_m: z.number().positive().max(400).optional(),
  beam_m: z.number().positive().max(70).optional(),
  gross_tonnage: count(300_000).optional(),
  /** Lower berths (two to a cabin): the figure lines advertise and the directory shows. */
  passengers: count(8_000).optional(),
  /** Every berth filled. */
  max_passengers: count(10_000).optional(),
  crew: count(3_000).optional(),
  cabins: count(3_500).optional(),
  decks: count(25).optional(),
  decks_with_cabins: count(20).optional(),
  speed_knots: z.number().min(5).max(35).optional(),
});
type SharedFacts = z.infer<typeof SharedFacts>;

/** An earlier name of a hull: what it was called, for which line, from which year to which. */
const FormerName = z.strictObject({
  name: text,
  /** Defaults to the ship's operator (a rename within the line). */
  operator: text.optional(),
  from: year.optional(),
  to: year,
});

const SourceShip = SharedFacts.extend({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug'),
  /** The current name, or for a retired ship the last name it sailed under. */
  name: text,
  /** The line it sails (or last sailed) for; defaults to the file's. */
  operator: text.optional(),
  owner: text.optional(),
  kind: z.enum(SHIP_KINDS).optional(),
  status: z.enum(SHIP_STATUSES).default('in_service'),
  /** The year it took its current name and line; defaults to the last former name's end, else year_built. */
  since: year.optional(),
  /** Retired: the year it left the last line. On order: the year it is due. */
  status_year: year.optional(),
  former: z.array(FormerName).default([]),
  aliases: z.array(text).default([]),
  class: text.optional(),
  imo: z.number().int().min(1_000_000).max(9_999_999).optional(),
  year_built: year.optional(),
  flag_state: text.optional(),
  building_cost: text.optional(),
  christened_by: text.optional(),
  last_refurbishment: year.optional(),
  ship_url: z.url({ protocol: /^https$/ }).optional(),
  cover_image: z.url({ protocol: /^https$/ }).optional(),
});
type SourceShip = z.infer<typeof SourceShip>;

const SourceFile = z.strictObject({
  operator: text,
  owner: text.optional(),
  kind: z.enum(SHIP_KINDS),
  /** Facts shared by every ship of a class, keyed by the class name the ships use. */
  classes: z.record(z.string(), SharedFacts).default({}),
  ships: z.array(z.strictObject(SourceShip.shape)).min(1),
});

/** One name a hull held: for which line and in which years (inclusive; open-ended when null). */
export interface ShipName {
  name: string;
  operator: string;
  from: number | null;
  to: number | null;
}

/** One hull, compiled: the spec's fields as display text plus its history. */
export interface CompiledShip {
  spec: Record<string, string | null>;
  status: ShipStatus;
  statusYear: number | null;
  kind: ShipKind;
  imo: number | null;
  maxPassengers: number | null;
  /** Every name it held, oldest first; the last is its current (or final) one. */
  names: ShipName[];
  aliases: string[];
  file: string;
}

export class CatalogueSourceError extends Error {
  override name = 'CatalogueSourceError';
}

const grouped = (value: number) => value.toLocaleString('en-US');
const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);
const metresAndFeet = (metres: number) =>
  `${oneDecimal(metres)} m / ${grouped(Math.round(metres * 3.28084))} ft`;

function format<T>(value: T | undefined, show: (value: T) => string): string | null {
  return value === undefined ? null : show(value);
}

/** The years of the current name: from `since`, else where the last former name ended, else the build. */
function currentName(ship: SourceShip, operator: string): ShipName {
  const last = ship.former.at(-1);
  return {
    name: ship.name,
    operator,
    from:
      ship.since ??
      (last ? last.to : ship.status === 'on_order' ? (ship.status_year ?? null) : (ship.year_built ?? null)),
    to: ship.status === 'retired' ? (ship.status_year ?? null) : null,
  };
}

function compileShip(
  ship: SourceShip,
  file: z.infer<typeof SourceFile>,
  fileName: string,
): Omit<CompiledShip, 'spec'> & { spec: Record<string, string | null> } {
  const facts: SharedFacts = {
    ...(ship.class ? file.classes[ship.class] : undefined),
    ...stripUndefined(ship),
  };
  const operator = ship.operator ?? file.operator;
  const names = [
    ...ship.former.map((former) => ({
      name: former.name,
      operator: former.operator ?? operator,
      from: former.from ?? null,
      to: former.to,
    })),
    currentName(ship, operator),
  ];
  return {
    file: fileName,
    status: ship.status,
    statusYear: ship.status_year ?? null,
    kind: ship.kind ?? file.kind,
    imo: ship.imo ?? null,
    maxPassengers: facts.max_passengers ?? null,
    names,
    aliases: ship.aliases,
    spec: {
      id: ship.id,
      ship_name: ship.name,
      class: ship.class ?? null,
      operator,
      owner: ship.owner ?? file.owner ?? null,
      sister_ships: null,
      crew: format(facts.crew, grouped),
      passengers: format(facts.passengers, grouped),
      cabins: format(facts.cabins, grouped),
      decks: format(facts.decks, String),
      decks_with_cabins: format(facts.decks_with_cabins, String),
      cover_image: ship.cover_image ?? null,
      ship_url: ship.ship_url ?? null,
      flag_state: ship.flag_state ?? null,
      builder: facts.builder ?? null,
      building_cost: ship.building_cost ?? null,
      christened_by: ship.christened_by ?? null,
      length_loa: format(facts.length_m, metresAndFeet),
      beam_width: format(facts.beam_m, metresAndFeet),
      gross_tonnage: format(facts.gross_tonnage, (gt) => `${grouped(gt)} GT`),
      speed: format(facts.speed_knots, (knots) => `${oneDecimal(knots)} knots`),
      year_build: format(ship.year_built, String),
      last_refurbishment: format(ship.last_refurbishment, String),
    },
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function describeIssues(error: z.ZodError, data: unknown): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const [first, index] = issue.path;
      const ship =
        first === 'ships' && typeof index === 'number'
          ? (data as { ships?: { id?: string }[] }).ships?.[index]?.id
          : undefined;
      return `${ship ? `ship "${ship}": ` : ''}${issue.path.join('.')} ${issue.message}`;
    })
    .join('; ');
}

/** The rules no single field can check: ids, IMO numbers and names unique, years in order, classes known. */
function checkAcrossShips(compiled: CompiledShip[]) {
  const problems: string[] = [];
  const seen = new Map<string, CompiledShip>();
  const claim = (key: string, what: string, ship: CompiledShip) => {
    const other = seen.get(key);
    if (other && other !== ship)
      problems.push(
        `${what} is used by both ${other.spec.id} (${other.file}) and ${ship.spec.id} (${ship.file})`,
      );
    else seen.set(key, ship);
  };
  for (const ship of compiled) {
    const id = ship.spec.id as string;
    claim(`id:${id}`, `id "${id}"`, ship);
    if (ship.imo !== null) {
      claim(`imo:${ship.imo}`, `IMO ${ship.imo}`, ship);
      if (!imoCheckDigitValid(ship.imo)) problems.push(`${id}: IMO ${ship.imo} fails its check digit`);
    }
    const current = ship.names.at(-1) as ShipName;
    if (ship.status !== 'retired')
      claim(
        `name:${foldText(current.operator)}|${foldText(current.name)}`,
        `"${current.name}" of ${current.operator}`,
        ship,
      );
    for (const name of ship.names) {
      if (name.from !== null && name.to !== null && name.from > name.to) {
        problems.push(`${id}: the name "${name.name}" runs from ${name.from} to ${name.to}`);
      }
    }
    for (let i = 1; i < ship.names.length; i++) {
      const before = ship.names[i - 1] as ShipName;
      const after = ship.names[i] as ShipName;
      if (before.to !== null && after.from !== null && after.from < before.to) {
        problems.push(
          `${id}: "${after.name}" starts (${after.from}) before "${before.name}" ends (${before.to})`,
        );
      }
    }
    const built = Number(ship.spec.year_build) || null;
    const first = ship.names[0] as ShipName;
    if (built && first.from !== null && first.from < built - 1) {
      problems.push(`${id}: its first name starts (${first.from}) before it was built (${built})`);
    }
    if (ship.status === 'retired' && ship.statusYear === null)
      problems.push(`${id}: a retired ship needs status_year`);
    if (ship.status === 'on_order' && ship.statusYear === null)
      problems.push(`${id}: a ship on order needs status_year`);
    const refit = Number(ship.spec.last_refurbishment) || null;
    if (built && refit && refit <= built)
      problems.push(`${id}: refurbished (${refit}) before it was built (${built})`);
  }
  return problems;
}

/** IMO numbers end in a check digit: the first six digits weighted 7..2, summed, mod 10. */
export function imoCheckDigitValid(imo: number): boolean {
  const digits = String(imo).split('').map(Number);
  if (digits.length !== 7) return false;
  const sum = digits.slice(0, 6).reduce((total, digit, i) => total + digit * (7 - i), 0);
  return sum % 10 === digits[6];
}

/** Sister ships are never typed: every other hull of the same class, oldest first. */
function deriveSisters(compiled: CompiledShip[]) {
  const byClass = new Map<string, CompiledShip[]>();
  for (const ship of compiled) {
    const klass = ship.spec.class;
    if (!klass) continue;
    const key = foldText(klass);
    byClass.set(key, [...(byClass.get(key) ?? []), ship]);
  }
  for (const ships of byClass.values()) {
    const ordered = [...ships].sort(
      (a, b) =>
        (Number(a.spec.year_build) || 9999) - (Number(b.spec.year_build) || 9999) ||
        String(a.spec.ship_name).localeCompare(String(b.spec.ship_name)),
    );
    for (const ship of ships) {
      const sisters = ordered.filter((other) => other !== ship).map((other) => other.spec.ship_name);
      ship.spec.sister_ships = sisters.length > 0 ? sisters.join(', ') : null;
    }
  }
}

/** Reads every `*.json` under the folder, in name order, with its text (hashed by the loader). */
export function readCatalogueFiles(dir = CATALOGUE_DIR): { name: string; text: string }[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(dir, name), 'utf8') }));
}

/** Parses and compiles the catalogue files; any problem is one CatalogueSourceError naming file and ship. */
export function compileCatalogue(files: { name: string; text: string }[]): CompiledShip[] {
  const compiled: CompiledShip[] = [];
  for (const { name, text: content } of files) {
    let data: unknown;
    try {
      data = JSON.parse(content);
    } catch (error) {
      throw new CatalogueSourceError(`${name} is not valid JSON: ${(error as Error).message}`);
    }
    const parsed = SourceFile.safeParse(data);
    if (!parsed.success) throw new CatalogueSourceError(`${name}: ${describeIssues(parsed.error, data)}`);
    const unused = Object.keys(parsed.data.classes).filter(
      (klass) => !parsed.data.ships.some((ship) => ship.class === klass),
    );
    if (unused.length > 0) throw new CatalogueSourceError(`${name}: no ship uses the class "${unused[0]}"`);
    for (const ship of parsed.data.ships) compiled.push(compileShip(ship, parsed.data, name));
  }
  const problems = checkAcrossShips(compiled);
  if (problems.length > 0) {
    throw new CatalogueSourceError(
      `${problems.length} problem(s) in the catalogue: ${problems.slice(0, 8).join('; ')}`,
    );
  }
  deriveSisters(compiled);
  return compiled;
}
