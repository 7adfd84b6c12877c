/** The version rules on their own: reading If-Match, comparing versions, making the next one. */
import { describe, expect, it } from 'vitest';
import { IF_MATCH_MESSAGE, isStale, nextUpdatedAt, parseIfMatch } from './versions.js';

const VERSION = '2027-07-10T08:15:30.123Z';
const MS = Date.parse(VERSION);

describe('parseIfMatch', () => {
  it('reads the record’s updatedAt bare, quoted or weak, and * as any version', () => {
    expect(parseIfMatch(undefined)).toBeUndefined();
    expect(parseIfMatch('*')).toBe('*');
    for (const header of [VERSION, `"${VERSION}"`, `W/"${VERSION}"`, `W/${VERSION}`, `  "${VERSION}" `]) {
      expect(parseIfMatch(header)).toBe(MS);
    }
    expect(parseIfMatch([`"${VERSION}"`])).toBe(MS);
  });

  it('reads any ISO 8601 date-time with an offset, at millisecond precision', () => {
    expect(parseIfMatch('2027-07-10T10:15:30.123+02:00')).toBe(MS);
    // Digits past the millisecond are cut, as the API's own answers cut them.
    expect(parseIfMatch('2027-07-10T08:15:30.123987Z')).toBe(MS);
  });

  it('refuses anything else with 400 VALIDATION_FAILED', () => {
    const malformed = [
      '',
      '"',
      '""',
      'W/',
      'yesterday',
      '"2027-07-10"',
      '2027-07-10T08:15:30.123',
      `"${VERSION}`,
      `'${VERSION}'`,
      `"${VERSION}", "${VERSION}"`,
      `W/W/"${VERSION}"`,
      '"*"',
      [`"${VERSION}"`, `"${VERSION}"`],
    ];
    for (const header of malformed) {
      expect(() => parseIfMatch(header), String(header)).toThrow(
        expect.objectContaining({ statusCode: 400, code: 'VALIDATION_FAILED', message: IF_MATCH_MESSAGE }),
      );
    }
  });
});

describe('isStale', () => {
  const stored = new Date(MS);

  it('is stale when the body’s or the header’s version is not the stored one', () => {
    expect(isStale(stored, {})).toBe(false);
    expect(isStale(stored, { updatedAt: VERSION, ifMatch: MS })).toBe(false);
    expect(isStale(stored, { ifMatch: '*' })).toBe(false);
    expect(isStale(stored, { updatedAt: '2027-07-10T08:15:30.122Z' })).toBe(true);
    expect(isStale(stored, { updatedAt: VERSION, ifMatch: MS + 1 })).toBe(true);
    expect(isStale(stored, { updatedAt: '2027-07-10T08:15:30.124Z', ifMatch: '*' })).toBe(true);
  });

  it('compares at millisecond precision', () => {
    expect(isStale(stored, { updatedAt: '2027-07-10T08:15:30.123999Z' })).toBe(false);
    expect(isStale(stored, { updatedAt: '2027-07-10T10:15:30.123+02:00' })).toBe(false);
  });
});

describe('nextUpdatedAt', () => {
  it('is now, or a millisecond after the previous version when the clock has not moved on', () => {
    const previous = new Date(MS);
    expect(nextUpdatedAt(previous, new Date(MS + 5000)).getTime()).toBe(MS + 5000);
    expect(nextUpdatedAt(previous, new Date(MS)).getTime()).toBe(MS + 1);
    expect(nextUpdatedAt(previous, new Date(MS - 60_000)).getTime()).toBe(MS + 1);
  });
});
