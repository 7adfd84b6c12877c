import { describe, expect, it } from 'vitest';
import { firstPageKeys } from './api/first-page-data';
import { CRUISES_KEY, cruiseKey, statsKey } from './features/cruises/api';
import { itineraryKey } from './features/cruises/itinerary/api';
import { profileCruisesKey, profileKey, profileStatsKey } from './features/profile/api';

const ID = '01a2205e-c874-73c8-982f-a4d5f792bdbd';

describe('firstPageKeys', () => {
  it('asks what each page reads first, under the keys its own queries use', () => {
    expect(firstPageKeys('/dashboard', '')).toEqual([CRUISES_KEY[0], statsKey()[0]]);
    for (const page of ['/planner', '/logbook', '/stats', '/planner/']) {
      expect(firstPageKeys(page, '')).toEqual([CRUISES_KEY[0]]);
    }
    expect(firstPageKeys(`/cruise/${ID}`, '')).toEqual([cruiseKey(ID)[0], itineraryKey(ID)[0]]);
    expect(firstPageKeys(`/user/${ID}`, '')).toEqual([
      profileKey(ID)[0],
      profileStatsKey(ID)[0],
      profileCruisesKey(ID)[0],
    ]);
  });

  it('asks for a cruise’s itinerary only when its page opens on it', () => {
    expect(firstPageKeys(`/cruise/${ID}`, '?tab=itinerary')).toEqual([cruiseKey(ID)[0], itineraryKey(ID)[0]]);
    expect(firstPageKeys(`/cruise/${ID}`, '?tab=photos')).toEqual([cruiseKey(ID)[0]]);
  });

  it('asks nothing for the other pages', () => {
    for (const page of [
      '/',
      '/login',
      '/ships',
      '/ships/queen-mary-2',
      '/profile/edit',
      '/cruise',
      '/cruise/a/b',
    ]) {
      expect(firstPageKeys(page, '')).toEqual([]);
    }
  });
});
