import { describe, expect, it } from 'vitest';
import { clockChanges, offsetMinutes, utcLabel } from './clock-offsets.js';

describe('clock offsets', () => {
  it('reads a zone’s offset on a date, summer time included', () => {
    expect(offsetMinutes('America/Juneau', '2027-07-12')).toBe(-8 * 60);
    expect(offsetMinutes('America/Vancouver', '2027-07-12')).toBe(-7 * 60);
    expect(offsetMinutes('Europe/London', '2027-10-30')).toBe(60);
    expect(offsetMinutes('Europe/London', '2027-10-31')).toBe(0);
    expect(offsetMinutes('Asia/Kolkata', '2027-01-05')).toBe(330);
    expect(offsetMinutes('Not/A_Zone', '2027-01-05')).toBeNull();
  });

  it('writes an offset as a traveller reads it', () => {
    expect([utcLabel(0), utcLabel(-240), utcLabel(330)]).toEqual(['UTC', 'UTC\u22124', 'UTC+5:30']);
  });

  it('marks the days whose port keeps another clock than the port before', () => {
    const days = [
      { day: 1, timeZone: 'America/Vancouver' },
      { day: 2, timeZone: null },
      { day: 3, timeZone: 'America/Juneau' },
      { day: 4, timeZone: 'America/Juneau' },
      { day: 5, timeZone: 'America/Vancouver' },
    ];
    const changes = clockChanges(days, (d) => `2027-07-${String(9 + d.day).padStart(2, '0')}`);
    expect([...changes].map(([d, change]) => [d.day, change])).toEqual([
      [3, { port: -480, before: -420 }],
      [5, { port: -420, before: -480 }],
    ]);
  });
});
