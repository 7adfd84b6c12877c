import { describe, expect, it } from 'vitest';
import { achievements } from './achievements.js';
import { loggedCruise, NOW, PORTS as P, type Stop } from './travel-log.fixtures.js';
import { type LoggedPort, sailedCruises } from './travel-log.js';
import { threeYears } from './travel-log.scenario.js';

/** id, earnedOn, progress, target, next: the whole answer in one comparable row. */
const rows = (list: ReturnType<typeof achievements>) =>
  list.map((a) => [a.id, a.earnedOn, a.progress.current, a.progress.target, a.next]);

const sea = (n: number): Stop[] => Array.from({ length: n }, () => 'sea');

describe('achievements before any cruise', () => {
  const list = achievements([loggedCruise('2026-03-01', '2026-03-08', [P.capeTown])], NOW);

  it('lists every achievement, none earned, each saying what it takes', () => {
    expect(rows(list)).toEqual([
      ['first-cruise', null, 0, 1, '1 more cruise to go'],
      ['cruises-5', null, 0, 5, '5 more cruises to go'],
      ['cruises-10', null, 0, 10, '10 more cruises to go'],
      ['cruises-25', null, 0, 25, '25 more cruises to go'],
      ['nights-100', null, 0, 100, '100 more nights to go'],
      ['sea-days-50', null, 0, 50, '50 more sea days to go'],
      ['ports-50', null, 0, 50, '50 more ports to go'],
      ['countries-10', null, 0, 10, '10 more countries to go'],
      ['countries-25', null, 0, 25, '25 more countries to go'],
      ['countries-50', null, 0, 50, '50 more countries to go'],
      [
        'all-continents',
        null,
        0,
        7,
        '7 more continents to go: Africa, Antarctica, Asia, Europe, North America, Oceania, South America',
      ],
      ['continents-5-in-a-year', null, 0, 5, '5 more continents in one year to go'],
      ['lines-5', null, 0, 5, '5 more cruise lines to go'],
      ['same-ship-3', null, 0, 3, '3 more sailings on one ship to go'],
      ['voyage-14', null, 0, 14, '14 more nights on one voyage to go'],
      ['world-cruise', null, 0, 90, '90 more nights on one voyage to go'],
      ['equator', null, 0, 1, 'Cross the Equator'],
      ['date-line', null, 0, 1, 'Cross the date line (180° longitude)'],
      ['arctic-circle', null, 0, 1, 'Sail north of 66.56°N'],
      ['antarctic-circle', null, 0, 1, 'Sail south of 66.56°S'],
      ['ocean-crossing', null, 0, 1, 'Cross an ocean, such as a transatlantic or transpacific voyage'],
    ]);
  });

  it('gives each a short title and a one-sentence description', () => {
    expect(new Set(list.map((a) => a.id)).size).toBe(list.length);
    for (const a of list) {
      expect(a.title.length).toBeLessThanOrEqual(22);
      expect(a.description).toMatch(/^[A-Z][^.]*\.$/);
    }
    expect(list.find((a) => a.id === 'equator')?.title).toBe('Shellback');
  });
});

describe('achievements after three years at sea', () => {
  it('earns some on the return date of the cruise that met them, and counts down the rest', () => {
    expect(rows(achievements(threeYears, NOW))).toEqual([
      ['first-cruise', '2023-04-17', 1, 1, null],
      ['cruises-5', '2024-09-08', 5, 5, null],
      ['cruises-10', null, 7, 10, '3 more cruises to go'],
      ['cruises-25', null, 7, 25, '18 more cruises to go'],
      ['nights-100', null, 53, 100, '47 more nights to go'],
      ['sea-days-50', null, 19, 50, '31 more sea days to go'],
      ['ports-50', null, 16, 50, '34 more ports to go'],
      // Eleven countries; progress stops at the target.
      ['countries-10', '2025-03-10', 10, 10, null],
      ['countries-25', null, 11, 25, '14 more countries to go'],
      ['countries-50', null, 11, 50, '39 more countries to go'],
      ['all-continents', null, 4, 7, '3 more continents to go: Africa, Antarctica, South America'],
      ['continents-5-in-a-year', null, 3, 5, '2 more continents in one year to go'],
      // Cunard, Royal Caribbean, Hurtigruten, and Princess however it is spelt.
      ['lines-5', null, 4, 5, '1 more cruise line to go'],
      ['same-ship-3', null, 2, 3, '1 more sailing on Wonder of the Seas to go'],
      ['voyage-14', null, 11, 14, '3 more nights on one voyage to go'],
      ['world-cruise', null, 11, 90, '79 more nights on one voyage to go'],
      ['equator', '2024-02-05', 1, 1, null],
      ['date-line', '2025-03-10', 1, 1, null],
      ['arctic-circle', '2024-06-20', 1, 1, null],
      ['antarctic-circle', null, 0, 1, 'Sail south of 66.56°S'],
      ['ocean-crossing', '2023-04-17', 1, 1, null],
    ]);
  });

  it('does not count the cruise in progress, and earns when it is marked completed', () => {
    const onboard = threeYears.find((c) => c.sailDate === '2026-01-10')!;
    const done = threeYears.map((c) => (c === onboard ? { ...c, isCompleted: true } : c));
    const list = achievements(done, NOW);
    // Cape Town to Rio: Africa to South America, 6,061 km.
    expect(list.find((a) => a.id === 'all-continents')?.progress.current).toBe(6);
    expect(list.find((a) => a.id === 'cruises-10')?.progress.current).toBe(8);
    expect(list.find((a) => a.id === 'ocean-crossing')?.earnedOn).toBe('2023-04-17');
  });
});

