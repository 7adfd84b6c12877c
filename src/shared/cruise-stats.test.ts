import { describe, expect, it } from 'vitest';
import { averageRating, countLabel, favoriteCruiseLines, topDestinations } from './cruise-stats.js';

const c = (cruiseLine: string, primaryDestination: string, overallRating: number | null = null) => ({
  cruiseLine,
  primaryDestination,
  overallRating,
});

describe('cruise stats from the list', () => {
  it('averages the rated cruises to one decimal, or N/A', () => {
    expect(averageRating([])).toBe('N/A');
    expect(averageRating([c('A', 'X'), c('B', 'Y')])).toBe('N/A');
    expect(averageRating([c('A', 'X', 5), c('B', 'Y', 4), c('B', 'Y', 4), c('C', 'Z')])).toBe('4.3');
  });

  it('ranks the top five lines and destinations by count, then by name', () => {
    const cruises = [
      c('Viking', 'River Cruise'),
      c('Cunard', 'Transatlantic'),
      c('Cunard', 'Fjords'),
      c('Azamara', 'Greek Isles'),
      c('Celebrity Cruises', 'Greek Isles'),
      c('Disney Cruise Line', 'Bahamas'),
      c('Princess Cruises', 'Inside Passage'),
    ];
    expect(favoriteCruiseLines(cruises)).toEqual([
      { name: 'Cunard', count: 2 },
      { name: 'Azamara', count: 1 },
      { name: 'Celebrity Cruises', count: 1 },
      { name: 'Disney Cruise Line', count: 1 },
      { name: 'Princess Cruises', count: 1 },
    ]);
    expect(topDestinations(cruises)[0]).toEqual({ name: 'Greek Isles', count: 2 });
    expect(countLabel(1, 'cruise', 'cruises')).toBe('1 cruise');
    expect(countLabel(3, 'visit', 'visits')).toBe('3 visits');
  });
});
