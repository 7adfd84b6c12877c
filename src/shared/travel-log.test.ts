import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo.js';
import { loggedCruise, NOW, PORTS as P } from './travel-log.fixtures.js';
import {
  cruiseDistanceKm,
  isOceanCrossing,
  knownPorts,
  legsOf,
  routeFacts,
  sailedCruises,
  seaDaysOf,
  yearOf,
} from './travel-log.js';

const noCrossings = {
  crossedEquator: false,
  reachedArcticCircle: false,
  reachedAntarcticCircle: false,
  crossedDateLine: false,
  crossedOcean: false,
};

describe('which cruises count', () => {
  it('keeps completed cruises (flagged, or returned before today) in the order they ended', () => {
    const late = loggedCruise('2025-06-01', '2025-06-08', []);
    const early = loggedCruise('2024-03-01', '2024-03-05', []);
    const flagged = loggedCruise('2026-01-10', '2026-01-20', [], { isCompleted: true });
    const onboard = loggedCruise('2026-01-10', '2026-01-20', []);
    const returnsToday = loggedCruise('2026-01-08', '2026-01-15', []);
    const upcoming = loggedCruise('2026-05-01', '2026-05-08', []);
    expect(sailedCruises([late, upcoming, onboard, flagged, early, returnsToday], NOW)).toEqual([
      early,
      late,
      flagged,
    ]);
  });

  it('puts a cruise in the year it sailed, even when it returns in the next', () => {
    expect(yearOf(loggedCruise('2024-12-28', '2025-01-04', []))).toBe(2024);
  });
});

describe('a cruise with sea days and a port the gazetteer does not know', () => {
  const caribbean = loggedCruise('2023-11-02', '2023-11-07', [
    P.miami,
    P.nassau,
    'sea',
    'unknown',
    P.cozumel,
    P.miami,
  ]);

  it('counts sea days, not unknown ports', () => {
    expect(seaDaysOf(caribbean)).toBe(1);
    expect(knownPorts(caribbean).map((p) => p.name)).toEqual(['Miami', 'Nassau', 'Cozumel', 'Miami']);
  });

  it('bridges the gap: Nassau to Cozumel is one leg', () => {
    expect(legsOf(caribbean).map(([a, b]) => `${a.name}→${b.name}`)).toEqual([
      'Miami→Nassau',
      'Nassau→Cozumel',
      'Cozumel→Miami',
    ]);
    const expected =
      distanceKm(P.miami, P.nassau) + distanceKm(P.nassau, P.cozumel) + distanceKm(P.cozumel, P.miami);
    expect(cruiseDistanceKm(caribbean)).toBeCloseTo(expected, 9);
    expect(Math.round(cruiseDistanceKm(caribbean))).toBe(2309);
  });

  it('has no legs and no distance without an itinerary', () => {
    const bare = loggedCruise('2023-01-01', '2023-01-05', []);
    expect(legsOf(bare)).toEqual([]);
    expect(cruiseDistanceKm(bare)).toBe(0);
    expect(routeFacts(bare)).toEqual(noCrossings);
  });
});

describe('the lines a route crosses', () => {
  it('Singapore to Bali crosses the Equator', () => {
    const bali = loggedCruise('2024-02-01', '2024-02-05', [P.singapore, 'sea', P.benoa]);
    expect(routeFacts(bali)).toEqual({ ...noCrossings, crossedEquator: true });
  });

  it('Southampton to New York crosses an ocean, 5,503 km (within 1% of the 5,570 km London–New York)', () => {
    const transatlantic = loggedCruise('2023-04-10', '2023-04-17', [P.southampton, 'sea', 'sea', P.newYork]);
    expect(routeFacts(transatlantic)).toEqual({ ...noCrossings, crossedOcean: true });
    expect(Math.round(cruiseDistanceKm(transatlantic))).toBe(5503);
  });

  it('Fiji to Samoa crosses the date line; Auckland to Fiji does not', () => {
    expect(
      routeFacts(loggedCruise('2025-03-01', '2025-03-05', [P.auckland, 'sea', P.suva])).crossedDateLine,
    ).toBe(false);
    expect(routeFacts(loggedCruise('2025-03-01', '2025-03-10', [P.auckland, P.suva, 'sea', P.apia]))).toEqual(
      {
        ...noCrossings,
        crossedDateLine: true,
      },
    );
  });

  it('Honolulu to Yokohama crosses both the date line and the Pacific', () => {
    expect(routeFacts(loggedCruise('2025-04-01', '2025-04-12', [P.honolulu, 'sea', P.yokohama]))).toEqual({
      ...noCrossings,
      crossedDateLine: true,
      crossedOcean: true,
    });
  });

  it('reaches the Arctic Circle by a port beyond it, even a single one', () => {
    const northCape = loggedCruise('2024-06-10', '2024-06-20', [
      P.bergen,
      P.trondheim,
      P.tromso,
      P.honningsvag,
    ]);
    expect(routeFacts(northCape)).toEqual({ ...noCrossings, reachedArcticCircle: true });
    expect(routeFacts(loggedCruise('2024-06-10', '2024-06-11', [P.tromso])).reachedArcticCircle).toBe(true);
    expect(
      routeFacts(loggedCruise('2024-06-10', '2024-06-12', [P.bergen, P.trondheim])).reachedArcticCircle,
    ).toBe(false);
  });

  it('reaches the Antarctic Circle only south of 66.56°S: the Peninsula at Port Lockroy is not', () => {
    const peninsula = loggedCruise('2024-12-01', '2024-12-11', [
      P.ushuaia,
      'sea',
      P.portLockroy,
      'sea',
      P.ushuaia,
    ]);
    expect(routeFacts(peninsula)).toEqual(noCrossings);
    const circle = loggedCruise('2024-12-01', '2024-12-14', [
      P.ushuaia,
      P.portLockroy,
      P.detailleIsland,
      P.ushuaia,
    ]);
    expect(routeFacts(circle)).toEqual({ ...noCrossings, reachedAntarcticCircle: true });
  });
});

describe('ocean crossings', () => {
  it.each([
    ['Southampton', P.southampton, 'New York', P.newYork, true],
    ['Cape Town', P.capeTown, 'Rio de Janeiro', P.rio, true],
    ['Fremantle', P.fremantle, 'Port Louis', P.portLouis, true],
    ['Honolulu', P.honolulu, 'Yokohama', P.yokohama, true],
    // One side of the Atlantic, however far.
    ['Lisbon', P.lisbon, 'Mindelo', P.mindelo, false],
    // Another continent, but only 1,950 km.
    ['Honolulu', P.honolulu, 'Fanning Island', P.fanningIsland, false],
    // The Viking route goes in short hops; no single one is an ocean.
    ['Reykjavík', P.reykjavik, 'Nuuk', P.nuuk, false],
    ['Miami', P.miami, 'Cozumel', P.cozumel, false],
  ])('%s to %s: %s', (_, from, __, to, expected) => {
    expect(isOceanCrossing(from, to)).toBe(expected);
    expect(isOceanCrossing(to, from)).toBe(expected);
  });
});
