/**
 * The shipped catalogue (catalog/ships/*.json) is big, deep, consistent and well formed: it
 * compiles, every entry passes the start-up loader's checks, facts sit in plausible ranges, and
 * each hull's names resolve to one ship at any time.
 */
import { describe, expect, it } from 'vitest';
import { SHIP_FIELDS } from '../../shared/schemas/ships.js';
import { catalogueRows } from './catalogue.js';
import { COVERAGE_FIELDS, coverage, largestOceanLines } from './catalogue-check.js';
import { type CompiledShip, compileCatalogue, readCatalogueFiles } from './catalogue-source.js';
import { parseShipInput, SHIP_ID_PATTERN } from './ship-record.js';
import { foldText } from './text.js';

const files = readCatalogueFiles();
const compiled = compileCatalogue(files);
const ships = compiled.map((ship) => ship.spec);
const inService = compiled.filter((ship) => ship.status === 'in_service');
const thisYear = new Date().getFullYear();

/** Entries with a value for `field`, as [id, value]. */
const valuesOf = (field: string) =>
  ships.flatMap((ship) => (ship[field] == null ? [] : [[ship.id, ship[field]] as [string, string]]));
const number = (text: string) => Number(text.replace(/[^\d.]/g, ''));

function expectFormat(field: string, pattern: RegExp) {
  const bad = valuesOf(field).filter(([, value]) => !pattern.test(value));
  expect(bad, `${field} values not like ${pattern}`).toEqual([]);
}

