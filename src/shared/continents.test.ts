import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTINENTS, continentOf, knownCountryCodes } from './continents.js';

const ports: { id: string; country: string }[] = JSON.parse(
  readFileSync(new URL('../../catalog/ports.json', import.meta.url), 'utf8'),
);

describe('continents', () => {
  it('knows the continent of every country in the port catalogue', () => {
    const missing = [...new Set(ports.map((p) => p.country))].filter((code) => continentOf(code) === null);
    expect(ports.length).toBeGreaterThan(800);
    expect(missing).toEqual([]);
  });

  it('lists each code once, all of them real two-letter codes', () => {
    const codes = knownCountryCodes();
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBe(249);
  });

  it.each([
    ['GB', 'Europe'],
    ['RU', 'Europe'],
    ['TR', 'Europe'],
    ['CY', 'Europe'],
    ['SJ', 'Europe'],
    ['EG', 'Africa'],
    ['CV', 'Africa'],
    ['JP', 'Asia'],
    ['AE', 'Asia'],
    ['BS', 'North America'],
    ['PA', 'North America'],
    ['GL', 'North America'],
    ['MQ', 'North America'],
    ['CW', 'North America'],
    ['GF', 'South America'],
    ['FK', 'South America'],
    ['GS', 'South America'],
    ['PF', 'Oceania'],
    ['AS', 'Oceania'],
    ['AQ', 'Antarctica'],
  ])('puts %s in %s', (code, continent) => {
    expect(continentOf(code)).toBe(continent);
  });

  it('reads codes in any case, and knows nothing of codes that are not countries', () => {
    expect(continentOf(' no ')).toBe('Europe');
    expect(continentOf('XX')).toBeNull();
    expect(continentOf('')).toBeNull();
  });

  it('has seven continents, each with countries', () => {
    expect(CONTINENTS).toHaveLength(7);
    for (const continent of CONTINENTS) {
      expect(knownCountryCodes().some((code) => continentOf(code) === continent)).toBe(true);
    }
  });
});
