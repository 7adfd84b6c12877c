/** The shipped port gazetteer (catalog/ports.json) is complete, consistent and well formed. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foldPlaceName, isSeaDay } from '../../shared/places.js';
import type { Port } from './gazetteer.js';

const PORT_FIELDS = ['aliases', 'country', 'id', 'lat', 'lon', 'name', 'timeZone'];
const ports = JSON.parse(
  readFileSync(new URL('../../../catalog/ports.json', import.meta.url), 'utf8'),
) as Port[];

/** Case, accents, spacing and punctuation aside: "St. George's" and "st georges" differ, "Tórshavn" = "torshavn". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const namesOf = (port: Port) => [port.name, ...port.aliases];

/** Great-circle distance in kilometres. */
function distanceKm(a: Port, b: Port) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const decimals = (value: number) => String(value).split('.')[1]?.length ?? 0;

describe('catalog/ports.json', () => {
  it('is big enough: at least 500 ports', () => {
    expect(Array.isArray(ports)).toBe(true);
    expect(ports.length).toBeGreaterThanOrEqual(500);
  });

  it('gives every port exactly the seven fields, with the right types', () => {
    for (const port of ports) {
      const label = String(port.id);
      expect(Object.keys(port).sort(), label).toEqual(PORT_FIELDS);
      expect(typeof port.id, label).toBe('string');
      expect(typeof port.name, label).toBe('string');
      expect(Array.isArray(port.aliases), label).toBe(true);
      expect(typeof port.country, label).toBe('string');
      expect(Number.isFinite(port.lat), label).toBe(true);
      expect(Number.isFinite(port.lon), label).toBe(true);
      expect(typeof port.timeZone, label).toBe('string');
      for (const name of namesOf(port)) {
        expect(typeof name, label).toBe('string');
        expect(name.trim(), label).toBe(name);
        expect(fold(name), label).not.toBe('');
      }
    }
  });

  it('has unique slug ids of the form name-countrycode', () => {
    const ids = ports.map((port) => port.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const port of ports) {
      expect(port.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(port.id.endsWith(`-${port.country.toLowerCase()}`), port.id).toBe(true);
    }
  });

  it('places every port on the globe, with 2 to 4 decimals', () => {
    for (const port of ports) {
      expect(port.lat, port.id).toBeGreaterThanOrEqual(-90);
      expect(port.lat, port.id).toBeLessThanOrEqual(90);
      expect(port.lon, port.id).toBeGreaterThanOrEqual(-180);
      expect(port.lon, port.id).toBeLessThanOrEqual(180);
      expect(decimals(port.lat), `${port.id} lat`).toBeGreaterThanOrEqual(2);
      expect(decimals(port.lat), `${port.id} lat`).toBeLessThanOrEqual(4);
      expect(decimals(port.lon), `${port.id} lon`).toBeGreaterThanOrEqual(2);
      expect(decimals(port.lon), `${port.id} lon`).toBeLessThanOrEqual(4);
    }
  });

  it('uses ISO 3166-1 alpha-2 country codes', () => {
    const regions = new Intl.DisplayNames(['en'], { type: 'region' });
    const bad = new Set<string>();
    for (const code of new Set(ports.map((port) => port.country))) {
      const name = /^[A-Z]{2}$/.test(code) ? regions.of(code) : undefined;
      if (!name || name === code) bad.add(code);
    }
    expect([...bad]).toEqual([]);
  });

  it('uses valid IANA time zones', () => {
    const bad: string[] = [];
    for (const timeZone of new Set(ports.map((port) => port.timeZone))) {
      try {
        new Intl.DateTimeFormat('en', { timeZone });
      } catch {
        bad.push(timeZone);
      }
    }
    expect(bad).toEqual([]);
  });

  it('gives two ports one name or alias only when they are homonyms far apart (the reader picks by the cruise)', () => {
    // Under this file's fold and under the app's own matcher (which also drops apostrophes, ø → o...).
    // "George Town" is Grand Cayman's and Penang's, "Cartagena" Spain's and Colombia's: the reader
    // takes the one nearest the cruise's other ports. Two ports under 100 km apart never share one.
    for (const folder of [fold, foldPlaceName]) {
      const owners = new Map<string, Port[]>();
      const clashes: string[] = [];
      for (const port of ports) {
        for (const name of new Set(namesOf(port).map(folder))) {
          const others = owners.get(name) ?? [];
          for (const other of others)
            if (distanceKm(other, port) < 100) clashes.push(`"${name}": ${other.id} and ${port.id}`);
          owners.set(name, [...others, port]);
        }
      }
      expect(clashes, folder.name).toEqual([]);
    }
  });

  it('has no non-ports such as "At Sea", "Sea Day" or "Cruising"', () => {
    const nonPorts = new Set([
      'at sea',
      'sea day',
      'sea days',
      'day at sea',
      'days at sea',
      'cruising',
      'scenic cruising',
      'cruising the fjords',
      'crossing the equator',
      'glacier bay',
      'international date line',
    ]);
    const found = ports.flatMap((port) =>
      namesOf(port)
        .map(fold)
        .filter((name) => nonPorts.has(name) || /\b(at sea|sea days?|cruising)\b/.test(name))
        .map((name) => `${port.id}: ${name}`),
    );
    expect(found).toEqual([]);
    expect(ports.flatMap((port) => namesOf(port).filter(isSeaDay))).toEqual([]);
  });

  it('gives cruise-aware countries (territories get their own code)', () => {
    const expected: Record<string, string> = {
      Gibraltar: 'GI',
      Philipsburg: 'SX',
      Marigot: 'MF',
      Roseau: 'DM',
      "St. George's": 'GD',
      Willemstad: 'CW',
      Oranjestad: 'AW',
      Kralendijk: 'BQ',
      "King's Wharf": 'BM',
      Hamilton: 'BM',
      Tórshavn: 'FO',
      Nuuk: 'GL',
      Papeete: 'PF',
      Nouméa: 'NC',
      Nassau: 'BS',
      Cozumel: 'MX',
      'San Juan': 'PR',
      'Charlotte Amalie': 'VI',
      'Road Town': 'VG',
      'Grand Cayman': 'KY',
      'Grand Turk': 'TC',
      'Pointe-à-Pitre': 'GP',
      'Fort-de-France': 'MQ',
      'Le Port': 'RE',
      Longyearbyen: 'SJ',
      'St. Helier': 'JE',
      'St. Peter Port': 'GG',
      Douglas: 'IM',
      Mariehamn: 'AX',
      'Hong Kong': 'HK',
      Macau: 'MO',
      Stanley: 'FK',
      Monaco: 'MC',
    };
    const byName = new Map(ports.map((port) => [fold(port.name), port]));
    const actual = Object.fromEntries(
      Object.keys(expected).map((name) => [name, byName.get(fold(name))?.country ?? 'missing']),
    );
    expect(actual).toEqual(expected);
  });

  it('has no duplicates: no two ports of the same name less than 0.5 km apart', () => {
    const byName = new Map<string, Port[]>();
    for (const port of ports) {
      const key = fold(port.name);
      byName.set(key, [...(byName.get(key) ?? []), port]);
    }
    const duplicates: string[] = [];
    for (const group of byName.values()) {
      for (let i = 0; i < group.length; i++) {
        for (let j = i + 1; j < group.length; j++) {
          const [a, b] = [group[i]!, group[j]!];
          if (a.id !== b.id && distanceKm(a, b) < 0.5) duplicates.push(`${a.id} / ${b.id}`);
        }
      }
    }
    expect(duplicates).toEqual([]);
  });
});
