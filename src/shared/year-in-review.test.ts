import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo.js';
import { loggedCruise, NOW, PORTS as P } from './travel-log.fixtures.js';
import { threeYears } from './travel-log.scenario.js';
import { lifetimeTotals, mostSailed, yearInReview } from './year-in-review.js';

describe('year in review', () => {
  const [y2025, y2024, y2023, ...rest] = yearInReview(threeYears, NOW);

  it('has one summary per year sailed, newest first; cruises in progress or to come are not in it', () => {
    expect(rest).toEqual([]);
    expect([y2025?.year, y2024?.year, y2023?.year]).toEqual([2025, 2024, 2023]);
  });

  it('sums 2023: a transatlantic and a Caribbean cruise with a port the gazetteer does not know', () => {
    const legs =
      distanceKm(P.southampton, P.newYork) +
      distanceKm(P.miami, P.nassau) +
      distanceKm(P.nassau, P.cozumel) +
      distanceKm(P.cozumel, P.miami);
    expect(y2023).toEqual({
      year: 2023,
      cruises: 2,
      nights: 12,
      seaDays: 7,
      ports: 5,
      countries: ['BS', 'GB', 'MX', 'US'],
      newCountries: ['BS', 'GB', 'MX', 'US'],
      topLine: { name: 'Royal Caribbean', count: 1 },
      topShip: { name: 'Wonder of the Seas', count: 1 },
      longestCruise: { id: expect.any(String), name: 'QM2 Crossing', nights: 7 },
      distanceKm: Math.round(legs),
      distanceNm: Math.round(legs / 1.852),
    });
    expect(y2023?.distanceKm).toBe(7812);
    expect(y2023?.distanceNm).toBe(4218);
  });

  it('sums 2024, where a cruise with no itinerary adds nights but no sea days, ports or distance', () => {
    expect(y2024).toMatchObject({
      cruises: 3,
      nights: 21,
      seaDays: 1,
      ports: 6,
      countries: ['ID', 'NO', 'SG'],
      newCountries: ['ID', 'NO', 'SG'],
      topLine: { name: 'Royal Caribbean', count: 2 },
      // Three ships once each: the most recently sailed wins the tie.
      topShip: { name: 'Wonder of the Seas', count: 1 },
      longestCruise: { name: 'North Cape', nights: 10 },
    });
  });

  it('counts only countries never visited before as new in 2025, and one line however it is spelt', () => {
    expect(y2025).toMatchObject({
      cruises: 2,
      nights: 20,
      seaDays: 11,
      ports: 5,
      countries: ['FJ', 'JP', 'NZ', 'US', 'WS'],
      newCountries: ['FJ', 'JP', 'NZ', 'WS'],
      topLine: { name: 'princess', count: 2 },
      topShip: { name: 'Grand Princess', count: 1 },
      longestCruise: { name: 'Transpacific', nights: 11 },
      // Honolulu–Yokohama 6,211 + Auckland–Suva 2,111 + Suva–Apia 1,152.
      distanceKm: 9474,
    });
  });

  it('is empty with no sailed cruise', () => {
    expect(yearInReview([], NOW)).toEqual([]);
    expect(yearInReview([loggedCruise('2026-03-01', '2026-03-05', [])], NOW)).toEqual([]);
  });
});

describe('ties', () => {
  it('breaks a tie between ships sailed on the same day alphabetically', () => {
    const a = loggedCruise('2024-05-01', '2024-05-04', [], {
      shipName: 'Zuiderdam',
      cruiseLine: 'Holland America',
    });
    const b = loggedCruise('2024-05-01', '2024-05-04', [], { shipName: 'Allure of the Seas' });
    expect(yearInReview([a, b], NOW)[0]?.topShip).toEqual({ name: 'Allure of the Seas', count: 1 });
    expect(yearInReview([a, b], NOW)[0]?.topLine).toEqual({ name: 'Holland America', count: 1 });
  });

  it('gives the longest cruise to the later of two as long', () => {
    const first = loggedCruise('2024-01-01', '2024-01-08', [], { tripName: 'First' });
    const second = loggedCruise('2024-07-01', '2024-07-08', [], { tripName: 'Second' });
    expect(yearInReview([second, first], NOW)[0]?.longestCruise).toEqual({
      id: second.id,
      name: 'Second',
      nights: 7,
    });
  });

  it('counts names by their words, not spacing or case, ignores blanks, and shows the latest spelling', () => {
    const cruises = [
      loggedCruise('2024-01-01', '2024-01-02', [], { shipName: 'wonder of the  seas' }),
      loggedCruise('2024-02-01', '2024-02-02', [], { shipName: 'Wonder of the Seas ' }),
      loggedCruise('2024-03-01', '2024-03-02', [], { shipName: ' ' }),
    ];
    expect(mostSailed(cruises, (c) => c.shipName)).toEqual({ name: 'Wonder of the Seas', count: 2 });
    expect(mostSailed(cruises.slice(2), (c) => c.shipName)).toBeNull();
  });
});

describe('lifetime totals', () => {
  it('adds up every year', () => {
    expect(lifetimeTotals(threeYears, NOW)).toEqual({
      cruises: 7,
      nights: 53,
      seaDays: 19,
      ports: 16,
      countries: ['BS', 'FJ', 'GB', 'ID', 'JP', 'MX', 'NO', 'NZ', 'SG', 'US', 'WS'],
      continents: ['Asia', 'Europe', 'North America', 'Oceania'],
      distanceKm: expect.any(Number),
      distanceNm: expect.any(Number),
    });
  });
});
