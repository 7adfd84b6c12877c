/**
 * A traveller's sailed cruises as the year in review and the achievements read them: which
 * cruises count, in what order, and what each one's route did (ports, countries, distance,
 * lines crossed). Only completed cruises count (cruise-timing's rule: flagged so, or returned
 * before today): a cruise in progress joins on its return, so figures and earned dates never
 * move mid-voyage and no badge carries a date still to come.
 */
import { type Continent, continentOf } from './continents.js';
import { isCompletedCruise } from './cruise-timing.js';
import {
  crossesAntimeridian,
  crossesEquator,
  distanceKm,
  type GeoPoint,
  POLAR_CIRCLE_LATITUDE,
  reachesLatitude,
} from './geo.js';

export interface LoggedPort {
  name: string;
  country: string;
  lat: number;
  lon: number;
}

/** `port` null and `isSeaDay` false: a port the gazetteer does not know. */
export interface LoggedDay {
  dayNumber: number;
  port: LoggedPort | null;
  isSeaDay: boolean;
}

/** `days` in dayNumber order. */
export interface LoggedCruise {
  id: string;
  tripName: string | null;
  primaryDestination: string;
  cruiseLine: string;
  shipName: string;
  sailDate: string;
  returnDate: string;
  isCompleted: boolean;
  days: LoggedDay[];
}

/**
 * The completed cruises in the order they were sailed: by return date, since that is when an
 * achievement is earned, then sail date and id so the order never depends on the input's.
 */
export function sailedCruises<T extends LoggedCruise>(cruises: readonly T[], now: Date): T[] {
  return cruises
    .filter((c) => isCompletedCruise(c, now))
    .sort(
      (a, b) =>
        a.returnDate.localeCompare(b.returnDate) ||
        a.sailDate.localeCompare(b.sailDate) ||
        a.id.localeCompare(b.id),
    );
}

/** The calendar year a cruise belongs to: that of its sail date. */
export const yearOf = (cruise: Pick<LoggedCruise, 'sailDate'>) => Number(cruise.sailDate.slice(0, 4));

/** The ports the gazetteer placed, in itinerary order; sea days and unknown ports drop out. */
export const knownPorts = (cruise: LoggedCruise): LoggedPort[] =>
  cruise.days.flatMap((day) => (day.port && !day.isSeaDay ? [day.port] : []));

/** Ports count as one place by name and country: Victoria (Canada) is not Victoria (Seychelles). */
export const portKey = (port: LoggedPort) => `${port.name.trim().toLowerCase()}|${countryCode(port)}`;

export const countryCode = (port: Pick<LoggedPort, 'country'>) => port.country.trim().toUpperCase();

/** Consecutive known ports, bridging the sea days and unknown ports between them. */
export function legsOf(cruise: LoggedCruise): [LoggedPort, LoggedPort][] {
  const ports = knownPorts(cruise);
  return ports.slice(1).map((to, i) => [ports[i]!, to]);
}

export const seaDaysOf = (cruise: LoggedCruise) => cruise.days.filter((day) => day.isSeaDay).length;

/** Great-circle kilometres port to port, unrounded (round totals, not legs). */
export const cruiseDistanceKm = (cruise: LoggedCruise) =>
  legsOf(cruise).reduce((sum, [from, to]) => sum + distanceKm(from, to), 0);

/**
 * Ocean crossing: one leg of at least 2,500 km (1,350 nm) between opposite shores — the
 * Americas and another continent (the Atlantic or Pacific), or Africa and Asia or Oceania (the
 * Indian Ocean). Both conditions matter: Lisbon to Cape Verde is 2,875 km but stays on one side of
 * the Atlantic, and Honolulu to Fanning Island (Kiribati) changes continent in 1,950 km.
 */
export const OCEAN_CROSSING_MIN_KM = 2500;

function isOppositeShores(a: Continent | null, b: Continent | null): boolean {
  if (!a || !b || a === b) return false;
  const isAmericas = (c: Continent) => c === 'North America' || c === 'South America';
  if (isAmericas(a) !== isAmericas(b)) return true;
  const isIndianOceanRim = (c: Continent) => c === 'Asia' || c === 'Oceania';
  return (a === 'Africa' && isIndianOceanRim(b)) || (b === 'Africa' && isIndianOceanRim(a));
}

export function isOceanCrossing(from: LoggedPort, to: LoggedPort): boolean {
  return (
    isOppositeShores(continentOf(from.country), continentOf(to.country)) &&
    distanceKm(from, to) >= OCEAN_CROSSING_MIN_KM
  );
}

export interface RouteFacts {
  crossedEquator: boolean;
  reachedArcticCircle: boolean;
  reachedAntarcticCircle: boolean;
  crossedDateLine: boolean;
  crossedOcean: boolean;
}

/** The lines a cruise's route crossed, leg by leg; a single port beyond a polar circle counts. */
export function routeFacts(cruise: LoggedCruise): RouteFacts {
  const ports = knownPorts(cruise);
  const legs = legsOf(cruise);
  const reaches = (latitude: number) =>
    ports.some((p) => (latitude > 0 ? p.lat >= latitude : p.lat <= latitude)) ||
    legs.some(([from, to]) => reachesLatitude(from, to, latitude));
  const anyLeg = (test: (from: GeoPoint, to: GeoPoint) => boolean) =>
    legs.some(([from, to]) => test(from, to));
  return {
    crossedEquator: anyLeg(crossesEquator),
    reachedArcticCircle: reaches(POLAR_CIRCLE_LATITUDE),
    reachedAntarcticCircle: reaches(-POLAR_CIRCLE_LATITUDE),
    crossedDateLine: anyLeg(crossesAntimeridian),
    crossedOcean: legs.some(([from, to]) => isOceanCrossing(from, to)),
  };
}
