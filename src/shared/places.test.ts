import { describe, expect, it } from 'vitest';
import { foldPlaceName, isSeaDay } from './places.js';

describe('place names', () => {
  it('folds accents, case, apostrophes and punctuation', () => {
    expect(foldPlaceName('  Tórshavn ')).toBe('torshavn');
    expect(foldPlaceName("St. George's")).toBe('st georges');
    expect(foldPlaceName('ÅLESUND')).toBe('alesund');
    expect(foldPlaceName('Kirkenes/Hurtigruten')).toBe('kirkenes hurtigruten');
  });

  it.each([
    'At Sea',
    'Sea Day',
    'day at sea',
    'Cruising the fjords',
    'Scenic cruising: Glacier Bay',
    'Crossing the Atlantic',
    'SEA',
  ])('knows %s is not a port', (name) => {
    expect(isSeaDay(name)).toBe(true);
  });

  it.each(['Seattle', 'Sea of Cortez Marina', 'Cozumel', 'Seward', 'Crossing Rocks'])(
    'knows %s may be a port',
    (name) => {
      expect(isSeaDay(name)).toBe(false);
    },
  );
});
