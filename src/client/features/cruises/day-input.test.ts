import { describe, expect, it } from 'vitest';
import { MAX_ITINERARY_DAYS } from '../../../shared/itinerary-days';
import { parseDay } from './day-input';

describe('parseDay', () => {
  it('takes blank as no day and a whole day of the cruise as it is', () => {
    expect(parseDay('')).toEqual({ dayNumber: null });
    expect(parseDay('  ')).toEqual({ dayNumber: null });
    expect(parseDay('1')).toEqual({ dayNumber: 1 });
    expect(parseDay(` ${MAX_ITINERARY_DAYS} `)).toEqual({ dayNumber: MAX_ITINERARY_DAYS });
  });

  it('refuses with the server’s own messages', () => {
    expect(parseDay('1.5')).toEqual({ error: 'Day must be a whole number' });
    expect(parseDay('0')).toEqual({ error: 'Day must be at least 1' });
    expect(parseDay('-2')).toEqual({ error: 'Day must be at least 1' });
    expect(parseDay(String(MAX_ITINERARY_DAYS + 1))).toEqual({
      error: `Day must be at most ${MAX_ITINERARY_DAYS}`,
    });
    expect(parseDay('three')).toEqual({ error: 'Day must be a number' });
  });
});
