/**
 * Achievements (issue 13), computed from the sailed cruises every time and never stored, so
 * editing or deleting a cruise re-earns or un-earns them honestly. Cruises are replayed in the
 * order they were sailed (travel-log.ts); an achievement's date is the return date of the cruise
 * at which its threshold was first met.
 */
import { CONTINENTS, type Continent, continentOf } from './continents.js';
import { nightsOf } from './cruise-timing.js';
import {
  countryCode,
  knownPorts,
  type LoggedCruise,
  portKey,
  type RouteFacts,
  routeFacts,
  sailedCruises,
  seaDaysOf,
  yearOf,
} from './travel-log.js';
import { mostSailed, nameKey } from './year-in-review.js';

export interface Achievement {
  id: string;
  title: string;
  description: string;
  /** `YYYY-MM-DD`: the return date of the cruise that earned it. */
  earnedOn: string | null;
  /** `current` is capped at `target`, so it fills a progress bar exactly. */
  progress: { current: number; target: number };
  /** What is left, e.g. '3 more cruises to go'; null once earned. */
  next: string | null;
}

/** Everything sailed up to some cruise, as the rules read it. */
interface Log {
  sailed: LoggedCruise[];
  nights: number;
  seaDays: number;
  longestNights: number;
  ports: Set<string>;
  countries: Set<string>;
  continents: Set<Continent>;
  continentsByYear: Map<number, Set<Continent>>;
  lines: Set<string>;
  crossed: RouteFacts;
}

interface Rule {
  id: string;
  title: string;
  description: string;
  target: number;
  measure: (log: Log) => number;
  next: (left: number, log: Log) => string;
}

const toGo =
  (one: string, many = `${one}s`) =>
  (left: number) =>
    `${left} more ${left === 1 ? one : many} to go`;

const count = (
  id: string,
  title: string,
  description: string,
  target: number,
  measure: Rule['measure'],
  unit: string,
  units?: string,
): Rule => ({
  id,
  title,
  description,
  target,
  measure,
  next: toGo(unit, units),
});

const crossing = (
  id: string,
  title: string,
  description: string,
  fact: keyof RouteFacts,
  next: string,
): Rule => ({
  id,
  title,
  description,
  target: 1,
  measure: (log) => (log.crossed[fact] ? 1 : 0),
  next: () => next,
});

const cruiseCount = (log: Log) => log.sailed.length;
/** The ship sailed most often, the most recent winning a tie: the one closest to the badge. */
const favoriteShip = (log: Log) => mostSailed(log.sailed, (c) => c.shipName);

