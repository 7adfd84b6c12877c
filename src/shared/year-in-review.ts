/**
 * The year in review (issue 13): per calendar year of sail date, what the traveller sailed, and
 * the lifetime totals. Only completed cruises count (see travel-log.ts).
 */
import { CONTINENTS, type Continent, continentOf } from './continents.js';
import { nightsOf } from './cruise-timing.js';
import { KM_PER_NAUTICAL_MILE } from './geo.js';
import {
  countryCode,
  cruiseDistanceKm,
  knownPorts,
  type LoggedCruise,
  portKey,
  sailedCruises,
  seaDaysOf,
  yearOf,
} from './travel-log.js';

export interface NamedCount {
  name: string;
  count: number;
}

export interface YearSummary {
  year: number;
  cruises: number;
  nights: number;
  seaDays: number;
  /** Distinct known ports (by name and country). */
  ports: number;
  /** ISO codes visited that year, sorted. */
  countries: string[];
  /** ISO codes first visited that year, in no earlier year, sorted. */
  newCountries: string[];
  topLine: NamedCount | null;
  topShip: NamedCount | null;
  longestCruise: { id: string; name: string; nights: number } | null;
  distanceKm: number;
  distanceNm: number;
}

export interface LifetimeTotals {
  cruises: number;
  nights: number;
  seaDays: number;
  ports: number;
  countries: string[];
  continents: Continent[];
  distanceKm: number;
  distanceNm: number;
}

/** A line or ship name as one key whatever its spacing or case ("Wonder of the  seas"). */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The most-sailed name among `cruises` (in sailing order). A tie goes to the name sailed most
 * recently, then alphabetically; the name is shown as last spelt. Blank names do not count.
 */
export function mostSailed(cruises: readonly LoggedCruise[], nameOf: (c: LoggedCruise) => string) {
  const tally = new Map<string, { name: string; count: number; lastSailed: string }>();
  for (const cruise of cruises) {
    const key = nameKey(nameOf(cruise));
    if (!key) continue;
    const entry = tally.get(key) ?? { name: '', count: 0, lastSailed: '' };
    const isLater = cruise.sailDate >= entry.lastSailed;
    tally.set(key, {
      name: isLater ? nameOf(cruise).trim() : entry.name,
      count: entry.count + 1,
      lastSailed: isLater ? cruise.sailDate : entry.lastSailed,
    });
  }
  const [top] = [...tally.values()].sort(
    (a, b) => b.count - a.count || b.lastSailed.localeCompare(a.lastSailed) || a.name.localeCompare(b.name),
  );
  return top ? { name: top.name, count: top.count } : null;
}

/** The longest by nights; a tie goes to the most recently sailed (the later in the list). */
function longestOf(cruises: readonly LoggedCruise[]) {
  let longest: LoggedCruise | null = null;
  for (const cruise of cruises) if (!longest || nightsOf(cruise) >= nightsOf(longest)) longest = cruise;
  if (!longest) return null;
  return { id: longest.id, name: longest.tripName ?? longest.primaryDestination, nights: nightsOf(longest) };
}

const sum = (cruises: readonly LoggedCruise[], of: (c: LoggedCruise) => number) =>
  cruises.reduce((total, c) => total + of(c), 0);

const countriesOf = (cruises: readonly LoggedCruise[]) =>
  new Set(cruises.flatMap((c) => knownPorts(c).map(countryCode)));

const portCount = (cruises: readonly LoggedCruise[]) =>
  new Set(cruises.flatMap((c) => knownPorts(c).map(portKey))).size;

function distances(cruises: readonly LoggedCruise[]) {
  const km = sum(cruises, cruiseDistanceKm);
  return { distanceKm: Math.round(km), distanceNm: Math.round(km / KM_PER_NAUTICAL_MILE) };
}

/** One summary per year with a completed cruise, newest year first. */
export function yearInReview(cruises: readonly LoggedCruise[], now: Date): YearSummary[] {
  const byYear = new Map<number, LoggedCruise[]>();
  for (const cruise of sailedCruises(cruises, now)) {
    byYear.set(yearOf(cruise), [...(byYear.get(yearOf(cruise)) ?? []), cruise]);
  }
  const seenBefore = new Set<string>();
  const summaries = [...byYear.keys()]
    .sort((a, b) => a - b)
    .map((year): YearSummary => {
      const sailed = byYear.get(year)!;
      const countries = [...countriesOf(sailed)].sort();
      const newCountries = countries.filter((code) => !seenBefore.has(code));
      for (const code of countries) seenBefore.add(code);
      return {
        year,
        cruises: sailed.length,
        nights: sum(sailed, nightsOf),
        seaDays: sum(sailed, seaDaysOf),
        ports: portCount(sailed),
        countries,
        newCountries,
        topLine: mostSailed(sailed, (c) => c.cruiseLine),
        topShip: mostSailed(sailed, (c) => c.shipName),
        longestCruise: longestOf(sailed),
        ...distances(sailed),
      };
    });
  return summaries.reverse();
}

/** Everything sailed, all years together. */
export function lifetimeTotals(cruises: readonly LoggedCruise[], now: Date): LifetimeTotals {
  const sailed = sailedCruises(cruises, now);
  const countries = [...countriesOf(sailed)].sort();
  const reached = new Set(countries.map(continentOf));
  return {
    cruises: sailed.length,
    nights: sum(sailed, nightsOf),
    seaDays: sum(sailed, seaDaysOf),
    ports: portCount(sailed),
    countries,
    continents: CONTINENTS.filter((c) => reached.has(c)),
    ...distances(sailed),
  };
}