describe('every achievement earned', () => {
  const EUROPE = 'ES FR IT GR HR ME MT TR CY PT MC AL SI DE NL BE DK SE FI EE LV LT PL IS'.split(' ');
  const CARIBBEAN = 'AG BB DM GD KN LC VC TT AW CW BQ KY JM HT DO PR VI VG SX MF BL GP MQ TC'.split(' ');
  const spot = (name: string, country: string, lat: number, lon: number): LoggedPort => ({
    name,
    country,
    lat,
    lon,
  });

  /** 100 nights from Fort Lauderdale to Fremantle: across the Equator, the South Atlantic and Indian Oceans. */
  const worldCruise = loggedCruise(
    '2022-01-05',
    '2022-04-15',
    [
      P.fortLauderdale,
      ...sea(8),
      P.rio,
      ...sea(8),
      P.capeTown,
      ...sea(8),
      P.portLouis,
      ...sea(8),
      P.fremantle,
    ],
    { cruiseLine: 'Holland America', shipName: 'Zaandam' },
  );
  /**
   * Sixteen three-night cruises through 2022, each calling at four small ports in three new
   * countries (made-up places a few km apart, so they cross nothing): eight in the
   * Mediterranean, then eight in the Caribbean.
   */
  const shortBreaks = Array.from({ length: 16 }, (_, k) => {
    const month = String(5 + Math.floor(k / 2)).padStart(2, '0');
    const [sail, back] = k % 2 === 0 ? ['01', '04'] : ['15', '18'];
    const codes = k < 8 ? EUROPE.slice(3 * k, 3 * k + 3) : CARIBBEAN.slice(3 * (k - 8), 3 * (k - 8) + 3);
    const [lat, lon] = k < 8 ? [38, 15] : [15, -62];
    const stops = [0, 1, 2, 2].map((c, i) => spot(`Break ${k} stop ${i}`, codes[c]!, lat + i * 0.05, lon));
    return loggedCruise(`2022-${month}-${sail}`, `2022-${month}-${back}`, stops, {
      cruiseLine: 'MSC',
      shipName: 'MSC World Europa',
    });
  });
  const antarctica = loggedCruise(
    '2025-11-20',
    '2025-12-03',
    [P.ushuaia, ...sea(2), P.portLockroy, P.detailleIsland, ...sea(2), P.ushuaia],
    { cruiseLine: 'Quark Expeditions', shipName: 'Ultramarine' },
  );
  const everything = [...threeYears, antarctica, ...shortBreaks, worldCruise];

  it('has the crafted cruises in the order intended', () => {
    const order = sailedCruises(everything, NOW);
    expect(order).toHaveLength(25);
    expect(order[0]).toBe(worldCruise);
    expect(order[24]).toBe(antarctica);
  });

  it('earns all of them, each dated by the cruise that met its threshold', () => {
    const breakReturn = (k: number) => shortBreaks[k]!.returnDate;
    expect(rows(achievements(everything, NOW))).toEqual([
      ['first-cruise', '2022-04-15', 1, 1, null],
      // The 5th cruise is the 4th short break, and so on.
      ['cruises-5', breakReturn(3), 5, 5, null],
      ['cruises-10', breakReturn(8), 10, 10, null],
      ['cruises-25', '2025-12-03', 25, 25, null],
      ['nights-100', '2022-04-15', 100, 100, null],
      // 32 on the world cruise, then 6, 1, 1, 2 and the transpacific's 9 make 51.
      ['sea-days-50', '2025-04-12', 50, 50, null],
      // 5 world-cruise ports, then 4 a break: 53 after the 12th.
      ['ports-50', breakReturn(11), 50, 50, null],
      // 5 countries on the world cruise, then 3 a break.
      ['countries-10', breakReturn(1), 10, 10, null],
      ['countries-25', breakReturn(6), 25, 25, null],
      ['countries-50', breakReturn(14), 50, 50, null],
      ['all-continents', '2025-12-03', 7, 7, null],
      // 2022: four on the world cruise, Europe on the first break.
      ['continents-5-in-a-year', breakReturn(0), 5, 5, null],
      // Holland America, MSC, Cunard, Royal Caribbean, then Hurtigruten to the North Cape.
      ['lines-5', '2024-06-20', 5, 5, null],
      ['same-ship-3', breakReturn(2), 3, 3, null],
      ['voyage-14', '2022-04-15', 14, 14, null],
      ['world-cruise', '2022-04-15', 90, 90, null],
      ['equator', '2022-04-15', 1, 1, null],
      ['date-line', '2025-03-10', 1, 1, null],
      ['arctic-circle', '2024-06-20', 1, 1, null],
      ['antarctic-circle', '2025-12-03', 1, 1, null],
      ['ocean-crossing', '2022-04-15', 1, 1, null],
    ]);
    expect([breakReturn(0), breakReturn(1), breakReturn(14)]).toEqual([
      '2022-05-04',
      '2022-05-18',
      '2022-12-04',
    ]);
  });

  it('un-earns what a deleted cruise earned: nothing is stored', () => {
    const without = achievements(
      everything.filter((c) => c !== antarctica),
      NOW,
    );
    expect(without.find((a) => a.id === 'antarctic-circle')?.earnedOn).toBeNull();
    expect(without.find((a) => a.id === 'all-continents')?.next).toBe('1 more continent to go: Antarctica');
    expect(without.find((a) => a.id === 'cruises-25')?.next).toBe('1 more cruise to go');
  });
});