const RULES: Rule[] = [
  count('first-cruise', 'Maiden Voyage', 'Sail your first cruise.', 1, cruiseCount, 'cruise'),
  count('cruises-5', 'Seasoned Sailor', 'Sail five cruises.', 5, cruiseCount, 'cruise'),
  count('cruises-10', 'Old Salt', 'Sail ten cruises.', 10, cruiseCount, 'cruise'),
  count('cruises-25', 'Commodore', 'Sail twenty-five cruises.', 25, cruiseCount, 'cruise'),
  count('nights-100', 'Century at Sea', 'Spend 100 nights aboard.', 100, (log) => log.nights, 'night'),
  count(
    'sea-days-50',
    'Sea Legs',
    'Spend 50 days at sea, no port in sight.',
    50,
    (log) => log.seaDays,
    'sea day',
  ),
  count('ports-50', 'Port Collector', 'Call at 50 different ports.', 50, (log) => log.ports.size, 'port'),
  count(
    'countries-10',
    'Passport Filler',
    'Visit ten countries by sea.',
    10,
    (log) => log.countries.size,
    'country',
    'countries',
  ),
  count(
    'countries-25',
    'Globetrotter',
    'Visit twenty-five countries by sea.',
    25,
    (log) => log.countries.size,
    'country',
    'countries',
  ),
  count(
    'countries-50',
    'Citizen of the World',
    'Visit fifty countries by sea.',
    50,
    (log) => log.countries.size,
    'country',
    'countries',
  ),
  {
    id: 'all-continents',
    title: 'Seven for Seven',
    description: 'Set foot on all seven continents, Antarctica included.',
    target: CONTINENTS.length,
    measure: (log) => log.continents.size,
    next: (left, log) =>
      `${toGo('continent')(left)}: ${CONTINENTS.filter((c) => !log.continents.has(c)).join(', ')}`,
  },
  count(
    'continents-5-in-a-year',
    'Whirlwind Year',
    'Visit five continents in a single year.',
    5,
    (log) => Math.max(0, ...[...log.continentsByYear.values()].map((s) => s.size)),
    'continent in one year',
    'continents in one year',
  ),
  count(
    'lines-5',
    'Line Hopper',
    'Sail with five different cruise lines.',
    5,
    (log) => log.lines.size,
    'cruise line',
  ),
  {
    id: 'same-ship-3',
    title: 'Home Away From Home',
    description: 'Sail the same ship three times.',
    target: 3,
    measure: (log) => favoriteShip(log)?.count ?? 0,
    next: (left, log) =>
      toGo(
        `sailing on ${favoriteShip(log)?.name ?? 'one ship'}`,
        `sailings on ${favoriteShip(log)?.name ?? 'one ship'}`,
      )(left),
  },
  count(
    'voyage-14',
    'Long Haul',
    'Sail a single cruise of 14 nights or more.',
    14,
    (log) => log.longestNights,
    'night on one voyage',
    'nights on one voyage',
  ),
  count(
    'world-cruise',
    'World Cruiser',
    'Sail a single voyage of 90 nights or more.',
    90,
    (log) => log.longestNights,
    'night on one voyage',
    'nights on one voyage',
  ),
  crossing(
    'equator',
    'Shellback',
    'Cross the Equator at sea, as sailors have celebrated for centuries.',
    'crossedEquator',
    'Cross the Equator',
  ),
  crossing(
    'date-line',
    'Golden Dragon',
    'Cross the International Date Line at sea.',
    'crossedDateLine',
    'Cross the date line (180° longitude)',
  ),
  crossing(
    'arctic-circle',
    'Bluenose',
    'Sail beyond the Arctic Circle.',
    'reachedArcticCircle',
    'Sail north of 66.56°N',
  ),
  crossing(
    'antarctic-circle',
    'Polar Explorer',
    'Sail beyond the Antarctic Circle.',
    'reachedAntarcticCircle',
    'Sail south of 66.56°S',
  ),
  crossing(
    'ocean-crossing',
    'Ocean Crosser',
    'Sail across an ocean: a run of 2,500 km or more between continents on its far shores.',
    'crossedOcean',
    'Cross an ocean, such as a transatlantic or transpacific voyage',
  ),
];

function emptyLog(): Log {
  return {
    sailed: [],
    nights: 0,
    seaDays: 0,
    longestNights: 0,
    ports: new Set(),
    countries: new Set(),
    continents: new Set(),
    continentsByYear: new Map(),
    lines: new Set(),
    crossed: {
      crossedEquator: false,
      reachedArcticCircle: false,
      reachedAntarcticCircle: false,
      crossedDateLine: false,
      crossedOcean: false,
    },
  };
}

/** Adds one more sailed cruise to the log. */
function record(log: Log, cruise: LoggedCruise): void {
  const year = yearOf(cruise);
  const yearContinents = log.continentsByYear.get(year) ?? new Set<Continent>();
  log.continentsByYear.set(year, yearContinents);
  for (const port of knownPorts(cruise)) {
    log.ports.add(portKey(port));
    log.countries.add(countryCode(port));
    const continent = continentOf(port.country);
    if (continent) {
      log.continents.add(continent);
      yearContinents.add(continent);
    }
  }
  if (nameKey(cruise.cruiseLine)) log.lines.add(nameKey(cruise.cruiseLine));
  log.sailed.push(cruise);
  log.nights += nightsOf(cruise);
  log.seaDays += seaDaysOf(cruise);
  log.longestNights = Math.max(log.longestNights, nightsOf(cruise));
  const facts = routeFacts(cruise);
  for (const fact of Object.keys(facts) as (keyof RouteFacts)[]) log.crossed[fact] ||= facts[fact];
}

/** Every achievement, earned or not, in a fixed order: milestones, then places, then crossings. */
export function achievements(cruises: readonly LoggedCruise[], now: Date): Achievement[] {
  const earnedOn = new Map<string, string>();
  const log = emptyLog();
  for (const cruise of sailedCruises(cruises, now)) {
    record(log, cruise);
    for (const rule of RULES) {
      if (!earnedOn.has(rule.id) && rule.measure(log) >= rule.target)
        earnedOn.set(rule.id, cruise.returnDate);
    }
  }
  return RULES.map((rule) => {
    const current = Math.min(rule.measure(log), rule.target);
    return {
      id: rule.id,
      title: rule.title,
      description: rule.description,
      earnedOn: earnedOn.get(rule.id) ?? null,
      progress: { current, target: rule.target },
      next: current >= rule.target ? null : rule.next(rule.target - current, log),
    };
  });
}
