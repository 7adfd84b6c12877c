import { describe, expect, it } from 'vitest';
import { addDays, isKnownTimeZone, parseClock, zonedTimeToUtc } from './zoned-time.js';

describe('zonedTimeToUtc', () => {
  it('follows each zone’s daylight-saving rules', () => {
    expect(zonedTimeToUtc('2027-10-30', 8 * 60, 'Europe/London').toISOString()).toBe(
      '2027-10-30T07:00:00.000Z',
    );
    expect(zonedTimeToUtc('2027-10-31', 8 * 60, 'Europe/London').toISOString()).toBe(
      '2027-10-31T08:00:00.000Z',
    );
    expect(zonedTimeToUtc('2027-07-12', 7 * 60, 'America/Juneau').toISOString()).toBe(
      '2027-07-12T15:00:00.000Z',
    );
    expect(zonedTimeToUtc('2027-01-05', 18 * 60 + 30, 'Asia/Kolkata').toISOString()).toBe(
      '2027-01-05T13:00:00.000Z',
    );
    expect(zonedTimeToUtc('2027-01-05', 23 * 60, 'Pacific/Auckland').toISOString()).toBe(
      '2027-01-05T10:00:00.000Z',
    );
  });

  it('moves a time skipped in spring past the gap, and takes the second of a repeated hour', () => {
    // 2027-03-28: London skips 01:00–02:00; 2027-10-31: it lives 01:00–02:00 twice.
    expect(zonedTimeToUtc('2027-03-28', 90, 'Europe/London').toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(zonedTimeToUtc('2027-10-31', 90, 'Europe/London').toISOString()).toBe('2027-10-31T01:30:00.000Z');
  });

  it('runs past midnight for an overnight departure', () => {
    expect(zonedTimeToUtc('2027-10-30', 26 * 60, 'Europe/London').toISOString()).toBe(
      '2027-10-31T02:00:00.000Z',
    );
  });
});

describe('parseClock', () => {
  it('reads the ways people type a time', () => {
    expect(parseClock('08:00')).toBe(480);
    expect(parseClock('8:00')).toBe(480);
    expect(parseClock('8 AM')).toBe(480);
    expect(parseClock('5:30 p.m.')).toBe(17 * 60 + 30);
    expect(parseClock('12:15 am')).toBe(15);
    expect(parseClock('12 pm')).toBe(720);
    expect(parseClock('17h30')).toBe(17 * 60 + 30);
  });

  it('refuses anything else', () => {
    for (const text of [null, '', '8', '25:00', '10:75', '13 pm', 'noon', 'TBA', '8:00 or 9:00']) {
      expect(parseClock(text), String(text)).toBeUndefined();
    }
  });
});

describe('helpers', () => {
  it('adds days across months and years', () => {
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('knows a zone from a typo', () => {
    expect(isKnownTimeZone('Europe/London')).toBe(true);
    expect(isKnownTimeZone('Europe/Lundun')).toBe(false);
  });
});
