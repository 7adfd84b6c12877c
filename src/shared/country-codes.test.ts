import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { knownNumericCountries, numericCountryCode } from './country-codes.js';

describe('numericCountryCode', () => {
  it('knows every country of the ports gazetteer', () => {
    const ports = JSON.parse(readFileSync(new URL('../../catalog/ports.json', import.meta.url), 'utf8')) as {
      country: string;
    }[];
    const missing = [...new Set(ports.map((port) => port.country))].filter(
      (code) => !numericCountryCode(code),
    );
    expect(missing).toEqual([]);
  });

  it('gives the ISO numeric codes the map shapes use, one per country', () => {
    expect(numericCountryCode('GB')).toBe('826');
    expect(numericCountryCode('us')).toBe('840');
    expect(numericCountryCode('NO')).toBe('578');
    expect(numericCountryCode('AG')).toBe('028');
    expect(numericCountryCode('ZZ')).toBeNull();
    const values = knownNumericCountries().map((code) => numericCountryCode(code));
    expect(new Set(values).size).toBe(values.length);
  });
});
