import { describe, expect, it } from 'vitest';
import { dayKindOf, MAX_ITINERARY_DAYS } from './itinerary-days.js';
import { readItinerary } from './itinerary-reader/read.js';

describe('itinerary days', () => {
  it('tells a port from a day at sea and from scenic cruising by its name', () => {
    expect(dayKindOf('Cozumel')).toBe('port');
    expect(dayKindOf('At Sea')).toBe('sea');
    expect(dayKindOf('Day at sea')).toBe('sea');
    expect(dayKindOf('Scenic cruising Glacier Bay')).toBe('scenic');
    expect(dayKindOf('Cruising the Inside Passage')).toBe('scenic');
  });

  it('never gives more days than a cruise may hold, however long the paste', () => {
    const paste = Array.from({ length: MAX_ITINERARY_DAYS + 40 }, (_, i) => `Day ${i + 1}: Port ${i}`);
    const { days } = readItinerary(paste.join('\n'));
    expect(days).toHaveLength(MAX_ITINERARY_DAYS);
    expect(days.at(-1)?.dayNumber).toBe(MAX_ITINERARY_DAYS);
  });
});
