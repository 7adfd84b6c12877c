/** The shipped catalogue (catalog/ships.json) is complete, consistent and well formed. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHIP_FIELDS } from '../../shared/schemas/ships.js';
import { CATALOGUE_FILE } from './catalogue.js';
import { parseShipInput, SHIP_ID_PATTERN } from './ship-record.js';
import { foldText } from './text.js';

type Entry = Record<string, string | null>;
const ships = JSON.parse(readFileSync(CATALOGUE_FILE, 'utf8')) as Entry[];
const thisYear = new Date().getFullYear();

/** Entries with a value for `field`, as [id, value]. */
const valuesOf = (field: string) =>
  ships.flatMap((ship) => (ship[field] == null ? [] : [[ship.id, ship[field]] as [string, string]]));
const number = (text: string) => Number(text.replace(/[^\d.]/g, ''));

function expectFormat(field: string, pattern: RegExp) {
  const bad = valuesOf(field).filter(([, value]) => !pattern.test(value));
  expect(bad, `${field} values not like ${pattern}`).toEqual([]);
}

describe('catalog/ships.json', () => {
  it('is big enough: at least 250 ships of at least 25 cruise lines', () => {
    expect(ships.length).toBeGreaterThanOrEqual(250);
    expect(new Set(ships.map((ship) => ship.operator)).size).toBeGreaterThanOrEqual(25);
  });

  it("gives every ship exactly the spec's fields, a slug id, a name and an operator", () => {
    for (const ship of ships) {
      expect(Object.keys(ship).sort(), String(ship.id)).toEqual([...SHIP_FIELDS].sort());
      expect(ship.id, String(ship.ship_name)).toMatch(SHIP_ID_PATTERN);
      expect(ship.ship_name?.trim(), String(ship.id)).toBeTruthy();
      expect(ship.operator?.trim(), String(ship.id)).toBeTruthy();
    }
  });

  it('passes the same checks as the start-up loader', () => {
    const refused = ships.flatMap((ship) => {
      const result = parseShipInput(ship);
      return result.ok ? [] : [`${ship.id}: ${result.reason}`];
    });
    expect(refused).toEqual([]);
  });

  it('has no duplicate id, nor the same operator and name twice (case and accents aside)', () => {
    const ids = ships.map((ship) => ship.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const keys = ships.map((ship) => `${foldText(ship.operator ?? '')}/${foldText(ship.ship_name ?? '')}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('writes years with four digits, plausibly, and refits after the build', () => {
    expectFormat('year_build', /^\d{4}$/);
    expectFormat('last_refurbishment', /^\d{4}$/);
    for (const [id, year] of [...valuesOf('year_build'), ...valuesOf('last_refurbishment')]) {
      expect(Number(year), id).toBeGreaterThanOrEqual(1950);
      expect(Number(year), id).toBeLessThanOrEqual(thisYear + 3);
    }
    for (const ship of ships) {
      if (ship.year_build && ship.last_refurbishment) {
        expect(Number(ship.last_refurbishment), String(ship.id)).toBeGreaterThan(Number(ship.year_build));
      }
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

  it('converts metres to feet correctly and keeps sizes believable', () => {
    for (const field of ['length_loa', 'beam_width']) {
      for (const [id, value] of valuesOf(field)) {
        const [metres, feet] = value.split(' / ').map(number) as [number, number];
        expect(Math.abs(feet / metres - 3.2808), `${id} ${field} ${value}`).toBeLessThan(0.1);
      }
    }
    for (const [id, value] of valuesOf('gross_tonnage')) {
      expect(number(value), id).toBeGreaterThan(500);
      expect(number(value), id).toBeLessThan(260_000);
    }
    for (const [id, value] of valuesOf('speed')) {
      expect(number(value), id).toBeGreaterThanOrEqual(8);
      expect(number(value), id).toBeLessThanOrEqual(32);
    }
    for (const [id, value] of valuesOf('passengers')) expect(number(value), id).toBeLessThan(8000);
  });

  it('links only to https pages and images', () => {
    expectFormat('ship_url', /^https:\/\/[^\s]+$/);
    expectFormat('cover_image', /^https:\/\/[^\s]+$/);
  });
});