describe('catalog/ships', () => {
  it('covers at least 500 ships in service from at least 45 lines, ocean, river and expedition', () => {
    expect(inService.length).toBeGreaterThanOrEqual(500);
    expect(new Set(inService.map((ship) => ship.spec.operator)).size).toBeGreaterThanOrEqual(45);
    for (const kind of ['ocean', 'river', 'expedition'] as const) {
      expect(inService.filter((ship) => ship.kind === kind).length, kind).toBeGreaterThanOrEqual(50);
    }
  });

  it('fills the key facts of 80 % of the ocean ships of the 20 largest lines, field by field', () => {
    const largest = largestOceanLines(compiled);
    const fleet = inService.filter(
      (ship) => ship.kind === 'ocean' && largest.includes(ship.spec.operator as string),
    );
    const filled = coverage(fleet);
    const short = COVERAGE_FIELDS.filter((field) => filled[field] < 0.8 * fleet.length).map(
      (field) => `${field} ${filled[field]}/${fleet.length}`,
    );
    expect(short).toEqual([]);
  });

  it('keeps ships that left their fleets, with their former names', () => {
    expect(compiled.filter((ship) => ship.status === 'retired').length).toBeGreaterThanOrEqual(40);
    expect(compiled.filter((ship) => ship.names.length > 1).length).toBeGreaterThanOrEqual(40);
  });

  it("compiles to exactly the spec's fields, a slug id, a name and an operator, and passes the loader's checks", () => {
    for (const ship of ships) {
      expect(Object.keys(ship).sort(), String(ship.id)).toEqual([...SHIP_FIELDS].sort());
      expect(ship.id, String(ship.ship_name)).toMatch(SHIP_ID_PATTERN);
      expect(ship.ship_name?.trim(), String(ship.id)).toBeTruthy();
      expect(ship.operator?.trim(), String(ship.id)).toBeTruthy();
    }
    const refused = ships.flatMap((ship) => {
      const result = parseShipInput(ship);
      return result.ok ? [] : [`${ship.id}: ${result.reason}`];
    });
    expect(refused).toEqual([]);
    expect(catalogueRows(files).ships).toHaveLength(compiled.length);
  });

  it('has no duplicate id or IMO number, and no line with two ships of one name in service', () => {
    const ids = ships.map((ship) => ship.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const imos = compiled.flatMap((ship) => (ship.imo === null ? [] : [ship.imo]));
    expect(imos.filter((imo, i) => imos.indexOf(imo) !== i)).toEqual([]);
    const keys = compiled
      .filter((ship) => ship.status !== 'retired')
      .map((ship) => `${foldText(ship.spec.operator ?? '')}/${foldText(ship.spec.ship_name ?? '')}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('resolves every name and alias to one hull at any time', () => {
    const holders = new Map<string, { ship: CompiledShip; from: number; to: number }[]>();
    const clashes: string[] = [];
    for (const ship of compiled) {
      for (const name of ship.names) {
        const key = `${foldText(name.operator)}/${foldText(name.name)}`;
        const span = { ship, from: name.from ?? 0, to: name.to ?? 9999 };
        for (const other of holders.get(key) ?? []) {
          // A name handed on in the year the first holder left it is no clash.
          if (other.ship !== ship && span.from < other.to && other.from < span.to) {
            clashes.push(`${key}: ${other.ship.spec.id} and ${ship.spec.id}`);
          }
        }
        holders.set(key, [...(holders.get(key) ?? []), span]);
      }
    }
    expect(clashes).toEqual([]);
    const names = new Map<string, Set<string>>();
    for (const ship of compiled) {
      for (const name of [...ship.names.map((n) => n.name), ...ship.aliases]) {
        const key = foldText(name);
        names.set(key, (names.get(key) ?? new Set()).add(ship.spec.id as string));
      }
    }
    const ambiguousAliases = compiled.flatMap((ship) =>
      ship.aliases
        .filter((alias) => (names.get(foldText(alias))?.size ?? 0) > 1)
        .map((alias) => `${ship.spec.id}: ${alias}`),
    );
    expect(ambiguousAliases).toEqual([]);
  });

  it('gives retired ships the year they left and ships on order the year they are due', () => {
    for (const ship of compiled.filter((s) => s.status !== 'in_service')) {
      expect(ship.statusYear, String(ship.spec.id)).toBeGreaterThanOrEqual(
        ship.status === 'retired' ? 1990 : thisYear - 1,
      );
      expect(ship.statusYear, String(ship.spec.id)).toBeLessThanOrEqual(
        ship.status === 'retired' ? thisYear : thisYear + 8,
      );
    }
  });

  it('derives sister ships from the class, never typed', () => {
    const byClass = new Map<string, string[]>();
    for (const ship of ships) {
      if (ship.class)
        byClass.set(foldText(ship.class), [
          ...(byClass.get(foldText(ship.class)) ?? []),
          ship.ship_name as string,
        ]);
    }
    for (const ship of ships) {
      const sisters = ship.class
        ? (byClass.get(foldText(ship.class)) ?? []).filter((name) => name !== ship.ship_name)
        : [];
      expect(ship.sister_ships?.split(', ').sort() ?? [], String(ship.id)).toEqual(sisters.sort());
    }
  });

  it('writes years with four digits, plausibly, and refits after the build', () => {
    expectFormat('year_build', /^\d{4}$/);
    expectFormat('last_refurbishment', /^\d{4}$/);
    for (const [id, year] of [...valuesOf('year_build'), ...valuesOf('last_refurbishment')]) {
      expect(Number(year), id).toBeGreaterThanOrEqual(1900);
      expect(Number(year), id).toBeLessThanOrEqual(thisYear + 8);
    }
  });

  it('writes numbers in one format: "168,666 GT", "347 m / 1,138 ft", "22 knots", "2,050"', () => {
    const grouped = /^\d{1,3}(,\d{3})*$/;
    for (const field of ['passengers', 'crew', 'cabins']) expectFormat(field, grouped);
    expectFormat('decks', /^\d{1,2}$/);
    expectFormat('decks_with_cabins', /^\d{1,2}$/);
    expectFormat('gross_tonnage', /^\d{1,3}(,\d{3})* GT$/);
    expectFormat('length_loa', /^\d+(\.\d)? m \/ \d{1,3}(,\d{3})* ft$/);
    expectFormat('beam_width', /^\d+(\.\d)? m \/ \d{1,3}(,\d{3})* ft$/);
    expectFormat('speed', /^\d+(\.\d)? knots$/);
  });

  it('keeps sizes believable: length against beam and tonnage, passengers against cabins', () => {
    for (const ship of ships) {
      const length = ship.length_loa ? number(ship.length_loa.split(' / ')[0] as string) : null;
      const beam = ship.beam_width ? number(ship.beam_width.split(' / ')[0] as string) : null;
      if (length && beam) expect(length / beam, `${ship.id} length/beam`).toBeGreaterThan(3);
      const passengers = ship.passengers ? number(ship.passengers) : null;
      const cabins = ship.cabins ? number(ship.cabins) : null;
      if (passengers && cabins) {
        expect(passengers / cabins, `${ship.id} passengers/cabins`).toBeGreaterThan(0.9);
        expect(passengers / cabins, `${ship.id} passengers/cabins`).toBeLessThan(3.2);
      }
      const tonnage = ship.gross_tonnage ? number(ship.gross_tonnage) : null;
      if (tonnage && length) expect(tonnage / length ** 2, `${ship.id} tonnage/length²`).toBeLessThan(2.5);
    }
  });

  it('links only to https pages and images', () => {
    expectFormat('ship_url', /^https:\/\/[^\s]+$/);
    expectFormat('cover_image', /^https:\/\/[^\s]+$/);
  });
});
